import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBetaMode } from '../../features/account/beta-mode.ts';
import { logOut } from '../../features/account/log-out.ts';
import { requestLogin, useUserInfo } from '../../shared/session/session-store.ts';

// The logout question loads when asked: the dialog frame stays off the first page (issue 17 budget).
const ConfirmDialog = lazy(() =>
  import('../../shared/ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/** Login button, or the player's name with a logout that asks first (SPEC §2, §4). */
export function UserMenu({ gpId, clientId }: { gpId: number; clientId: string }) {
  const { t } = useTranslation();
  const user = useUserInfo(gpId);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  // Beta mode is fixed for the page life (beta-mode.ts applies it before the first render).
  const beta = isBetaMode();
  const badge = beta && <span className="user-menu__beta">{t('header.betaMode')}</span>;

  if (!user) {
    return (
      <div className="user-menu">
        {badge}
        <button type="button" className="button button--small" onClick={requestLogin}>
          {t('header.login')}
        </button>
      </div>
    );
  }

  const logout = () => {
    setConfirming(false);
    void logOut(gpId, clientId);
    // SPEC §2: the page initialises again once the token is gone.
    void queryClient.invalidateQueries();
  };

  return (
    <div className="user-menu">
      {badge}
      <bdi className="user-menu__name" title={user.username}>
        {user.username}
      </bdi>
      <button
        type="button"
        className="button button--ghost button--small"
        // SPEC §4: in super/beta mode logout opens login instead, to switch the test account.
        onClick={beta ? requestLogin : () => setConfirming(true)}
      >
        {t(beta ? 'header.switchAccount' : 'header.logout')}
      </button>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('header.logout')}
            message={t('header.logoutConfirm')}
            onConfirm={logout}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
