import { userInfoSchema, type LoginMethod, type UserInfoData } from '@topup/contracts/auth';
import {
  socialStartSchema,
  twitterRedirectSchema,
  type StartableMethod,
} from '@topup/contracts/social-login';
import { apiPost } from '../../../shared/api-client/api-client.ts';

/** POST /util/login/social_start: the provider page to open and the flow's state. */
export function startSocial(method: StartableMethod, clientId: string, redirectUri: string) {
  return apiPost(
    '/util/login/social_start',
    { method, client_id: clientId, redirect_uri: redirectUri },
    socialStartSchema,
    { retry: false },
  );
}

/** POST /util/login/twitter_redirect (SPEC §7): X's request token and its sign-in page. */
export function startTwitter(clientId: string, callback: string) {
  return apiPost(
    '/util/login/twitter_redirect',
    { callback, client_id: clientId },
    twitterRedirectSchema,
    { retry: false },
  );
}

/**
 * POST /util/login/<method>_auth with what the provider sent back. Silent: a refusal is shown as
 * SPEC §8's 'log_fail' by the caller. Never retried: a code is good once.
 */
export function finishSocial(
  method: LoginMethod,
  body: Record<string, string>,
): Promise<UserInfoData> {
  return apiPost(`/util/login/${method}_auth`, body, userInfoSchema, {
    silent: true,
    retry: false,
  });
}
