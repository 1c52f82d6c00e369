import type { OrderService } from '../orders/service.ts';
import { revokePoints } from './repository.ts';

/** Money given back takes back the VIP points the order earned (the order lifecycle's hooks). */
export function registerVipOrderHooks(orders: Pick<OrderService, 'hooks'>): void {
  orders.hooks.on('refunded', 'vip.revoke-points', async (tx, order, { at }) => {
    await revokePoints(tx, order, at);
  });
}
