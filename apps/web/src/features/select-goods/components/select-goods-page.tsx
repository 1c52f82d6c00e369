import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { usePageConfig } from '../../config/api/get-page-config.ts';

export function SelectGoodsPage() {
  const { t } = useTranslation();
  const config = usePageConfig();
  return <Page title={t('title.topup')}>{config.isPending ? <Skeleton /> : <Empty />}</Page>;
}
