import type { QueryClient } from '@tanstack/react-query';
import type { LoginMethod, UserInfoData } from '@topup/contracts/auth';
import { setUserInfo } from '../../shared/storage/user-info.ts';
import { track } from '../../shared/tracking/track.ts';
import type { LoginMode } from './api/login-api.ts';
import { storageBlocked } from './environment.ts';
import { LOGIN_RELOAD_MS, scheduleReload } from './reload.ts';
import { closeLogin, notifySessionChanged } from '../../shared/session/session-store.ts';

export type LoginOutcome = {
  gpId: number;
  info: UserInfoData;
  method: LoginMode | LoginMethod;
  layout: 'new' | 'old';
  queryClient: QueryClient;
};

/** SPEC §4: store the login for the game product, close the popup and reload. */
export function completeLogin({ gpId, info, method, layout, queryClient }: LoginOutcome): void {
  setUserInfo(gpId, info);
  notifySessionChanged();
  // After storing, so the event carries the player's suid.
  track('login', { method });
  closeLogin();
  // With storage blocked the login lives only in memory and a reload would lose it: refresh the
  // data in place instead.
  if (storageBlocked()) {
    void queryClient.invalidateQueries();
    return;
  }
  scheduleReload(layout === 'new' ? LOGIN_RELOAD_MS : 0);
}
