import { useTranslation } from 'react-i18next';
import { ErrorNotice } from './error-notice.tsx';

export function ShowErrorPage() {
  const { t } = useTranslation();
  return <ErrorNotice title={t('showError.title')} tip={t('showError.message')} homeButton />;
}
