import { orderGameSchema, type OrderGame } from '@topup/contracts/order-game';
import { apiGet } from '../../../shared/api-client/api-client.ts';

// GET /api/pay/getOrderGame (no login): the game whose login opens this order link. The server
// names a game for any billing number, so the answer says nothing about whether the order exists.
export function fetchOrderGame(billingNo: string, signal?: AbortSignal): Promise<OrderGame> {
  return apiGet('/api/pay/getOrderGame', { billing_no: billingNo }, orderGameSchema, {
    signal,
    silent: true,
  });
}
