import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrderStatusCode as OrderStatus } from '@topup/contracts/order-states';
import { useOrderSelection } from '../../game/selection-store.ts';
import { fetchOrderInfo } from '../../result/api/get-order-info.ts';
import { OrderFacts } from '../../result/components/order-facts.tsx';

const statusKey: Record<number, string> = {
  [OrderStatus.Success]: 'result.success',
  [OrderStatus.Fail]: 'result.fail',
  [OrderStatus.Pending]: 'result.pending',
  [OrderStatus.Repeat]: 'result.success',
};

/** The order detail: the latest order of this visit's selection, when there is one. */
export function LatestOrder() {
  const { t } = useTranslation();
  const billingNo = useOrderSelection().billing_no;
  const order = useQuery({
    queryKey: ['order', billingNo, 'simple'],
    queryFn: ({ signal }) => fetchOrderInfo(billingNo!, true, { signal, silent: true }),
    enabled: Boolean(billingNo),
  });
  if (!billingNo || !order.data) return null;
  return (
    <section className="vip-section">
      <h2 className="vip-section__title">{t('vip.orderDetail')}</h2>
      <p className="vip-order__status">
        {t(
          order.data.refunded
            ? 'result.refunded'
            : (statusKey[order.data.status] ?? 'result.pending'),
        )}
      </p>
      <OrderFacts order={order.data} billingNo={billingNo} />
    </section>
  );
}
