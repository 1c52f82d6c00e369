import type { OrderService } from '../orders/service.ts';
import { awardPoints, revokePoints } from './repository.ts';

/**
 * VIP growth points follow the order (the order lifecycle's hooks, orders/hooks.ts): earned when
 * the game acknowledged the goods, taken back when money is given back.
 */
export function registerVipOrderHooks(orders: Pick<OrderService, 'hooks'>): void {
  // What was actually paid, once (the award's primary key is the billing number).
  orders.hooks.on('delivered', 'vip.award-points', async (tx, order, { at }) => {
    await awardPoints(tx, order, at);
  });
  orders.hooks.on('refunded', 'vip.revoke-points', async (tx, order, { at }) => {
    await revokePoints(tx, order, at);
  });
}
