import { logoutSchema, userInfoSchema, type UserInfoData } from '@topup/contracts/auth';
import { apiGet, apiPost } from '../../../shared/api-client/api-client.ts';

// Calls the session needs on every page (so they stay out of the lazy login chunk). Both are
// silent: a dead token is handled by the -600 reaction, anything else is not worth a toast.

/** GET /util/login/get_user_info: who a token belongs to; -600 when it is dead. */
export function fetchUserInfo(token: string, clientId: string): Promise<UserInfoData> {
  return apiGet(
    '/util/login/get_user_info',
    { oauth_token: token, client_id: clientId },
    userInfoSchema,
    { silent: true },
  );
}

/** POST /util/login/logout (ADR 0008): revokes the token on the server. */
export function revokeToken(token: string, clientId: string): Promise<unknown> {
  return apiPost('/util/login/logout', { oauth_token: token, client_id: clientId }, logoutSchema, {
    silent: true,
  });
}
