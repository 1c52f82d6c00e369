import { getUserInfo } from '../../shared/storage/user-info.ts';
import { track } from '../../shared/tracking/track.ts';
import { revokeToken } from './api/session-api.ts';
import { signOut, withoutLoginPrompt } from '../../shared/session/session-store.ts';

/**
 * Logs the player out of one game product: forgets the login at once (the header updates), then
 * asks the server to revoke the token. The server's answer does not matter: locally the player is
 * logged out either way.
 */
export async function logOut(gpId: number, clientId: string): Promise<void> {
  const user = getUserInfo(gpId);
  // Tracked before the record goes so the event still names the player.
  track('logout');
  signOut(gpId);
  if (!user) return;
  await withoutLoginPrompt(() => revokeToken(user.oauth_token, clientId)).catch(() => undefined);
}
