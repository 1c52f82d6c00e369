import { queryOptions, useQuery } from '@tanstack/react-query';
import { evokeSchema } from '@topup/contracts/catalog';
import { ResultCode } from '@topup/contracts/result-codes';
import { ApiError, apiGet } from '../../../shared/api-client/api-client.ts';

// GET /api/rsys/evoke (SPEC §7): a game link names server_id and role_id; the role must exist and
// belong to the signed-in account (SPEC §5), else -3030.
// The page's area goes along: a link to a character of another area is refused (-3031) rather
// than preselected on a page that prices in another currency.
export function evokeQuery(
  clientId: string,
  serverId: string,
  roleId: string,
  gpId: number,
  area?: string,
) {
  return queryOptions({
    queryKey: ['evoke', clientId, serverId, roleId, gpId, area],
    queryFn: ({ signal }) =>
      apiGet(
        '/api/rsys/evoke',
        { client_id: clientId, server_id: serverId, role_id: roleId, domain_area: area },
        evokeSchema,
        // -3030 is answered on the page itself, not as a toast.
        { signal, silent: true },
      ),
    staleTime: Infinity,
    retry: false,
  });
}

export function useEvokeRole(
  clientId: string,
  link: { serverId?: string; roleId?: string },
  gpId: number,
  area: string | undefined,
  enabled: boolean,
) {
  const { serverId = '', roleId = '' } = link;
  return useQuery({
    ...evokeQuery(clientId, serverId, roleId, gpId, area),
    enabled: enabled && serverId !== '' && roleId !== '',
  });
}

export function isRoleMissing(error: unknown): boolean {
  return error instanceof ApiError && error.code === ResultCode.RoleNotFound;
}
