import { useTranslation } from 'react-i18next';
import { ErrorNotice } from './error-notice.tsx';

export function CertifiedRealPage() {
  const { t } = useTranslation();
  return <ErrorNotice title={t('certifiedReal.title')} tip={t('certifiedReal.tip')} homeButton />;
}
