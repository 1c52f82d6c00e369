import type { OrderRow } from '../orders/types.ts';

/**
 * Which delivered orders earn VIP growth points. A make-up payment repays a payment that was
 * reversed (a chargeback, a refund abuse): the original order already earned its points, so paying
 * the debt earns none. Goods, prepaid cards and gift cards are money spent in the shop.
 */
export function earnsPoints(order: Pick<OrderRow, 'purpose'>): boolean {
  return order.purpose !== 'replenish';
}
