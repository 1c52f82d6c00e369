import { queryOptions } from '@tanstack/react-query';
import { orderListSchema } from '@topup/contracts/payments';
import { apiGet } from '../../../shared/api-client/api-client.ts';

export const ORDER_LIST_PATH = '/api/pay/getOrderList';

// GET /api/pay/getOrderList (logged in): the account's orders of every game of the brand (issue 29
// item 6: one publisher account serves all its games), newest first; the login is this game's.
// Silent: the history shows its own error with a retry instead of a toast.
export function orderListQuery(clientId: string) {
  return queryOptions({
    queryKey: ['order-list', clientId, 'account'],
    queryFn: ({ signal }) =>
      apiGet(
        ORDER_LIST_PATH,
        { client_id: clientId, limit: '20', scope: 'account' },
        orderListSchema,
        {
          signal,
          silent: true,
        },
      ),
    // An order paid a moment ago must show: asked again on every visit of My.
    staleTime: 0,
  });
}
