import type { Db } from '../../db/client.ts';
import { countedMessage } from '../../i18n/server-messages.ts';
import { createWindowThrottle, type Reservation } from './window-throttle.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures one address may make on one account (the owner's typos; an attacker's guesses). */
export const MAX_PAIR_FAILURES = 5;
/** Failures one address may make across all accounts (one attacker trying many names). */
export const MAX_IP_FAILURES = 20;
/**
 * Failures on one account from all addresses together: only a spread-out (botnet) attack reaches
 * it, and then only devices without a known-device token of the account are refused
 * (docs/decisions/0010), so the owner's own devices still log in.
 */
export const MAX_ACCOUNT_FAILURES = 100;

/** The counters of one login attempt; which of them apply is decided per attempt. */
export type LoginKeys = { pair: string; ip: string; account: string };

export function throttleKeys(
  attempt: { suid?: string; loginType: string; identifier: string },
  ip: string,
): LoginKeys {
  // A known account is counted by suid, so card and username attempts share one budget.
  const account = attempt.suid
    ? `acct:${attempt.suid}`
    : `name:${attempt.loginType}:${attempt.identifier}`;
  // '|' never occurs in an address, so the pair key cannot be forged from another pair.
  return { pair: `pair:${ip}|${account}`, ip: `ip:${ip}`, account };
}

const limitOf = (key: string) => {
  if (key.startsWith('pair:')) return MAX_PAIR_FAILURES;
  if (key.startsWith('ip:')) return MAX_IP_FAILURES;
  return MAX_ACCOUNT_FAILURES;
};

/**
 * Failed logins: 5 per address and account, 20 per address, 100 per account (that last one
 * skipped for the account's known devices), in 15-minute windows.
 */
export function createLoginThrottle(db: Db) {
  const windows = createWindowThrottle(db, {
    windowMs: THROTTLE_WINDOW_MS,
    limitOf,
    lockedMessage: (minutes) => countedMessage('accounts.loginLocked', minutes, { minutes }),
    nameOf: (key) => `login:${key.slice(0, key.indexOf(':'))}`,
  });
  const checkedOf = (keys: LoginKeys, knownDevice: boolean) =>
    knownDevice ? [keys.pair, keys.ip] : [keys.pair, keys.ip, keys.account];
  return {
    /**
     * Counts the attempt on all three counters before the password is checked, refusing it
     * (-429, nothing counted) when a counter that applies was full: a concurrent burst gets no
     * more guesses than the limit (issue 28, item 10). The account ceiling is counted for known
     * devices too but not checked for them, as before.
     */
    reserve(tenantId: string, keys: LoginKeys, now: Date, knownDevice: boolean) {
      const counted = [keys.pair, keys.ip, keys.account];
      return windows.reserve(tenantId, counted, checkedOf(keys, knownDevice), now);
    },
    /**
     * The right password: its slot goes back on the address and account counters (a success is
     * no failure), and the pair is cleared up to it, as reset() did (docs/decisions/0010).
     */
    succeeded(keys: LoginKeys, reservation: Reservation) {
      return windows.release(reservation, [keys.pair]);
    },
    /**
     * An attacker's failures from one address never refuse another address (the pair and
     * address counters are that address's own); the account-wide ceiling refuses only devices
     * the account does not know.
     */
    assertAllowed(tenantId: string, keys: LoginKeys, now: Date, knownDevice: boolean) {
      return windows.assertAllowed(tenantId, checkedOf(keys, knownDevice), now);
    },
    recordFailure(tenantId: string, keys: LoginKeys, now: Date) {
      return windows.recordFailure(tenantId, [keys.pair, keys.ip, keys.account], now);
    },
    /**
     * A success clears this address's count on the account only: clearing the account-wide
     * count would hand a spread-out attack a fresh budget each time the owner logs in.
     */
    reset(tenantId: string, keys: LoginKeys) {
      return windows.reset(tenantId, [keys.pair]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
