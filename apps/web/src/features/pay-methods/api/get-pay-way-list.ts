import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { payWayListSchema } from '@topup/contracts/payments';
import { apiGet } from '../../../shared/api-client/api-client.ts';
import { devicePlatform } from '../../../shared/platform/device-platform.ts';

// GET /api/pay/getPayWayList (SPEC §7 payment-method fetch): the 'country' map of methods for one
// product, cached per client, product and area for the visit.
export type PayWayList = z.infer<typeof payWayListSchema>;
export type PayWayScope = { clientId: string; productId: string; area: string | undefined };

export function payWayListQuery({ clientId, productId, area }: PayWayScope) {
  return queryOptions({
    queryKey: ['pay-way-list', clientId, productId, area ?? ''],
    queryFn: ({ signal }) =>
      apiGet(
        '/api/pay/getPayWayList',
        {
          client_id: clientId,
          product_id: productId,
          platform: devicePlatform(),
          domain_area: area,
        },
        payWayListSchema,
        { signal },
      ),
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
  });
}

export function usePayWayList(scope: PayWayScope, enabled = true) {
  return useQuery({ ...payWayListQuery(scope), enabled: enabled && scope.productId !== '' });
}
