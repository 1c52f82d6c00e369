// Where public/oauth-return.js keeps what a login provider sent back (its RETURN_KEY), so the
// shop's first page can tell whether a login is to be finished without loading the login code.
export const SOCIAL_RETURN_KEY = 'topup_social_return';

/** A provider's answer waits to be finished (sessionStorage blocked: nothing can wait). */
export function socialReturnPending(): boolean {
  try {
    return sessionStorage.getItem(SOCIAL_RETURN_KEY) !== null;
  } catch {
    return false;
  }
}
