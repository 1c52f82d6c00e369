import type { OrderService } from '../orders/service.ts';
import { firstPurchaseBonusHook } from './first-purchase.ts';

/** What offers do when an order moves (the order lifecycle's hooks, orders/hooks.ts). */
export function registerOfferOrderHooks(orders: Pick<OrderService, 'hooks'>): void {
  // Before the delivery is queued: the bonus travels with the order's delivery.
  orders.hooks.on('paid', 'offers.first-purchase-bonus', firstPurchaseBonusHook);
}
