import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleListSchema } from '@topup/contracts/catalog';
import { apiGet } from '../../../shared/api-client/api-client.ts';

// GET /api/pay/getRoleList (SPEC §7, logged in): the player's characters on one server.
export function roleListQuery(clientId: string, serverId: string, gpId: number) {
  return queryOptions({
    queryKey: ['role-list', clientId, serverId, gpId],
    queryFn: async ({ signal }) => {
      const params = { client_id: clientId, server_id: serverId };
      return (await apiGet('/api/pay/getRoleList', params, roleListSchema, { signal })).roles;
    },
    staleTime: 60_000,
  });
}

export function useRoleList(clientId: string, serverId: string | undefined, gpId: number) {
  return useQuery({ ...roleListQuery(clientId, serverId ?? '', gpId), enabled: Boolean(serverId) });
}
