import { peekBoot } from '../boot/boot.ts';
import { getItem, removeItem, setItem } from '../storage/storage.ts';

// Some networks block a brand's main domain; the tenant lists backup API origins. Once one works
// it is remembered for a day (paymentBakApi's lifetime) and then the page origin gets another try.
function clean(origin: string): string {
  return origin.replace(/\/+$/, '');
}

// The server rendering a page (entry-server.tsx) has no window; it names the page's origin.
let serverOrigin = 'http://localhost';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

/** Origins in the order to try: the remembered working one, the page origin, then the backups. */
export function candidateOrigins(): string[] {
  const backups = (peekBoot()?.tenant.backupHosts ?? []).map(clean);
  const remembered = getItem<unknown>('paymentBakApi');
  // Only a host the tenant still lists: a stale one from an older config is ignored.
  const first = typeof remembered === 'string' && backups.includes(remembered) ? [remembered] : [];
  return [...new Set([...first, clean(pageOrigin()), ...backups])];
}

/** Called after a successful answer from `origin`. */
export function rememberOrigin(origin: string): void {
  if (origin === clean(pageOrigin())) {
    removeItem('paymentBakApi');
    return;
  }
  // Not renewed on every success: after a day the page origin is tried first again.
  if (getItem<unknown>('paymentBakApi') !== origin) setItem('paymentBakApi', origin);
}
