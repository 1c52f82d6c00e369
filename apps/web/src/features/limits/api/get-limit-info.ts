import { queryOptions } from '@tanstack/react-query';
import type { LimitProduct } from '@topup/contracts/limits';
import { apiGet } from '../../../shared/api-client/api-client.ts';

// GET /api/pay/getLimitProductInfo (SPEC §7, logged in): what the character may still buy of each
// limited product. Only asked once server and role are chosen (SPEC §5).
export type LimitScope = {
  clientId: string;
  area: string | undefined;
  serverId: string;
  roleId: string;
};

export const LIMIT_INFO_KEY = 'limit-info';

export function limitInfoQuery({ clientId, area, serverId, roleId }: LimitScope) {
  return queryOptions({
    queryKey: [LIMIT_INFO_KEY, clientId, serverId, roleId],
    queryFn: async ({ signal }): Promise<LimitProduct[]> => {
      const params = { client_id: clientId, role_id: roleId, server_id: serverId, area_id: area };
      // The schema loads with the first limited goods of a signed-in character, not on every
      // first page (initial JS budget, issue 17).
      const { limitInfoSchema } = await import('@topup/contracts/limits');
      // Silent: the goods still sell without it, and the server enforces every limit anyway.
      const info = await apiGet('/api/pay/getLimitProductInfo', params, limitInfoSchema, {
        signal,
        silent: true,
      });
      return info.list;
    },
    staleTime: 60_000,
  });
}
