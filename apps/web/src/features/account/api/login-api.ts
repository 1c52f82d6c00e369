import { queryOptions } from '@tanstack/react-query';
import { loginConfigSchema, userInfoSchema, type UserInfoData } from '@topup/contracts/auth';
import { encodeCredential } from '@topup/contracts/credentials';
import { apiGet, apiPost } from '../../../shared/api-client/api-client.ts';

export type LoginMode = 'account' | 'card';

export type LoginInput = { username: string; password: string; clientId: string; mode: LoginMode };

/**
 * POST /util/login/auth (ADR 0008). Silent: the popup shows the server's message itself, next to
 * the field the player has to fix, instead of a toast that vanishes.
 */
export function logIn({ username, password, clientId, mode }: LoginInput): Promise<UserInfoData> {
  return apiPost(
    '/util/login/auth',
    {
      username: encodeCredential(username),
      password: encodeCredential(password),
      client_id: clientId,
      login_type: mode,
    },
    userInfoSchema,
    { silent: true },
  );
}

/** GET /util/login/login_config: the third-party methods offered for this game and area. */
export function loginConfigQuery(clientId: string, area: string | undefined) {
  return queryOptions({
    queryKey: ['login-config', clientId, area ?? ''],
    queryFn: ({ signal }) =>
      apiGet(
        '/util/login/login_config',
        { client_id: clientId, domain_area: area },
        loginConfigSchema,
        // Without it the popup still offers account login; no need to bother the player.
        { signal, silent: true },
      ),
    staleTime: Infinity,
  });
}
