import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getBoot } from '../../../shared/boot/boot.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { logOut } from '../../account/log-out.ts';
import { requestLogin, useUserInfo } from '../../../shared/session/session-store.ts';
import { useGameContext } from '../../game/use-game-context.ts';
import '../my.css';
import { Icon } from '../../../shared/ui/icon.tsx';

// Only a signed-in player opening My sees these: their code and texts load on their own (JS
// budget; the order history's links to every game of the brand took the first page over it).
const OrderHistory = lazy(() =>
  import('./order-history.tsx').then((m) => ({ default: m.OrderHistory })),
);
const SpendingCaps = lazy(() =>
  import('../spending-caps/spending-caps.tsx').then((m) => ({ default: m.SpendingCaps })),
);

/** 'My' (SPEC §2): the player, the way into the VIP centre, the order history, and logout. */
export function MyPage() {
  const { t } = useTranslation();
  const { game, clientId } = useGameContext();
  const { search } = useLocation();
  const user = useUserInfo(game.gpId);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const logout = () => {
    setConfirming(false);
    void logOut(game.gpId, clientId);
    void queryClient.invalidateQueries();
  };
  return (
    <Page title={t('title.my')}>
      <div className="my">
        <p className="my__user">
          {user ? <bdi>{user.username}</bdi> : t('my.guest')}
          <span className="my__game" dir="auto">
            {game.name}
          </span>
        </p>
        {getBoot().tenant.vip && (
          <Link className="my__entry" to={{ pathname: '/userCenter', search }}>
            <span>{t('title.vip')}</span>
            <Icon name="chevron-end" />
          </Link>
        )}
        {user && (
          <Suspense fallback={<Skeleton />}>
            <OrderHistory clientId={clientId} />
          </Suspense>
        )}
        {user && (
          <Suspense fallback={null}>
            <SpendingCaps clientId={clientId} />
          </Suspense>
        )}
        {user ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setConfirming(true)}
          >
            {t('header.logout')}
          </button>
        ) : (
          <button type="button" className="button" onClick={requestLogin}>
            {t('header.login')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('header.logout')}
        message={t('header.logoutConfirm')}
        onConfirm={logout}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}
