import type { OrderService } from '../orders/service.ts';
import { eventRewardJob } from './relay-job.ts';

/** Events hand their claimed tier rewards to the relay (the order lifecycle's relay jobs). */
export function registerActivityOrderHooks(orders: Pick<OrderService, 'relayJobs'>): void {
  orders.relayJobs.register('reward', eventRewardJob, { source: 'event' });
}
