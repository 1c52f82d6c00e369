import { useTranslation } from 'react-i18next';
import { ErrorNotice } from './error-notice.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorNotice title={t('notFound.title')} tip={t('notFound.tip')} homeButton />;
}
