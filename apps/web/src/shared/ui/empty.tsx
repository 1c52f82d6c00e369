import { useTranslation } from 'react-i18next';

// SPEC §2: empty lists show a 'no data' text.
export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <p className="empty" role="note">
      {text ?? t('common.noData')}
    </p>
  );
}
