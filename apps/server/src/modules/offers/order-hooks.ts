import type { OrderService } from '../orders/service.ts';
import { firstPurchaseBonusHook } from './first-purchase.ts';
import { offerClaimJob } from './relay-job.ts';

/** What offers do when an order moves (the order lifecycle's hooks and relay jobs, orders/). */
export function registerOfferOrderHooks(orders: Pick<OrderService, 'hooks' | 'relayJobs'>): void {
  // Before the delivery is queued: the bonus travels with the order's delivery.
  orders.hooks.on('paid', 'offers.first-purchase-bonus', firstPurchaseBonusHook);
  // Claimed free chain steps reach the game through the relay.
  orders.relayJobs.register('offer', offerClaimJob);
}
