import { getItem, removeItem, setItem } from '../../shared/storage/storage.ts';

// Super/beta mode (SPEC §3, §4, §6). Customer service or QA open the store with
// `?beta_key=<key>` (4-64 letters, digits, '_' or '-') to log in as a test account on a device
// without touching the player's own logins there. The key is kept as betaAccountKey for that
// item's lifetime (30 days, packages/contracts/src/storage-keys.ts). While it is set, logins are
// stored in betaUserInfo instead of userMap (shared/storage/user-info.ts) and logout becomes
// "log in as someone else". `?beta_key=off` leaves the mode and forgets the beta login.
export const BETA_QUERY_PARAM = 'beta_key';
const OFF = 'off';
const KEY = /^[\w-]{4,64}$/;

export function isBetaMode(): boolean {
  return Boolean(getItem<unknown>('betaAccountKey'));
}

export type BetaChange = 'entered' | 'left' | 'unchanged';

/** Enters or leaves beta mode as the page's query says; any other value is ignored. */
export function applyBetaModeFromQuery(search: string): BetaChange {
  const requested = new URLSearchParams(search).get(BETA_QUERY_PARAM)?.trim();
  if (!requested) return 'unchanged';
  if (requested === OFF) {
    if (!isBetaMode()) return 'unchanged';
    removeItem('betaAccountKey');
    removeItem('betaUserInfo');
    return 'left';
  }
  if (!KEY.test(requested)) return 'unchanged';
  const current = getItem<unknown>('betaAccountKey');
  if (current === requested) return 'unchanged';
  // A different key is a different tester: the previous beta login must not carry over.
  removeItem('betaUserInfo');
  setItem('betaAccountKey', requested);
  return 'entered';
}
