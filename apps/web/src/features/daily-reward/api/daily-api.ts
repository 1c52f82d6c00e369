import { queryOptions } from '@tanstack/react-query';
import { dailyClaimSchema, dailyStateSchema } from '@topup/contracts/daily-rewards';
import { apiGet, apiPost } from '../../../shared/api-client/api-client.ts';

// Issue 18's calls. The day, the step and the reset are the server's; the app shows them.

export const dailyKeys = { state: (clientId: string) => ['daily', clientId] as const };

/** Silent: a game without a running calendar (-3025) just shows no panel. */
export function dailyStateQuery(clientId: string) {
  return queryOptions({
    queryKey: dailyKeys.state(clientId),
    queryFn: ({ signal }) =>
      apiGet('/api/daily/state', { client_id: clientId }, dailyStateSchema, {
        signal,
        silent: true,
      }),
    retry: false,
  });
}

/** POSTs carry the token in the body (the API client adds it to GETs only). */
export function claimDaily(c: {
  clientId: string;
  serverId: string;
  roleId: string;
  token: string | undefined;
}) {
  return apiPost(
    '/api/daily/claim',
    {
      client_id: c.clientId,
      server_id: c.serverId,
      role_id: c.roleId,
      oauth_token: c.token,
    },
    dailyClaimSchema,
  );
}
