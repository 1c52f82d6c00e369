import {
  consoleOrderPageSchema,
  consoleOrderStorySchema,
  consoleRefundSchema,
  consoleReplaySchema,
  type ConsoleOrderSearch,
} from '@topup/contracts/console-orders';
import { staffReplenishSchema } from '@topup/contracts/replenish';
import { api, withQuery } from '../../shared/api.ts';

// /api/console/orders and /api/console/replenishments (apps/server/src/modules/console/orders).
const orderPath = (billingNo: string) => `/api/console/orders/${encodeURIComponent(billingNo)}`;

export const ordersApi = {
  search: (q: ConsoleOrderSearch) =>
    api.get(withQuery('/api/console/orders', q), consoleOrderPageSchema),
  story: (billingNo: string) => api.get(orderPath(billingNo), consoleOrderStorySchema),
  replay: (billingNo: string) =>
    api.post(`${orderPath(billingNo)}/replay`, {}, consoleReplaySchema),
  refund: (billingNo: string, amountMinor: number) =>
    api.post(`${orderPath(billingNo)}/refund`, { amount_minor: amountMinor }, consoleRefundSchema),
  makeUp: (body: {
    tenant: string;
    client_id: string;
    username: string;
    amount_minor: number;
    currency: string;
  }) => api.post('/api/console/replenishments', body, staffReplenishSchema),
};
