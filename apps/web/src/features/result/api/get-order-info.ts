import { orderInfoSchema, type OrderInfo } from '@topup/contracts/payments';
import { apiGet } from '../../../shared/api-client/api-client.ts';

// GET /api/pay/getOrderInfo (SPEC §7). The simple answer is cheap; the full one also makes the
// server ask the provider about a pending order (the 'payment done' re-check).
export function fetchOrderInfo(
  billingNo: string,
  simple: boolean,
  opts: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<OrderInfo> {
  return apiGet(
    '/api/pay/getOrderInfo',
    { billing_no: billingNo, simple: simple ? '1' : '0' },
    orderInfoSchema,
    opts,
  );
}
