import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { OrderInfo } from '@topup/contracts/payments';
import { getBoot } from '../../shared/boot/boot.ts';
import { formatMinor } from '../../shared/format/money.ts';
import { formatTimestamp } from '../../shared/format/time.ts';
import { useFeatureTexts } from '../../shared/i18n/use-feature-texts.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { fetchOrderInfo } from '../result/api/get-order-info.ts';
import { DeliveryTracker } from '../result/track/delivery-tracker.tsx';
import { orderTextFiles } from './order-texts.ts';
import { sellerOf, supportLink } from './seller.ts';
import './order.css';

function statusKey(order: OrderInfo): string {
  if (order.refunded) return 'result.refunded';
  if (order.status === 1 || order.status === 10) return 'result.success';
  return order.status === -1 ? 'result.pending' : 'result.fail';
}

/** The receipt: seller, order, money and the taxes note, printable as it stands. */
function Receipt({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  const tenant = getBoot().tenant;
  const seller = sellerOf(tenant);
  const rows: [string, string | null | undefined][] = [
    [t('order.seller'), seller.name],
    [t('tradeLaw.address'), seller.address],
    [t('result.billingNo'), order.billing_no],
    [t('order.ordered'), order.created_at && formatTimestamp(order.created_at)],
    [t('order.paid'), order.paid_at && formatTimestamp(order.paid_at)],
    [t('game.label'), order.game_name],
    [t('goods.selected'), order.product_name],
    [t('server.label'), order.game_server_name],
    [t('role.label'), order.role_name],
    [
      t('order.amount'),
      order.amount_minor !== undefined && order.currency
        ? formatMinor(order.amount_minor, order.currency)
        : null,
    ],
  ];
  const context = {
    billingNo: order.billing_no,
    game: order.game_name,
    role: order.role_name,
    server: order.game_server_name,
  };
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title" className="receipt__title">
        {t('order.receipt')}
      </h2>
      <dl className="facts">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="facts__row">
              <dt>{label}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
      </dl>
      <p className="receipt__note">{t('order.taxIncluded')}</p>
      <div className="receipt__actions">
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          {t('order.print')}
        </button>
        {seller.email && (
          <a
            className="button button--ghost"
            href={supportLink(
              seller.email,
              t('order.supportSubject', context),
              t('order.supportBody', context),
            )}
          >
            {t('order.support')}
          </a>
        )}
      </div>
    </section>
  );
}

/**
 * /order/:billingNo (issue 18): one of the player's orders with its live delivery steps and a
 * receipt; reached from My's order history. Another player's order is "not found", as the server
 * answers it.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const { billingNo = '' } = useParams();
  const { search } = useLocation();
  const ready = useFeatureTexts(orderTextFiles, 'order');
  const query = useQuery({
    queryKey: ['order', billingNo],
    queryFn: ({ signal }) => fetchOrderInfo(billingNo, true, { signal, silent: true }),
    retry: false,
  });
  // The simple read is enough to show the order; the full one adds money and times.
  const full = useQuery({
    queryKey: ['order', billingNo, 'full'],
    queryFn: ({ signal }) => fetchOrderInfo(billingNo, false, { signal, silent: true }),
    enabled: query.isSuccess,
    retry: false,
  });
  if (!ready) return <Skeleton />;
  const order = full.data ?? query.data;
  return (
    <Page title={t('order.title')}>
      <div className="order-page">
        {query.isError ? (
          <p role="alert">{t('order.notFound')}</p>
        ) : !order ? (
          <Skeleton />
        ) : (
          <>
            <p className="order-page__status" role="status">
              {t(statusKey(order))}
            </p>
            <DeliveryTracker billingNo={order.billing_no} />
            <Receipt order={order} />
          </>
        )}
        <Link className="order-page__back" to={{ pathname: '/my', search }}>
          {t('order.back')}
        </Link>
      </div>
    </Page>
  );
}
