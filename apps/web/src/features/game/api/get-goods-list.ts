import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { goodsListSchema } from '@topup/contracts/catalog';
import { apiGet } from '../../../shared/api-client/api-client.ts';

// GET /api/pay/getGoodsList (SPEC §3 goods): priced in the area's currency; server and role are
// optional and may narrow what the player can buy. Beside the game list in game/ because both the
// goods page and the recharge sheet read it (ADR 0029).
export type GoodsList = z.infer<typeof goodsListSchema>;
/** What the goods section needs of the query. */
export type GoodsListState = { data?: GoodsList; isPending: boolean };

export type GoodsScope = {
  clientId: string;
  area: string | undefined;
  serverId?: string;
  roleId?: string;
};

export const GOODS_LIST_PATH = '/api/pay/getGoodsList';

export function goodsListQuery(scope: GoodsScope) {
  const { clientId, area, serverId, roleId } = scope;
  return queryOptions({
    queryKey: ['goods-list', clientId, area ?? '', serverId ?? '', roleId ?? ''],
    queryFn: ({ signal }) =>
      apiGet(
        GOODS_LIST_PATH,
        { client_id: clientId, domain_area: area, server_id: serverId, role_id: roleId },
        goodsListSchema,
        { signal },
      ),
    staleTime: 60_000,
  });
}

export function useGoodsList(scope: GoodsScope, enabled: boolean) {
  return useQuery({
    ...goodsListQuery(scope),
    enabled,
    // Picking a role keeps the goods on screen while they reload; another game or area does not,
    // since its goods and currency differ.
    placeholderData: (previous, previousQuery) => {
      const [, clientId, area] = previousQuery?.queryKey ?? [];
      return clientId === scope.clientId && area === (scope.area ?? '') ? previous : undefined;
    },
  });
}
