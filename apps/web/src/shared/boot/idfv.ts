import { getItem, setItem } from '../storage/storage.ts';

// A device id sent with every request and tracking event. A game passing its own idfv wins so the
// store and the game report the same device.
const ACCEPTABLE = /^[\w.:-]{1,64}$/;

/** A random v4 UUID, also where crypto.randomUUID is missing (plain-http test hosts). */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function getIdfv(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): string {
  const fromQuery = new URLSearchParams(search).get('idfv')?.trim();
  if (fromQuery && ACCEPTABLE.test(fromQuery)) {
    if (getItem<string>('paymentUuid') !== fromQuery) setItem('paymentUuid', fromQuery);
    return fromQuery;
  }
  const stored = getItem<unknown>('paymentUuid');
  if (typeof stored === 'string' && ACCEPTABLE.test(stored)) return stored;
  const created = randomId();
  setItem('paymentUuid', created);
  return created;
}
