import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getBoot } from '../../../shared/boot/boot.ts';
import { Empty } from '../../../shared/ui/empty.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { requestLogin, useUserInfo } from '../../../shared/session/session-store.ts';
import { useGameContext } from '../../game/use-game-context.ts';
import { VipCentre } from '../../vip/components/vip-centre.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';

// Also opened inside a game's SDK web view (visit=sdk), where there is no way back into the store
// and no login popup (SPEC §6).
export function UserCenterPage() {
  const { t } = useTranslation();
  const { sdk, clientId, game } = useGameContext();
  const user = useUserInfo(game.gpId);
  const { search } = useLocation();
  const back = sdk ? undefined : (
    <Link to={{ pathname: '/my', search }} className="icon-button" aria-label={t('common.back')}>
      <Icon name="chevron-start" />
    </Link>
  );
  let body;
  if (!getBoot().tenant.vip) body = <Empty text={t('vip.notOffered')} />;
  else if (!user) {
    body = (
      <>
        <Empty text={t('vip.loginFirst')} />
        {!sdk && (
          <button type="button" className="button" onClick={requestLogin}>
            {t('header.login')}
          </button>
        )}
      </>
    );
  } else body = <VipCentre key={`${clientId}:${user.suid}`} clientId={clientId} />;
  return (
    <Page title={t('title.vip')} lead={back}>
      {body}
    </Page>
  );
}
