import { useQuery } from '@tanstack/react-query';
import { goodsListSchema } from '@topup/contracts/catalog';
import { apiGet } from '../../../shared/api-client/api-client.ts';

// GET /api/pay/getGoodsList for a guest: no server or role (nothing of a login narrows it). Its
// own call rather than game/'s hook, whose chunk the first page shares (issue 17's budget).
export function useGuestGoodsList(clientId: string, area: string | undefined) {
  return useQuery({
    queryKey: ['goods-list', clientId, area ?? '', '', ''],
    queryFn: ({ signal }) =>
      apiGet('/api/pay/getGoodsList', { client_id: clientId, domain_area: area }, goodsListSchema, {
        signal,
      }),
    staleTime: 60_000,
  });
}
