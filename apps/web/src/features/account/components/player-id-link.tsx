import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getBoot } from '../../../shared/boot/boot.ts';
import { closeLogin } from '../../../shared/session/session-store.ts';

/** app/route-paths.ts paths.playerId: a feature does not import app/ (ADR 0029). */
const PLAYER_ID_PATH = '/playerId';

/**
 * On brands where a game takes top-ups by player id (ADR 0038): the way to pay without this
 * login, for someone topping up another person's character.
 */
export function PlayerIdLink() {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (!getBoot().tenant.games.some((g) => g.playerIdTopup)) return null;
  return (
    <p className="login__player-id">
      <Link to={{ pathname: PLAYER_ID_PATH, search }} onClick={closeLogin}>
        {t('login.playerIdLink')}
      </Link>
    </p>
  );
}
