import type { Db } from '../../db/client.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { createWindowThrottle } from '../accounts/window-throttle.ts';
import { verifyPassword } from '../accounts/password.ts';
import { pinRequired, pinWrong } from './cap-errors.ts';
import type { Account } from './repository.ts';

// Wrong guardian PINs are throttled like logins (the same windowed counters): a 4-digit PIN must
// not be guessable by a child trying all 10,000 of them.
export const PIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_PIN_FAILURES = 5;

export function createPinGuard(db: Db) {
  const throttle = createWindowThrottle(db, {
    windowMs: PIN_WINDOW_MS,
    limitOf: () => MAX_PIN_FAILURES,
    lockedMessage: (minutes) => serverMessage('caps.pinLocked', { minutes }),
    nameOf: () => 'caps-pin:account',
  });
  return {
    /** Passes when no PIN is set or the right one came; -3053 without one, wrong, or -429. */
    async assertPin(
      who: Account,
      pinHash: string | null,
      pin: string | undefined,
      at: Date,
    ): Promise<void> {
      if (!pinHash) return;
      if (pin === undefined) throw pinRequired();
      const keys = [`caps-pin:${who.suid}`];
      // Counted before the (slow) check, so a burst of guesses gets no more than the limit.
      const slot = await throttle.reserve(who.tenantId, keys, keys, at);
      if (await verifyPassword(pin, pinHash)) {
        await throttle.release(slot, keys);
        return;
      }
      throw pinWrong();
    },
  };
}
