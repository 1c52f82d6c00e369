import { queryOptions } from '@tanstack/react-query';
import { promotionListSchema } from '@topup/contracts/promotions';
import { apiGet } from '../../../shared/api-client/api-client.ts';

// GET /api/promotions/list (issue 29 item 9): not a SPEC §7 call. Silent: a failure leaves the
// slot empty, the page works without it.
export function promotionsQuery(clientId: string) {
  return queryOptions({
    queryKey: ['promotions', clientId] as const,
    queryFn: ({ signal }) =>
      apiGet('/api/promotions/list', { client_id: clientId }, promotionListSchema, {
        signal,
        silent: true,
      }),
    retry: false,
    staleTime: 60_000,
  });
}
