import type { OrderService } from '../orders/service.ts';
import { consumeCoupon, releaseCoupons } from './ledger.ts';

/**
 * A coupon's life follows its order (ledger.ts): used when the order is paid, free again when
 * the order fails or expires unpaid (the order lifecycle's hooks, orders/hooks.ts).
 */
export function registerCouponOrderHooks(orders: Pick<OrderService, 'hooks'>): void {
  orders.hooks.on('paid', 'coupons.consume', (tx, order, { at, log }) =>
    consumeCoupon(tx, order, at, log),
  );
  const release = (tx: Parameters<typeof releaseCoupons>[0], billingNos: readonly string[]) =>
    releaseCoupons(tx, [...billingNos]);
  orders.hooks.on('failed', 'coupons.release', release);
  orders.hooks.on('expired', 'coupons.release', release);
}
