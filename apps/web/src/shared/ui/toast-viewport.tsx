import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from './toast-store.ts';

export function ToastViewport() {
  const toasts = useToasts();
  const { t } = useTranslation();
  // The live region stays mounted so screen readers announce toasts added to it.
  return (
    <div className="toasts" role="status" aria-live="polite" aria-label={t('common.notifications')}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <span>{toast.message}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
