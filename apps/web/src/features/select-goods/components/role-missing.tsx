import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogin, signOut } from '../../../shared/session/session-store.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

type RoleMissingProps = { gpId: number; onReselect?: () => void };

/**
 * No character for this account where the player looked (SPEC §8). The top-up account must be the
 * game account (SPEC §5), so the way out is another server or another account; switching account
 * asks first.
 */
export function RoleMissing({ gpId, onReselect }: RoleMissingProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const switchAccount = () => {
    setConfirming(false);
    signOut(gpId);
    requestLogin();
  };
  return (
    <div className="role-missing" role="alert">
      <p>{t('role.notFound')}</p>
      <div className="role-missing__actions">
        {onReselect && (
          <button type="button" className="button button--ghost button--small" onClick={onReselect}>
            {t('role.reselect')}
          </button>
        )}
        <button type="button" className="button button--small" onClick={() => setConfirming(true)}>
          {t('role.changeAccount')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('role.changeAccount')}
        message={t('role.changeAccountConfirm')}
        onConfirm={switchAccount}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
