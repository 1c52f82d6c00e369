import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import type { LoginMethod } from '@topup/contracts/auth';
import type { IngameUserInfo } from '@topup/contracts/replenish';
import { ResultCode } from '@topup/contracts/result-codes';
import { ApiError } from '../../shared/api-client/api-error.ts';
import { setUserInfo } from '../../shared/storage/user-info.ts';
import { track } from '../../shared/tracking/track.ts';
import { closeLogin, notifySessionChanged } from '../../shared/session/session-store.ts';
import type { LoginMode } from './api/login-api.ts';
import { storageBlocked } from './environment.ts';
import { documentNavigation, landingUrl } from './replenish-landing.ts';

type Where = { search: string; navigate: NavigateFunction; queryClient: QueryClient };

/**
 * SPEC §4, a make-up payment login (account, card or third-party): store the login for the link's
 * game product, close the popup, land on the link again and load it afresh. In account, not
 * replenish, because a third-party login may come back to any page (finish-social-return.ts), and
 * account sits below replenish (ADR 0029).
 */
export function completeReplenishLogin(
  info: IngameUserInfo,
  method: LoginMode | LoginMethod,
  { search, navigate, queryClient }: Where,
): void {
  const { username, suid, oauth_token: token, gp_id: gpId } = info;
  setUserInfo(gpId, { username, suid, oauth_token: token, gp_id: gpId });
  notifySessionChanged();
  track('login', { method });
  closeLogin();
  const url = landingUrl(search, info.replenish_id, info.rp_client_id);
  // A reload would lose a login kept only in memory (storage blocked): refresh in place.
  if (storageBlocked()) {
    void queryClient.invalidateQueries();
    void navigate(url, { replace: true });
  } else documentNavigation.go(url);
}

/**
 * -3016 (e.g. another account): the app is on its way to /errorReplenish already; this visit
 * there may lead back to the link, to log in with the right account. False: not such an answer.
 */
export function takeOverReplenishRefusal(
  err: unknown,
  { search, navigate }: Pick<Where, 'search' | 'navigate'>,
): boolean {
  if (!(err instanceof ApiError && err.code === ResultCode.ReplenishError)) return false;
  closeLogin();
  const state = { message: err.msg, retry: true };
  void navigate(`/errorReplenish${search}`, { replace: true, state });
  return true;
}
