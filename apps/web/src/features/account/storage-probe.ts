// Its own module: the header checks it on every page, the rest of environment.ts loads with the
// login (initial JS budget, issue 17).

const PROBE = '__topup_probe';

/** Cookies are off or localStorage refuses to work (private mode, blocked site data). */
export function storageBlocked(): boolean {
  if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return true;
  try {
    const storage = window.localStorage;
    storage.setItem(PROBE, PROBE);
    storage.removeItem(PROBE);
    return false;
  } catch {
    return true;
  }
}
