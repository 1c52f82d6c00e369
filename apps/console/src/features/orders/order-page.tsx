import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatInstant } from '../../shared/format.ts';
import { formatMoney } from '../../shared/money.ts';
import { useStaff } from '../../shared/staff.tsx';
import { useBrands } from '../catalog/catalog-api.ts';
import { ordersApi } from './orders-api.ts';
import { RefundForm } from './refund-form.tsx';
import { providerName, storyLine } from './story-text.ts';

/** One order's whole story, with replay of a failed delivery and refund (refund-form.tsx). */
export function OrderPage() {
  const { t } = useTranslation();
  const { can } = useStaff();
  // The brand by its name where the member may read the catalog (its id otherwise).
  const brands = useBrands({ enabled: can('catalog:read') });
  const billingNo = useParams().billingNo ?? '';
  const queryClient = useQueryClient();
  const key = ['console', 'order', billingNo];
  const story = useQuery({ queryKey: key, queryFn: () => ordersApi.story(billingNo) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['console'] });
  const replay = useMutation({
    mutationFn: () => ordersApi.replay(billingNo),
    onSettled: refresh,
    // Shows its own outcome (delivered, retried, …): no generic "Saved".
    meta: { confirm: false },
  });
  const data = story.data;
  const order = data?.order;
  const money = (minor: number) => (order ? formatMoney(minor, order.currency) : '');
  // Nothing parked as failed, but a delivery waiting for its next automatic retry: the button
  // stops the wait and delivers now (issue 31 item 6).
  const waitingOnly =
    data !== undefined &&
    !data.outbox.some((r) => r.state === 'dead') &&
    data.outbox.some((r) => r.state === 'waiting' && r.last_error !== null);

  return (
    <section className="console-page" aria-labelledby="order-title" data-testid="order-story">
      <p>
        <Link to="..">{t('orders.back')}</Link>
      </p>
      <h1 id="order-title">{t('orders.order', { billingNo })}</h1>
      <ErrorBox error={story.error} />
      {story.isPending && <p role="status">{t('app.loading')}</p>}
      {order && data && (
        <>
          <dl className="panel facts">
            <dt>{t('orders.field.status')}</dt>
            <dd data-testid="order-status">{t(`orders.status.${order.status}`)}</dd>
            <dt>{t('orders.brand')}</dt>
            <dd>{brands.data?.brands.find((b) => b.id === order.tenant)?.name ?? order.tenant}</dd>
            <dt>{t('orders.field.account')}</dt>
            <dd>
              {order.username} ({order.suid})
            </dd>
            <dt>{t('orders.field.game')}</dt>
            <dd data-testid="order-game">{order.game_name}</dd>
            <dt>{t('orders.field.role')}</dt>
            <dd>
              {order.role_name} ({order.role_id}) · {order.server_name}
            </dd>
            <dt>{t('orders.goods')}</dt>
            <dd>{order.product_name}</dd>
            <dt>{t('orders.amount')}</dt>
            <dd data-testid="order-amount">
              {money(order.amount_minor)}
              {order.refunded_minor > 0 &&
                ` · ${t('orders.refunded', { amount: money(order.refunded_minor) })}`}
            </dd>
            <dt>{t('orders.field.provider')}</dt>
            <dd>{providerName(t, order.provider)}</dd>
            {order.delivery_error && (
              <>
                <dt>{t('orders.deliveryFailed')}</dt>
                <dd data-testid="order-delivery-error">{order.delivery_error}</dd>
              </>
            )}
          </dl>
          {can('orders:write') && (
            <div className="panel toolbar">
              <button
                type="button"
                data-testid="order-replay"
                disabled={!data.can_replay || replay.isPending}
                onClick={() => replay.mutate()}
              >
                {replay.isPending
                  ? t('orders.replaying')
                  : waitingOnly
                    ? t('orders.deliverNow')
                    : t('orders.replay')}
              </button>
              {replay.data && (
                <span role="status" data-testid="order-replay-result">
                  {t(`orders.replayOutcome.${replay.data.outcome}`)}
                </span>
              )}
              <ErrorBox error={replay.error} testId="order-action-error" />
            </div>
          )}
          {can('orders:write') && (
            <RefundForm order={order} canRefund={data.can_refund} onSettled={refresh} />
          )}
          <h2>{t('orders.delivery')}</h2>
          {/* An unpaid order has sent nothing: said, rather than a heading over nothing. */}
          {data.outbox.length === 0 && (
            <p className="muted" data-testid="order-no-delivery">
              {t('orders.noDelivery')}
            </p>
          )}
          <ul data-testid="order-outbox">
            {data.outbox.map((row) => (
              <li key={row.delivery_id}>
                {t(`orders.story.attemptKind.${row.kind}`, {
                  defaultValue: t('orders.story.attemptKindOther'),
                })}
                : {t(`orders.outbox.${row.state}`)} ·{' '}
                {t('orders.attempts', { count: row.attempts })}
                {row.state === 'waiting' &&
                  row.last_error !== null &&
                  ` · ${t('orders.nextTry', { time: formatInstant(row.next_attempt_at) })}`}
                {row.last_error ? ` · ${row.last_error}` : ''}
              </li>
            ))}
          </ul>
          <h2>{t('orders.timeline')}</h2>
          <ol className="timeline" data-testid="order-timeline">
            {data.timeline.map((entry, i) => {
              const line = storyLine(t, entry, order.currency);
              return (
                <li key={i} data-testid={`story-${entry.kind}`}>
                  <time dateTime={entry.at}>{formatInstant(entry.at)}</time>{' '}
                  <strong>{line.headline}</strong>
                  {line.note && <> · {line.note}</>}
                  {entry.body !== null && (
                    <details>
                      <summary>{t('orders.technical')}</summary>
                      {/* Rendered as text: a provider's body is never markup here. */}
                      <pre>{entry.body}</pre>
                    </details>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
