import { queryOptions } from '@tanstack/react-query';
import { vipBasicInfoSchema, vipInfoSchema } from '@topup/contracts/vip';
import { apiGet } from '../../../shared/api-client/api-client.ts';

// SPEC §7: the VIP programme (public) and the player's standing in it (logged in).
export const vipKeys = {
  basic: (clientId: string) => ['vip', clientId, 'basic'] as const,
  info: (clientId: string) => ['vip', clientId, 'info'] as const,
};

export function vipBasicInfoQuery(clientId: string) {
  return queryOptions({
    queryKey: vipKeys.basic(clientId),
    queryFn: ({ signal }) =>
      apiGet('/api/coupons/vipBasicInfo', { client_id: clientId }, vipBasicInfoSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function vipInfoQuery(clientId: string) {
  return queryOptions({
    queryKey: vipKeys.info(clientId),
    queryFn: ({ signal }) =>
      apiGet('/api/coupons/vipInfo', { client_id: clientId }, vipInfoSchema, { signal }),
    // Points land when an order is delivered, outside this page: asked again on every visit.
    staleTime: 0,
  });
}
