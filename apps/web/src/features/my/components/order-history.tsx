import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { OrderListItem } from '@topup/contracts/payments';
import { useLoadFailure } from '../../../shared/api-client/use-load-failure.ts';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { formatMinor } from '../../../shared/format/money.ts';
import { formatTimestamp } from '../../../shared/format/time.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { ORDER_LIST_PATH, orderListQuery } from '../api/get-order-list.ts';
import { myTextFiles } from '../my-texts.ts';

/** A paid order's words by where its goods are (issue 29): successful only once delivered. */
const deliveryKey: Record<NonNullable<OrderListItem['delivery']>, string> = {
  on_its_way: 'my.orderStatus.onItsWay',
  delayed: 'my.orderStatus.delayed',
  delivered: 'result.success',
  refunding: 'my.orderStatus.refunding',
  credited: 'my.orderStatus.credited',
};

/** The result screen's words for an order's state (SPEC §4 status codes). */
function statusKey(order: OrderListItem) {
  if (order.refunded) return 'result.refunded';
  switch (order.status) {
    case 1:
    case 10:
      return deliveryKey[order.delivery ?? 'on_its_way'];
    case -1:
      return 'result.pending';
    default:
      return 'result.fail';
  }
}

function statusTone(order: OrderListItem): string {
  if (order.refunded || order.status === -2) return 'order-row__status--fail';
  // Green is for goods the player has: paid and on its way reads as in progress.
  if (order.status === -1 || order.delivery !== 'delivered') return 'order-row__status--pending';
  return 'order-row__status--ok';
}

/**
 * The order page for the order's own game: a login is bound to one game product, so an order of
 * another game of the brand opens with that game (and asks for its login when there is none).
 */
function orderSearch(search: string, clientId: string): string {
  const params = new URLSearchParams(search);
  params.set('client_id', clientId);
  return `?${params}`;
}

function OrderRow({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <li className="order-row">
      <div className="order-row__main">
        {/* The order page: live delivery steps and the receipt (issue 18). */}
        <Link
          className="order-row__product"
          dir="auto"
          to={{
            pathname: `/order/${encodeURIComponent(order.billing_no)}`,
            search: orderSearch(search, order.client_id),
          }}
        >
          {order.product_name}
        </Link>
        <span className="order-row__amount">{formatMinor(order.amount_minor, order.currency)}</span>
      </div>
      <div className="order-row__meta">
        <span dir="auto">
          <bdi>{order.game_name}</bdi> · <bdi>{order.game_server_name}</bdi> ·{' '}
          <bdi>{order.role_name}</bdi>
        </span>
        <span className={`order-row__status ${statusTone(order)}`}>{t(statusKey(order))}</span>
      </div>
      <div className="order-row__meta">
        <time dateTime={order.created_at}>{formatTimestamp(order.created_at)}</time>
        <span>
          {t('result.billingNo')}: <bdi>{order.billing_no}</bdi>
        </span>
      </div>
    </li>
  );
}

/** My's order history (issue 17): the signed-in account's latest orders on this brand (issue 29). */
export function OrderHistory({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const options = orderListQuery(clientId);
  const query = useQuery(options);
  const failure = useLoadFailure(query, ORDER_LIST_PATH, options.queryKey);
  // A paid order's words (on its way, delayed, settled) are My's own chunk, out of the first page.
  const texts = useFeatureTexts(myTextFiles, 'my');

  let body;
  if (failure.failed) body = <LoadError onRetry={failure.retry} />;
  else if (!query.data || !texts) body = <Skeleton />;
  else if (query.data.list.length === 0) body = <p className="my__empty">{t('my.noOrders')}</p>;
  else
    body = (
      <ul className="order-list">
        {query.data.list.map((order) => (
          <OrderRow key={order.billing_no} order={order} />
        ))}
      </ul>
    );

  return (
    <section className="my__orders" aria-labelledby={headingId}>
      <h2 id={headingId} className="my__heading">
        {t('my.orders')}
      </h2>
      {body}
    </section>
  );
}
