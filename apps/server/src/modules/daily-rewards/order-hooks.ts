import type { OrderService } from '../orders/service.ts';
import { dailyRewardJob } from './relay-job.ts';

/** Daily rewards hand their claimed steps to the relay (the order lifecycle's relay jobs). */
export function registerDailyRewardOrderHooks(orders: Pick<OrderService, 'relayJobs'>): void {
  orders.relayJobs.register('reward', dailyRewardJob, { source: 'daily' });
}
