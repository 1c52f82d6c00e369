import { specLimits } from '../../shared/config/spec-limits.ts';

// SPEC §9: a manual login in the new layout reloads after 500 ms (the popup has closed and the
// player sees the name in the header); everything else reloads at once.
export const LOGIN_RELOAD_MS = specLimits.loginReloadMs;

/** Indirection so tests can observe the reload instead of performing it. */
export const pageReload = { now: (): void => window.location.reload() };

export function scheduleReload(delayMs: number): void {
  if (delayMs <= 0) pageReload.now();
  else setTimeout(() => pageReload.now(), delayMs);
}
