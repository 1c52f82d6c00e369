import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { runAsJob } from '../../../lib/log-context.ts';
import { silentOpsEvents, type OpsEvents } from '../../../lib/ops-events.ts';
import { outbox } from '../../../db/tables/payments.ts';
import type { GameGateway } from '../../../games/game-gateway.ts';
import type { Logger } from '../types.ts';
import { backoffMs } from '../../../lib/backoff.ts';
import { attemptOf, type Attempt } from './delivery-attempts.ts';
import type { IntervalJob } from '../../../lib/interval-job.ts';
import { wakeLoop } from '../../../lib/wake-loop.ts';
import { createGameLanes } from './game-lanes.ts';
import { createOrderLifecycle, type OrderLifecycle } from '../lifecycle.ts';
import { missingJob } from './claim-job.ts';
import type { OutboxRow, RelayContext, RelayPolicy } from './relay-jobs.ts';
import { retryLater, skipDelivery } from './relay-steps.ts';

export const MAX_ATTEMPTS = 8;

export type RelayResult = { delivered: number; retried: number; dead: number; skipped: number };
export type RelayOutcome = keyof RelayResult;
export type OutboxRelay = IntervalJob & {
  runOnce(): Promise<RelayResult>;
  /** Rows were queued (the outbox's wake-up): claim now rather than at the next poll. */
  wake(): void;
  /**
   * One attempt now for a row the caller has claimed (claimDeadRow), recorded under `source`
   * (replay:<staff id>): the same steps as the timer's, so the same idempotent delivery id.
   */
  attemptNow(row: OutboxRow, source: string): Promise<RelayOutcome>;
};

export type RelayDeps = {
  db: Db;
  gameGateway: GameGateway;
  now: () => Date;
  log: Logger;
  /** Told of each attempt's outcome and each order delivered (metrics). */
  events?: OpsEvents;
  /** Rows claimed at most per claim. */
  batchSize?: number;
  /** Calls to one game at once; a slow game holds no more than these. */
  perGame?: number;
  /** Rows this relay holds at most, waiting and in delivery. */
  maxInFlight?: number;
  /** How long a claimed row stays invisible to other relays while this one delivers it. */
  leaseMs?: number;
  /**
   * The poll between wake-ups: catches rows no wake-up announced, such as those
   * of a crashed instance once their lease ran out. Retries wake the relay at their own time.
   */
  intervalMs?: number;
  random?: () => number;
  /** Attempts before a row is parked as dead (MAX_ATTEMPTS; RELAY_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /**
   * The app's lifecycle (app.orders.lifecycle): the jobs by outbox kind and the hooks of
   * deliveries and revokes. Without it, the order's own jobs only and no hooks (tests of orders).
   */
  lifecycle?: OrderLifecycle;
  /** The brand's deliveryLimitMinutes in ms (issue 18): past it, the make-good settles the order. */
  deliveryLimitMs?: RelayPolicy['deliveryLimitMs'];
};

const LEASE_MS = 60_000;

/**
 * A dead row put back in line for one more attempt by its caller (the console's replay): dead_at
 * is cleared only where it is still set, so of two replays pressed at once exactly one gets the
 * row; it comes back leased (like a claim) so the timer's relay leaves it to that caller. Runs in
 * the caller's transaction (with its audit line). Null: not dead (any more), or done.
 */
export async function claimDeadRow(
  db: Db,
  id: number,
  at: Date,
  leaseMs = LEASE_MS,
): Promise<OutboxRow | null> {
  const [row] = await db
    .update(outbox)
    .set({
      deadAt: null,
      nextAttemptAt: new Date(at.getTime() + leaseMs),
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(and(eq(outbox.id, id), isNotNull(outbox.deadAt), isNull(outbox.doneAt)))
    .returning();
  return row ?? null;
}

/**
 * A row waiting between automatic retries — it failed at least once and its next try is further
 * away than a relay's lease, so no relay holds it now — claimed for one attempt at once by its
 * caller (the console's "deliver now", issue 31 item 6: the retries of a game that is back up
 * can take half an hour). Claimed on the attempts count the caller read, so if a relay claims it
 * first this answers null, and of two operators pressing at once one gets it.
 */
export async function claimRetryingRow(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  at: Date,
  leaseMs = LEASE_MS,
): Promise<OutboxRow | null> {
  const [claimed] = await db
    .update(outbox)
    .set({
      nextAttemptAt: new Date(at.getTime() + leaseMs),
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(
      and(
        eq(outbox.id, row.id),
        eq(outbox.attempts, row.attempts),
        isNull(outbox.deadAt),
        isNull(outbox.doneAt),
        isNotNull(outbox.lastError),
        gt(outbox.nextAttemptAt, new Date(at.getTime() + leaseMs)),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Whether `claimRetryingRow` may take the row now (the console offers "deliver now" then). */
export function isRetrying(
  row: Pick<OutboxRow, 'deadAt' | 'doneAt' | 'lastError' | 'nextAttemptAt'>,
  at: Date,
  leaseMs = LEASE_MS,
): boolean {
  return (
    row.deadAt === null &&
    row.doneAt === null &&
    row.lastError !== null &&
    row.nextAttemptAt.getTime() > at.getTime() + leaseMs
  );
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Delivers paid orders and claimed rewards through the game gateway (ARCHITECTURE §6), each row by
 * the job registered for its kind (relay-jobs.ts). A due row is claimed with
 * FOR UPDATE SKIP LOCKED and leased by pushing next_attempt_at forward in the same statement, so
 * relays in other processes skip it; a crash mid-delivery just lets the lease run out. The gateway
 * dedupes on delivery_id, so delivering again after a crash is harmless.
 */
export function createOutboxRelay(deps: RelayDeps): OutboxRelay {
  const { db, gameGateway, now, log } = deps;
  const events = deps.events ?? silentOpsEvents;
  const batchSize = deps.batchSize ?? 50;
  const perGame = deps.perGame ?? 16;
  const maxInFlight = Math.max(deps.maxInFlight ?? 64, 1);
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const policy: RelayPolicy = {
    now,
    ...(deps.deliveryLimitMs ? { deliveryLimitMs: deps.deliveryLimitMs } : {}),
  };
  const { hooks, relayJobs } = deps.lifecycle ?? createOrderLifecycle();
  const context: RelayContext = { db, policy, hooks };
  // The game a row goes to, as the claim's SQL spells it (rewards and revokes carry it too).
  const gameSql = sql<string>`${outbox.tenantId} || '/' || coalesce(${outbox.payload}->>'gameCode', '')`;
  const gameOf = (row: OutboxRow) =>
    `${row.tenantId}/${(row.payload as { gameCode?: unknown }).gameCode ?? ''}`;

  /** Due rows, oldest due first, leased to this relay; none of the games in `skipGames`. */
  async function claim(at: Date, limit: number, skipGames: string[] = []): Promise<OutboxRow[]> {
    const due = db.$with('due').as(
      db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            inArray(outbox.kind, relayJobs.kinds()),
            isNull(outbox.doneAt),
            isNull(outbox.deadAt),
            lte(outbox.nextAttemptAt, at),
            skipGames.length > 0 ? notInArray(gameSql, skipGames) : undefined,
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
    );
    const rows = await db
      .with(due)
      .update(outbox)
      .set({
        nextAttemptAt: new Date(at.getTime() + leaseMs),
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, db.select({ id: due.id }).from(due)))
      .returning();
    // UPDATE … RETURNING answers in no set order (and with the lease as next_attempt_at): queued
    // order, so one game's rows start oldest first.
    return rows.sort((a, b) => a.id - b.id);
  }

  // A retry or a deferred revoke booked for later: this relay wakes for it then (others poll).
  let dueLater: (at: Date) => void = () => {};

  async function handle(row: OutboxRow, source = 'relay'): Promise<RelayOutcome> {
    const job = (relayJobs.jobFor(row) ?? missingJob)(row, context);
    const ctx = { tenantId: row.tenantId, ...job.logFields, attempts: row.attempts, source };
    // The call to the game and its answer, once made: written with whatever it leads to.
    let attempt: Attempt | undefined;
    const attempted = (ok: boolean, answer: unknown, startedMs: number) => {
      attempt = attemptOf(
        row,
        {
          billingNo: job.billingNo,
          ok,
          answer,
          durationMs: performance.now() - startedMs,
          at: now(),
        },
        source,
        log,
      );
    };
    try {
      const skip = await job.skipReason();
      if (skip) {
        await skipDelivery(db, row, now(), skip.reason);
        log.warn({ ...ctx, ...skip.fields, reason: skip.reason }, 'delivery skipped');
        return 'skipped';
      }
      const waitUntil = await job.deferUntil?.();
      if (waitUntil) {
        // At least a second later, so a due delivery row is claimed (and settled) first.
        const retryAt = new Date(Math.max(waitUntil.getTime(), now().getTime()) + 1_000);
        await job.defer?.(retryAt);
        dueLater(retryAt);
        log.info({ ...ctx, retryAt }, 'waiting for the delivery to settle');
        return 'retried';
      }
      const startedMs = performance.now();
      let sent: { applied: boolean; answer: unknown };
      try {
        sent = await job.send(gameGateway);
      } catch (err) {
        attempted(false, message(err), startedMs);
        throw err;
      }
      attempted(true, sent.answer, startedMs);
      const delivered = await job.finish(now(), attempt);
      if (delivered) events.orderState(delivered);
      const { applied } = sent;
      log.info({ ...ctx, applied }, applied ? 'delivered' : 'delivery already applied by the game');
      return 'delivered';
    } catch (err) {
      const at = now();
      const error = message(err);
      try {
        if (row.attempts >= maxAttempts) {
          await job.giveUp(at, error, attempt);
          log.error({ ...ctx, err }, 'delivery failed for good: parked as dead');
          return 'dead';
        }
        const retryAt = new Date(at.getTime() + backoffMs(row.attempts, deps.random));
        await retryLater(db, row, retryAt, error, attempt);
        dueLater(retryAt);
        log.warn({ ...ctx, err, retryAt }, 'delivery failed, will retry');
      } catch (bookErr) {
        // The lease runs out and another run retries; the failure is still on record here.
        log.error({ ...ctx, err, bookErr }, 'delivery failed and could not be rescheduled');
      }
      return 'retried';
    }
  }

  const count = (result: RelayResult, row: OutboxRow, outcome: RelayOutcome) => {
    result[outcome]++;
    events.relayAttempt({ kind: row.kind, outcome });
  };

  // A run started by hand (tests, a support script) gets its runId here: one claim, delivered in
  // full (each game's lane bounded) before it answers.
  const runOnce = (): Promise<RelayResult> =>
    runAsJob(async () => {
      const result: RelayResult = { delivered: 0, retried: 0, dead: 0, skipped: 0 };
      const lanes = createGameLanes<OutboxRow>({
        perGame,
        work: async (row) => count(result, row, await handle(row)),
      });
      for (const row of await claim(now(), batchSize)) lanes.add(gameOf(row), row);
      await lanes.drained();
      return result;
    });

  // The running relay (issue 32): claims while it has room, hands rows to their game's lane and
  // claims again as rows finish, without waiting for a whole batch; so a slow game never holds
  // another's rows, and a backlog is worked at the pool's pace, not one batch a second.
  const totals: RelayResult = { delivered: 0, retried: 0, dead: 0, skipped: 0 };
  // Whether the last claim stopped at a limit (room, batch size, full lanes): more may be due.
  let hungry = false;
  const lanes = createGameLanes<OutboxRow>({
    perGame,
    work: async (row) => count(totals, row, await handle(row)),
    onDone: () => {
      if (hungry) loop.wake();
    },
  });
  const pump = async () => {
    const room = Math.min(batchSize, maxInFlight - lanes.size());
    if (room <= 0) {
      hungry = true;
      return { again: false };
    }
    const skip = lanes.fullGames();
    const rows = await claim(now(), room, skip);
    for (const row of rows) lanes.add(gameOf(row), row);
    hungry = rows.length === room || skip.length > 0;
    return { again: rows.length === room };
  };
  const loop = wakeLoop('outbox-relay', pump, { idleMs: deps.intervalMs ?? 10_000, log });
  dueLater = (at) => loop.wakeIn(at.getTime() - now().getTime());

  const attemptNow = (row: OutboxRow, source: string): Promise<RelayOutcome> =>
    runAsJob(async () => {
      const outcome = await handle(row, source);
      events.relayAttempt({ kind: row.kind, outcome });
      return outcome;
    });
  return {
    start: () => loop.start(),
    // The rows in delivery finish (and are booked) before the database may close.
    async stop() {
      await loop.stop();
      await lanes.drained();
    },
    wake: () => loop.wake(),
    runOnce,
    attemptNow,
  };
}
