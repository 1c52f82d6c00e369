import type { Db } from '../../db/client.ts';
import { countedMessage } from '../../i18n/server-messages.ts';
import { createWindowThrottle, type ThrottleKeys } from './window-throttle.ts';

export type { ThrottleKeys };

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ACCOUNT_FAILURES = 5;
export const MAX_IP_FAILURES = 20;

export function throttleKeys(
  attempt: { suid?: string; loginType: string; identifier: string },
  ip: string,
): ThrottleKeys {
  // A known account is counted by suid, so card and username attempts share one budget.
  const account = attempt.suid
    ? `acct:${attempt.suid}`
    : `name:${attempt.loginType}:${attempt.identifier}`;
  return { account, ip: `ip:${ip}` };
}

const limitOf = (key: string) => (key.startsWith('ip:') ? MAX_IP_FAILURES : MAX_ACCOUNT_FAILURES);

/** Failed logins: 5 per account and 20 per address in 15 minutes. */
export function createLoginThrottle(db: Db) {
  return createWindowThrottle(db, {
    windowMs: THROTTLE_WINDOW_MS,
    limitOf,
    lockedMessage: (minutes) => countedMessage('accounts.loginLocked', minutes, { minutes }),
  });
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
