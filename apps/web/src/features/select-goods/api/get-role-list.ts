import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleListSchema } from '@topup/contracts/catalog';
import { apiGet } from '../../../shared/api-client/api-client.ts';

// GET /api/pay/getRoleList (SPEC §7, logged in): the player's characters on one server. The area
// goes along so the server can refuse a server of another area (-3031) instead of listing it.
export function roleListQuery(clientId: string, serverId: string, gpId: number, area?: string) {
  return queryOptions({
    queryKey: ['role-list', clientId, serverId, gpId, area],
    queryFn: async ({ signal }) => {
      const params = { client_id: clientId, server_id: serverId, domain_area: area };
      return (await apiGet('/api/pay/getRoleList', params, roleListSchema, { signal })).roles;
    },
    staleTime: 60_000,
  });
}

export function useRoleList(
  clientId: string,
  serverId: string | undefined,
  gpId: number,
  area: string | undefined,
) {
  return useQuery({
    ...roleListQuery(clientId, serverId ?? '', gpId, area),
    enabled: Boolean(serverId),
  });
}
