import { and, eq, inArray, sql } from 'drizzle-orm';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from '../../db/tables/accounts.ts';
import { countedMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ACCOUNT_FAILURES = 5;
export const MAX_IP_FAILURES = 20;

/** Counter keys of one attempt: the account (or the name tried) and the client address. */
export type ThrottleKeys = { account: string; ip: string };

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

/**
 * Fixed windows of failed logins in login_throttle. A window ends on its own, so an attacker can
 * slow an owner down for at most one window, never lock them out for good.
 */
export function createLoginThrottle(db: Db) {
  return {
    /** Throws -429 (with the minutes left) when either counter is full in its current window. */
    async assertAllowed(tenantId: string, keys: ThrottleKeys, now: Date): Promise<void> {
      const rows = await db
        .select()
        .from(loginThrottle)
        .where(
          and(
            eq(loginThrottle.tenantId, tenantId),
            inArray(loginThrottle.key, [keys.account, keys.ip]),
          ),
        );
      let waitMs = 0;
      for (const row of rows) {
        const endsAt = row.windowStartedAt.getTime() + THROTTLE_WINDOW_MS;
        if (endsAt > now.getTime() && row.failures >= limitOf(row.key)) {
          waitMs = Math.max(waitMs, endsAt - now.getTime());
        }
      }
      if (waitMs > 0) {
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        throw new AppError(
          ResultCode.RateLimited,
          countedMessage('accounts.loginLocked', minutes, { minutes }),
        );
      }
    },

    /**
     * One atomic upsert for both counters: a stale window restarts at 1, a live one adds 1.
     * Answers whether a counter is now full (the next attempt will be refused).
     */
    async recordFailure(tenantId: string, keys: ThrottleKeys, now: Date): Promise<boolean> {
      const cutoff = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
      const expired = sql`${loginThrottle.windowStartedAt} <= ${cutoff}::timestamptz`;
      const rows = await db
        .insert(loginThrottle)
        .values(
          [keys.account, keys.ip].map((key) => ({
            tenantId,
            key,
            failures: 1,
            windowStartedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [loginThrottle.tenantId, loginThrottle.key],
          set: {
            failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
            windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${loginThrottle.windowStartedAt} end`,
          },
        })
        .returning({ key: loginThrottle.key, failures: loginThrottle.failures });
      return rows.some((row) => row.failures >= limitOf(row.key));
    },

    /** A successful login clears the account's counter (not the address's). */
    async reset(tenantId: string, keys: ThrottleKeys): Promise<void> {
      await db
        .delete(loginThrottle)
        .where(and(eq(loginThrottle.tenantId, tenantId), eq(loginThrottle.key, keys.account)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
