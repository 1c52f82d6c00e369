import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogin, signOut, useUserInfo } from '../../features/account/session-store.ts';
import { track } from '../../shared/tracking/track.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';

/** Login button, or the player's name with a logout that asks first (SPEC §2). */
export function UserMenu({ gpId }: { gpId: number }) {
  const { t } = useTranslation();
  const user = useUserInfo(gpId);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();

  if (!user) {
    return (
      <button type="button" className="button button--small" onClick={requestLogin}>
        {t('header.login')}
      </button>
    );
  }

  const logout = () => {
    setConfirming(false);
    track('logout');
    signOut(gpId);
    // SPEC §2: the page initialises again once the token is gone.
    void queryClient.invalidateQueries();
  };

  return (
    <div className="user-menu">
      <bdi className="user-menu__name" title={user.username}>
        {user.username}
      </bdi>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => setConfirming(true)}
      >
        {t('header.logout')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('header.logout')}
        message={t('header.logoutConfirm')}
        onConfirm={logout}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
