import type { OrderService } from '../orders/service.ts';
import { settleReplenishment } from './settle.ts';

/** A make-up payment's order settles its link when paid (the order lifecycle's hooks). */
export function registerReplenishOrderHooks(orders: Pick<OrderService, 'hooks'>): void {
  orders.hooks.on('paid', 'replenish.settle-link', (tx, order, { at, log }) =>
    settleReplenishment(tx, order, at, log),
  );
}
