import type { OrderInfo, OrderListItem } from '@topup/contracts/payments';
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

/** One row of GET /api/pay/getOrderList (the order history in My). */
export function orderListItem(order: OrderRow): OrderListItem {
  return {
    billing_no: order.billingNo,
    status: orderStatusCode(order),
    ...(order.status === 'refunded' ? { refunded: true as const } : {}),
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
