import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getBoot } from '../../../shared/boot/boot.ts';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { closeLogin } from '../../../shared/session/session-store.ts';
import { playerIdLinkTextFiles } from './player-id-link-texts.ts';

/** The player-id page's path (app/routes/special-routes.ts); a feature does not import app/. */
const PLAYER_ID_PATH = '/playerId';

/**
 * On brands where a game takes top-ups by player id (ADR 0038): the way to pay without this
 * login, for someone topping up another person's character.
 */
export function PlayerIdLink() {
  const offered = getBoot().tenant.games.some((g) => g.playerIdTopup);
  return offered ? <OfferedLink /> : null;
}

function OfferedLink() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const ready = useFeatureTexts(playerIdLinkTextFiles, 'playerIdLink');
  if (!ready) return null;
  return (
    <p className="login__player-id">
      <Link to={{ pathname: PLAYER_ID_PATH, search }} onClick={closeLogin}>
        {t('playerIdLink.text')}
      </Link>
    </p>
  );
}
