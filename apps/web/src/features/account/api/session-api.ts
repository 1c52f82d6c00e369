import type { UserInfoData } from '@topup/contracts/auth';
import { apiGet, apiPost } from '../../../shared/api-client/api-client.ts';

// Calls the session needs on every page (so they stay out of the lazy login chunk). Both are
// silent: a dead token is handled by the -600 reaction, anything else is not worth a toast.
// Their schemas load with the first call: a first visit, with no login yet, never needs them
// (initial JS budget, issue 17).
const schemas = () => import('@topup/contracts/auth');

/** GET /util/login/get_user_info: who a token belongs to; -600 when it is dead. */
export async function fetchUserInfo(token: string, clientId: string): Promise<UserInfoData> {
  const { userInfoSchema } = await schemas();
  return apiGet(
    '/util/login/get_user_info',
    { oauth_token: token, client_id: clientId },
    userInfoSchema,
    { silent: true },
  );
}

/** POST /util/login/logout (ADR 0008): revokes the token on the server. */
export async function revokeToken(token: string, clientId: string): Promise<unknown> {
  const { logoutSchema } = await schemas();
  return apiPost('/util/login/logout', { oauth_token: token, client_id: clientId }, logoutSchema, {
    silent: true,
  });
}
