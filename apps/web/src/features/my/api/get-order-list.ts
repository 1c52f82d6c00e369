import { queryOptions } from '@tanstack/react-query';
import { orderListSchema } from '@topup/contracts/payments';
import { apiGet } from '../../../shared/api-client/api-client.ts';

export const ORDER_LIST_PATH = '/api/pay/getOrderList';

// GET /api/pay/getOrderList (logged in): the player's orders of this game product, newest first.
// Silent: the history shows its own error with a retry instead of a toast.
export function orderListQuery(clientId: string) {
  return queryOptions({
    queryKey: ['order-list', clientId],
    queryFn: ({ signal }) =>
      apiGet(ORDER_LIST_PATH, { client_id: clientId, limit: '20' }, orderListSchema, {
        signal,
        silent: true,
      }),
    // An order paid a moment ago must show: asked again on every visit of My.
    staleTime: 0,
  });
}
