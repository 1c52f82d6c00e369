import { useTranslation } from 'react-i18next';

/**
 * A list that could not be loaded (network failure): says so and offers to try again, distinct
 * from an empty list's 'no data' (issue 17). An alert, so a screen reader hears it appear. `text`
 * names what failed where the screen has its own words for it (payment methods, coupons, ...).
 */
export function LoadError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert">
      <p>{text ?? t('common.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
