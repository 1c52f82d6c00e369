import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty.tsx';
import { Page } from '../../../shared/ui/page.tsx';

export function ResultPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.result')}>
      <Empty />
    </Page>
  );
}
