import { userInfoSchema, type LoginMethod, type UserInfoData } from '@topup/contracts/auth';
import { ingameUserInfoSchema, type IngameUserInfo } from '@topup/contracts/replenish';
import {
  socialStartSchema,
  twitterRedirectSchema,
  type StartableMethod,
} from '@topup/contracts/social-login';
import { apiPost } from '../../../shared/api-client/api-client.ts';

/**
 * The make-up payment page's login (SPEC §6, §7): the /api/ingame/ twins, with game_id (the
 * link's game) and, to finish, the link. Absent: the shop's own login under /util/login/.
 */
export type IngameLink = { replenishId: string };

const startPath = (name: string, ingame: boolean) =>
  `${ingame ? '/api/ingame' : '/util/login'}/${name}`;

/** POST /util/login/social_start (or its twin): the provider page to open and the flow's state. */
export function startSocial(
  method: StartableMethod,
  clientId: string,
  redirectUri: string,
  ingame = false,
) {
  return apiPost(
    startPath('social_start', ingame),
    {
      method,
      client_id: clientId,
      ...(ingame ? { game_id: clientId } : {}),
      redirect_uri: redirectUri,
    },
    socialStartSchema,
    { retry: false },
  );
}

/** POST /util/login/twitter_redirect (SPEC §7, or its twin): X's request token and its page. */
export function startTwitter(clientId: string, callback: string, ingame = false) {
  return apiPost(
    startPath('twitter_redirect', ingame),
    { callback, client_id: clientId, ...(ingame ? { game_id: clientId } : {}) },
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

/**
 * POST /api/ingame/<method>_auth: the same with game_id and the link; only the link's account
 * may log in (otherwise -3016, which sends the app to /errorReplenish).
 */
export function finishIngameSocial(
  method: LoginMethod,
  body: Record<string, string>,
  link: IngameLink,
): Promise<IngameUserInfo> {
  return apiPost(
    `/api/ingame/${method}_auth`,
    { ...body, game_id: body.client_id ?? '', replenish_id: link.replenishId },
    ingameUserInfoSchema,
    { silent: true, retry: false },
  );
}
