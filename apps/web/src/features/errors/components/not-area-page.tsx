import { useTranslation } from 'react-i18next';
import { ErrorNotice } from './error-notice.tsx';

// Reached when the server answers -3014 (wrong domain) or the page's area cannot be served.
export function NotAreaPage() {
  const { t } = useTranslation();
  return (
    <ErrorNotice title={t('notArea.title')} tip={t('notArea.tip')}>
      <ol className="notice__reasons">
        <li>{t('notArea.reasonParams')}</li>
        <li>{t('notArea.reasonArea')}</li>
      </ol>
    </ErrorNotice>
  );
}
