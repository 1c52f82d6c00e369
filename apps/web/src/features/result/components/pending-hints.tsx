import { useTranslation } from 'react-i18next';

/** SPEC §2: the three numbered hints while the payment is pending. */
export function PendingHints({ onChangeWay }: { onChangeWay: () => void }) {
  const { t } = useTranslation();
  return (
    <ol className="pending-hints">
      <li>{t('result.hintPay')}</li>
      <li>{t('result.hintDone')}</li>
      <li>
        {t('result.hintChange')}{' '}
        <button type="button" className="link-button" onClick={onChangeWay}>
          {t('result.changeWay')}
        </button>
      </li>
    </ol>
  );
}
