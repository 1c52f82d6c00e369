import { queryOptions } from '@tanstack/react-query';
import { activityInfoSchema, receiveActivityGiftSchema } from '@topup/contracts/activity';
import { apiGet, apiPost } from '../../../shared/api-client/api-client.ts';

// SPEC §7 event calls. Progress is the server's; the app only shows it and asks to claim.
export type ActivityScope = {
  clientId: string;
  area: string | undefined;
  serverId: string | undefined;
  roleId: string | undefined;
};

export const activityKeys = {
  all: (clientId: string) => ['activity', clientId] as const,
  info: (s: ActivityScope) =>
    ['activity', s.clientId, s.area ?? '', s.serverId ?? '', s.roleId ?? ''] as const,
};

export function activityInfoQuery(s: ActivityScope) {
  const withRole = Boolean(s.serverId && s.roleId);
  return queryOptions({
    queryKey: activityKeys.info(s),
    queryFn: ({ signal }) =>
      apiGet(
        '/api/cumulative/cumulativeActivityInfo',
        {
          client_id: s.clientId,
          domain_area: s.area,
          server_id: withRole ? s.serverId : undefined,
          role_id: withRole ? s.roleId : undefined,
        },
        activityInfoSchema,
        { signal },
      ),
    // Progress moves when an order is delivered, outside this page: asked again on every visit.
    staleTime: 0,
  });
}

export type ClaimInput = {
  clientId: string;
  activityId: string;
  tierId: number;
  serverId: string;
  roleId: string;
  token: string | undefined;
};

/** POSTs carry the token in the body (the API client adds it to GETs only). */
export function receiveActivityGift(c: ClaimInput) {
  return apiPost(
    '/api/cumulative/receiveActivityGift',
    {
      client_id: c.clientId,
      activity_id: c.activityId,
      tier_id: c.tierId,
      server_id: c.serverId,
      role_id: c.roleId,
      oauth_token: c.token,
    },
    receiveActivityGiftSchema,
    // Claiming twice must not claim twice; failures show 'Claim Failed', not the raw message.
    { retry: false, silent: true },
  );
}
