import type { Db } from '../../db/client.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { createWindowThrottle, type Reservation } from '../accounts/window-throttle.ts';

// Against enumeration (decision 0038): every lookup counts per address, found or not, because a
// found character is what a harvest collects; per brand only misses count, because a run over
// guessed ids mostly misses while the brand's real buyers mostly hit, so a botnet spread over many
// addresses is stopped without a busy day locking everyone out. Both counters sit in the login
// throttle's table under keys of their own and are counted before the game is asked
// (decision 0034). Neither touches logins: a locked-out lookup leaves password login open.

export const LOOKUP_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ADDRESS_LOOKUPS = 10;
export const MAX_BRAND_MISSES = 300;

const BRAND_KEY = 'pid:brand-misses';
const addressKey = (ip: string) => `pid:ip:${ip}`;

export function createLookupThrottle(db: Db) {
  const windows = createWindowThrottle(db, {
    windowMs: LOOKUP_WINDOW_MS,
    limitOf: (key) => (key === BRAND_KEY ? MAX_BRAND_MISSES : MAX_ADDRESS_LOOKUPS),
    lockedMessage: (minutes) => serverMessage('playerId.tooMany', { minutes }),
    nameOf: (key) => (key === BRAND_KEY ? 'player-lookup:brand' : 'player-lookup:ip'),
  });
  return {
    /** Counts the lookup on both counters; -429 when either was full. */
    reserve(tenantId: string, ip: string, now: Date): Promise<Reservation> {
      const keys = [addressKey(ip), BRAND_KEY];
      return windows.reserve(tenantId, keys, keys, now);
    },
    /** A found character gives the brand's slot back; the address keeps its count. */
    found(reservation: Reservation): Promise<void> {
      const slots = reservation.slots.filter((slot) => slot.key === BRAND_KEY);
      return windows.release({ ...reservation, slots });
    },
  };
}

export type LookupThrottle = ReturnType<typeof createLookupThrottle>;
