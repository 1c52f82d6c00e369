// A third-party login leaves the shop for the provider's page and comes back through
// /oauth-return.html (public/oauth-return.js, which writes the return key). These session-scoped
// keys carry it across: they are not SPEC §3 storage (no expiry, this tab only, gone once the
// login is finished). Kept apart so every page can look for a return without loading the flow.
export const PENDING_KEY = 'topup_social_pending';
export const RETURN_KEY = 'topup_social_return';

/** Whether this tab is back from a provider with a login to finish. */
export function socialReturnWaiting(): boolean {
  try {
    return sessionStorage.getItem(PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/** A provider's answer waits to be finished (sessionStorage blocked: nothing can wait). */
export function socialReturnPending(): boolean {
  try {
    return sessionStorage.getItem(RETURN_KEY) !== null;
  } catch {
    return false;
  }
}
