import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One counter as an attempt left it: its count including this attempt, and its window. */
export type ThrottleSlot = { key: string; failures: number; windowStartedAt: Date };

/** The attempt counted on each of its counters before its secret was checked. */
export type Reservation = {
  tenantId: string;
  slots: ThrottleSlot[];
  /** A counter is now full: the next attempt on it will be refused (for the logs). */
  full: boolean;
};

/**
 * Fixed windows of failures in login_throttle under counter keys the caller builds (failed
 * logins: per address+account, per address and per account — docs/decisions/0010; card and
 * gift-code guesses: per account and per address). A window ends on its own.
 */
export function createWindowThrottle(db: Db, opts: WindowThrottleOptions) {
  const { windowMs, limitOf } = opts;

  const locked = (waitMs: number, key: string) => {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    const err = new AppError(ResultCode.RateLimited, opts.lockedMessage(minutes));
    return namedLimit(err, opts.nameOf(key));
  };

  /** A stale window restarts at 1, a live one adds 1; every counter in one statement. */
  const upsert = (runner: Db | Tx, tenantId: string, keys: readonly string[], now: Date) => {
    const cutoff = new Date(now.getTime() - windowMs).toISOString();
    const expired = sql`${loginThrottle.windowStartedAt} <= ${cutoff}::timestamptz`;
    return runner
      .insert(loginThrottle)
      .values(keys.map((key) => ({ tenantId, key, failures: 1, windowStartedAt: now })))
      .onConflictDoUpdate({
        target: [loginThrottle.tenantId, loginThrottle.key],
        set: {
          failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${loginThrottle.windowStartedAt} end`,
        },
      })
      .returning({
        key: loginThrottle.key,
        failures: loginThrottle.failures,
        windowStartedAt: loginThrottle.windowStartedAt,
      });
  };

  return {
    /**
     * Counts this attempt on every counter of `counted` BEFORE the secret is checked (issue 28,
     * item 10): a burst of concurrent guesses used to pass a read of the counters together, each
     * then spending its slow check before any failure was counted. The upsert takes the rows'
     * locks, so concurrent attempts on a counter queue behind it; when one of the `checked`
     * counters was full already the transaction rolls back (the refused attempt counts nothing,
     * as before) and -429 is thrown. Keys are locked in sorted order, so two attempts sharing
     * counters can never deadlock. A wrong secret then simply keeps its slot; a right one gives
     * it back with release().
     */
    async reserve(
      tenantId: string,
      counted: ThrottleKeys,
      checked: ThrottleKeys,
      now: Date,
    ): Promise<Reservation> {
      const keys = [...new Set(counted)].sort();
      if (keys.length === 0) return { tenantId, slots: [], full: false };
      return db.transaction(async (tx) => {
        const slots = await upsert(tx, tenantId, keys, now);
        let waitMs = 0;
        let full = '';
        for (const slot of slots) {
          // Above the limit with this attempt = the counter was full before it.
          if (!checked.includes(slot.key) || slot.failures <= limitOf(slot.key)) continue;
          const left = slot.windowStartedAt.getTime() + windowMs - now.getTime();
          if (left > waitMs) {
            waitMs = left;
            full = slot.key;
          }
        }
        if (waitMs > 0) throw locked(waitMs, full);
        return {
          tenantId,
          slots,
          full: slots.some((slot) => slot.failures >= limitOf(slot.key)),
        };
      });
    },

    /**
     * The secret was right: the attempt's own slot goes back on every counter, and on the
     * counters of `clear` everything counted up to and including it (a login success clears its
     * address+account pair, docs/decisions/0010). Attempts counted after this one keep their
     * slots, so a success in the middle of a burst never frees room for the burst's later
     * guesses. Only this reservation's window is touched; one row per statement, so a release
     * holds one lock at a time and cannot deadlock with a reservation.
     */
    async release(reservation: Reservation, clear: ThrottleKeys = []): Promise<void> {
      for (const slot of reservation.slots) {
        const n = clear.includes(slot.key) ? slot.failures : 1;
        const same = and(
          eq(loginThrottle.tenantId, reservation.tenantId),
          eq(loginThrottle.key, slot.key),
          eq(loginThrottle.windowStartedAt, slot.windowStartedAt),
        );
        const gone = await db
          .delete(loginThrottle)
          .where(and(same, lte(loginThrottle.failures, n)))
          .returning({ key: loginThrottle.key });
        if (gone.length > 0) continue;
        await db
          .update(loginThrottle)
          .set({ failures: sql`${loginThrottle.failures} - ${n}` })
          .where(and(same, gt(loginThrottle.failures, n)));
      }
    },

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
      if (waitMs > 0) throw locked(waitMs, full);
    },

    /**
     * One atomic upsert for all the counters: a stale window restarts at 1, a live one adds 1.
     * Answers whether a counter is now full (the next attempt will be refused).
     */
    async recordFailure(tenantId: string, keys: ThrottleKeys, now: Date): Promise<boolean> {
      // Sorted like reserve()'s, so the two lock shared rows in one order.
      const rows = await upsert(db, tenantId, [...new Set(keys)].sort(), now);
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
