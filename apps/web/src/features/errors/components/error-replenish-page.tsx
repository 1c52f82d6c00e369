import { useTranslation } from 'react-i18next';
import { ErrorNotice } from './error-notice.tsx';

export function ErrorReplenishPage() {
  const { t } = useTranslation();
  return <ErrorNotice title={t('errorReplenish.title')} tip={t('errorReplenish.tip')} />;
}
