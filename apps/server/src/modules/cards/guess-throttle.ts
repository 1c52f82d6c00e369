import { and, eq, inArray, sql } from 'drizzle-orm';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from '../../db/tables/accounts.ts';
import { AppError } from '../../plugins/app-error.ts';
import { countedMessage } from '../../i18n/server-messages.ts';

// Wrong prepaid-card numbers/passwords and wrong gift codes, counted per account and per client
// address in fixed windows — the login throttle's pattern (accounts/throttle.ts) on the same
// table under keys of their own ('card:acct:…', 'card:ip:…'), so login and card guessing never
// share a budget. Card numbers are printed in sequence, so guessing has to cost time.

export const GUESS_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ACCOUNT_GUESSES = 10;
export const MAX_IP_GUESSES = 30;

export type GuessKeys = { account: string; ip: string };

export function guessKeys(suid: string, ip: string): GuessKeys {
  return { account: `card:acct:${suid}`, ip: `card:ip:${ip}` };
}

const limitOf = (key: string) =>
  key.startsWith('card:ip:') ? MAX_IP_GUESSES : MAX_ACCOUNT_GUESSES;

export function createGuessThrottle(db: Db) {
  return {
    /** -429 with the minutes left while either counter is full in its current window. */
    async assertAllowed(tenantId: string, keys: GuessKeys, now: Date): Promise<void> {
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
        const endsAt = row.windowStartedAt.getTime() + GUESS_WINDOW_MS;
        if (endsAt > now.getTime() && row.failures >= limitOf(row.key)) {
          waitMs = Math.max(waitMs, endsAt - now.getTime());
        }
      }
      if (waitMs > 0) {
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        throw new AppError(
          ResultCode.RateLimited,
          countedMessage('cards.tooManyGuesses', minutes, { minutes }),
        );
      }
    },

    /** One atomic upsert for both counters: a stale window restarts at 1, a live one adds 1. */
    async recordFailure(tenantId: string, keys: GuessKeys, now: Date): Promise<void> {
      const cutoff = new Date(now.getTime() - GUESS_WINDOW_MS).toISOString();
      const expired = sql`${loginThrottle.windowStartedAt} <= ${cutoff}::timestamptz`;
      await db
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
        });
    },
  };
}

export type GuessThrottle = ReturnType<typeof createGuessThrottle>;
