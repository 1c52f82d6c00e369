import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty.tsx';
import { Page } from '../../../shared/ui/page.tsx';

export function MyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.my')}>
      <Empty />
    </Page>
  );
}
