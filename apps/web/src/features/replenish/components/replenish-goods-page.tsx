import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty.tsx';
import { Page } from '../../../shared/ui/page.tsx';

export function ReplenishGoodsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.replenish')}>
      <Empty />
    </Page>
  );
}
