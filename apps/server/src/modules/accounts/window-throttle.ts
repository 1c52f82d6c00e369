import { and, eq, inArray, sql } from 'drizzle-orm';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from '../../db/tables/accounts.ts';
import { AppError, type LocalizedText } from '../../plugins/app-error.ts';
import { namedLimit } from '../../plugins/limit-names.ts';

/**
 * Counter keys of one attempt (e.g. the address, the address+account pair, the account), each
 * with its own limit through limitOf. Callers choose which of them an attempt is checked against.
 */
export type ThrottleKeys = readonly string[];

export type WindowThrottleOptions = {
  windowMs: number;
  /** How many failures a counter key allows per window. */
  limitOf(key: string): number;
  /** What the player reads while locked out, given the minutes left. */
  lockedMessage(minutes: number): LocalizedText;
  /** The limit a counter key belongs to, for the metrics (e.g. login:ip); never the key itself. */
  nameOf(key: string): string;
};

/**
 * Fixed windows of failures in login_throttle under counter keys the caller builds (failed
 * logins: per address+account, per address and per account — docs/decisions/0010; card and
 * gift-code guesses: per account and per address). A window ends on its own.
 */
export function createWindowThrottle(db: Db, opts: WindowThrottleOptions) {
  const { windowMs, limitOf } = opts;
  return {
    /** Throws -429 (with the minutes left) when one of the counters is full in its window. */
    async assertAllowed(tenantId: string, keys: ThrottleKeys, now: Date): Promise<void> {
      if (keys.length === 0) return;
      const rows = await db
        .select()
        .from(loginThrottle)
        .where(and(eq(loginThrottle.tenantId, tenantId), inArray(loginThrottle.key, [...keys])));
      let waitMs = 0;
      let full = '';
      for (const row of rows) {
        const endsAt = row.windowStartedAt.getTime() + windowMs;
        if (endsAt > now.getTime() && row.failures >= limitOf(row.key)) {
          if (endsAt - now.getTime() > waitMs) full = row.key;
          waitMs = Math.max(waitMs, endsAt - now.getTime());
        }
      }
      if (waitMs > 0) {
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        const err = new AppError(ResultCode.RateLimited, opts.lockedMessage(minutes));
        throw namedLimit(err, opts.nameOf(full));
      }
    },

    /**
     * One atomic upsert for all the counters: a stale window restarts at 1, a live one adds 1.
     * Answers whether a counter is now full (the next attempt will be refused).
     */
    async recordFailure(tenantId: string, keys: ThrottleKeys, now: Date): Promise<boolean> {
      const cutoff = new Date(now.getTime() - windowMs).toISOString();
      const expired = sql`${loginThrottle.windowStartedAt} <= ${cutoff}::timestamptz`;
      const rows = await db
        .insert(loginThrottle)
        .values(
          [...new Set(keys)].map((key) => ({
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

    /** Clears these counters (a login success clears its address+account pair). */
    async reset(tenantId: string, keys: ThrottleKeys): Promise<void> {
      if (keys.length === 0) return;
      await db
        .delete(loginThrottle)
        .where(and(eq(loginThrottle.tenantId, tenantId), inArray(loginThrottle.key, [...keys])));
    },
  };
}
