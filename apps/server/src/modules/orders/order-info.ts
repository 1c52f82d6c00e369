import type { OrderDelivery, OrderInfo, OrderListItem } from '@topup/contracts/payments';
import { OrderStatusCode } from '@topup/contracts/order-states';
import { currencies, type Currency } from '@topup/tenants/currencies';
import { formatMinor } from '../catalog/money.ts';
import { repeatPaymentsOf } from './repeat-payments.ts';
import type { OrderRow } from './types.ts';

/**
 * SPEC §4 status codes. Repeat (10): the order is paid and the provider reported a second,
 * different payment for it (another provider transaction id) — the player paid twice. The goods
 * went out once; the extra payment waits for support to refund it, and the player is told so
 * instead of a plain success.
 */
export function orderStatusCode(order: Pick<OrderRow, 'status' | 'meta'>): OrderStatusCode {
  switch (order.status) {
    case 'paid':
    case 'delivered':
      return repeatPaymentsOf(order).length > 0 ? OrderStatusCode.Repeat : OrderStatusCode.Success;
    case 'created':
    case 'pending':
      return OrderStatusCode.Pending;
    default:
      return OrderStatusCode.Fail;
  }
}

function formatAmount(amountMinor: number, currency: string): string {
  return currency in currencies
    ? formatMinor(amountMinor, currency as Currency)
    : String(amountMinor);
}

/**
 * GET /api/pay/getOrderInfo's data. Simple: the result popup's fields only; full adds money,
 * times, the pay link and delivery (a delivery the relay gave up on carries delivery_error).
 */
export function orderInfo(
  order: OrderRow,
  { simple }: { simple: boolean },
): OrderInfo & { delivery_error?: string } {
  const base: OrderInfo = {
    status: orderStatusCode(order),
    billing_no: order.billingNo,
    user_name: order.username,
    game_name: order.gameName,
    game_server_name: order.serverName,
    role_name: order.roleName,
    product_name: order.productName,
    ...(order.status === 'refunded' ? { refunded: true as const } : {}),
  };
  if (simple) return base;
  return {
    ...base,
    amount: formatAmount(order.amountMinor, order.currency),
    amount_minor: order.amountMinor,
    currency: order.currency,
    pay_url: order.payUrl ?? '',
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    delivered: order.status === 'delivered' || order.deliveredAt !== null,
    ...(order.deliveryError ? { delivery_error: order.deliveryError } : {}),
  };
}

/** How a paid order's delivery stands at `now` (issue 29), as the live tracker tells it. */
export type DeliveryView = {
  now: Date;
  /** The brand's patience with the game before a paid order is "delayed" (tenant file). */
  delayedAfterMs: number;
  /** The make-good of an order the game never acknowledged (make-good/make-good.ts), if any. */
  settlement?: 'settling' | 'refunded' | 'credited';
};

export function deliveryOf(
  order: Pick<OrderRow, 'status' | 'paidAt' | 'deliveredAt'>,
  view: DeliveryView,
): OrderDelivery | undefined {
  if (order.status !== 'paid' && order.status !== 'delivered') return undefined;
  if (order.status === 'delivered' || order.deliveredAt !== null) return 'delivered';
  if (view.settlement === 'credited') return 'credited';
  if (view.settlement) return 'refunding';
  const late =
    order.paidAt !== null && view.now.getTime() - order.paidAt.getTime() > view.delayedAfterMs;
  return late ? 'delayed' : 'on_its_way';
}

/** One row of GET /api/pay/getOrderList (the order history in My). */
export function orderListItem(order: OrderRow, view?: DeliveryView): OrderListItem {
  const delivery = view && deliveryOf(order, view);
  return {
    billing_no: order.billingNo,
    status: orderStatusCode(order),
    ...(order.status === 'refunded' ? { refunded: true as const } : {}),
    ...(delivery ? { delivery } : {}),
    game_name: order.gameName,
    game_server_name: order.serverName,
    role_name: order.roleName,
    product_name: order.productName,
    amount: formatAmount(order.amountMinor, order.currency),
    amount_minor: order.amountMinor,
    currency: order.currency,
    created_at: order.createdAt.toISOString(),
    client_id: order.clientId,
  };
}
