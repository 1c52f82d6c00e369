import {
  consoleOrderPageSchema,
  consoleOrderStorySchema,
  consoleRefundSchema,
  consoleReplaySchema,
  type ConsoleOrderSearch,
  type ConsoleRefundRequest,
} from '@topup/contracts/console-orders';
import { staffReplenishSchema } from '@topup/contracts/replenish';
import { api, withQuery } from '../../shared/api.ts';

// /api/console/orders and /api/console/replenishments (apps/server/src/modules/console/orders).
const orderPath = (billingNo: string) => `/api/console/orders/${encodeURIComponent(billingNo)}`;

/** The server's cap on one CSV export (apps/server/src/modules/console/orders/csv-routes.ts). */
export const ORDERS_CSV_MAX = 10_000;

/** The orders matching a search as CSV (pages ignored). */
export const ordersCsvUrl = (q: ConsoleOrderSearch) =>
  withQuery('/api/console/orders.csv', { ...q, page: undefined, page_size: undefined });

export const ordersApi = {
  search: (q: ConsoleOrderSearch) =>
    api.get(withQuery('/api/console/orders', q), consoleOrderPageSchema),
  story: (billingNo: string) => api.get(orderPath(billingNo), consoleOrderStorySchema),
  replay: (billingNo: string) =>
    api.post(`${orderPath(billingNo)}/replay`, {}, consoleReplaySchema),
  refund: (billingNo: string, body: ConsoleRefundRequest) =>
    api.post(`${orderPath(billingNo)}/refund`, body, consoleRefundSchema),
  makeUp: (body: {
    tenant: string;
    client_id: string;
    username: string;
    amount_minor: number;
    currency: string;
  }) => api.post('/api/console/replenishments', body, staffReplenishSchema),
};
