import { useTranslation } from 'react-i18next';
import type { OrderInfo } from '@topup/contracts/payments';
import { formatMinor } from '../../../shared/format/money.ts';

/** Paid (success or repeat) or paid and given back: money the player did hand over. */
const paidOrRefunded = (order: OrderInfo) =>
  order.status === 1 || order.status === 10 || order.refunded === true;

/**
 * SPEC §2 result info list: account, game, goods, server, role, billing number; then, once the
 * full order is in and the player paid, the amount and the method (issue 29 item 7). Their labels
 * come with the tracker's texts (result/track/locales), so `paidTexts` says they have loaded.
 */
export function OrderFacts({
  order,
  billingNo,
  paidTexts = false,
}: {
  order: OrderInfo | null;
  billingNo: string;
  paidTexts?: boolean;
}) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('result.account'), order?.user_name ?? ''],
    [t('game.label'), order?.game_name ?? ''],
    [t('goods.selected'), order?.product_name ?? ''],
    [t('server.label'), order?.game_server_name ?? ''],
    [t('role.label'), order?.role_name ?? ''],
    [t('result.billingNo'), order?.billing_no ?? billingNo],
  ];
  if (paidTexts && order && paidOrRefunded(order) && order.amount_minor !== undefined) {
    if (order.currency) {
      rows.push([t('result.track.amountPaid'), formatMinor(order.amount_minor, order.currency)]);
    }
    if (order.pay_method_name) rows.push([t('result.track.method'), order.pay_method_name]);
  }
  return (
    <dl className="facts result-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd dir="auto">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
