import { specLimits } from '../config/spec-limits.ts';

// SPEC §9: on Safari a second tap within 300 ms is swallowed. iOS Safari ignores
// `user-scalable=no` and zooms on a quick double tap, which on a price list also fires the buy
// button twice; the guard cancels the second touchend (no zoom, no second click).

export const DOUBLE_TAP_MS = specLimits.doubleTapMs;

/** Safari on iOS/iPadOS or macOS (not Chrome, Edge or other browsers that say "Safari" too). */
export function isSafari(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) &&
    !/(Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg|OPR|Android)\//.test(userAgent)
  );
}

/** Installs the guard on `target`; answers a function that removes it. */
export function installDoubleTapGuard(
  target: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  now: () => number = () => performance.now(),
): () => void {
  let last = -Infinity;
  const onTouchEnd = (event: Event) => {
    const at = now();
    if (at - last < DOUBLE_TAP_MS) event.preventDefault();
    last = at;
  };
  target.addEventListener('touchend', onTouchEnd, { passive: false });
  return () => target.removeEventListener('touchend', onTouchEnd);
}
