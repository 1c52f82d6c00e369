import { and, eq } from 'drizzle-orm';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../../db/client.ts';
import { orderMakeGoods } from '../../../db/tables/make-goods.ts';
import { orders } from '../../../db/tables/payments.ts';
import { runAsJob } from '../../../lib/log-context.ts';
import { refundThroughProvider, type ProviderRefundDeps } from '../refund-through-provider.ts';
import type { Logger, OrderRow, Tx } from '../types.ts';
import { backoffMs } from '../../../lib/backoff.ts';
import { intervalJob, type IntervalJob } from '../../../lib/interval-job.ts';
import {
  claimSettling,
  dueOrders,
  lockPaidOrder,
  stopDelivery,
  storyLine,
  whereMakeGood,
  type MakeGoodRow,
} from './make-good-steps.ts';

/** How long a refund being asked for stays with the instance asking. */
const LEASE_MS = 60_000;
/** Refusals before the make-good gives a credit instead: the player is never left with nothing. */
export const MAX_REFUND_ATTEMPTS = 5;

export type MakeGoodRun = { refunded: number; credited: number; retried: number };
export type MakeGood = IntervalJob & { runOnce(): Promise<MakeGoodRun> };

export type MakeGoodDeps = {
  db: Db;
  tenants: readonly Tenant[];
  refund: ProviderRefundDeps;
  now: () => Date;
  log: Logger;
  /** Seals the credit code at rest (SECRETS_KEY): the tracker shows it again, so it is kept. */
  sealSecret: (plain: string) => string;
  /**
   * Issues the credit in the make-good's transaction: a gift code worth what is left of the
   * order (gift-cards/make-good-credit.ts), answered in clear and as its hash.
   */
  issueCredit: (tx: Tx, order: OrderRow, at: Date) => Promise<{ code: string; codeHash: string }>;
  batchSize?: number;
  intervalMs?: number;
};

type Outcome = keyof MakeGoodRun | 'skipped';
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Issue 18: a paid order the game has not acknowledged within its brand's deliveryLimitMinutes
 * is settled once by the brand's undeliveredRule. In one transaction, with the order locked (SKIP
 * LOCKED: several instances run this job), its delivery is stopped and the make-good row written
 * (its primary key is the "once"); a credit is issued in that same transaction, a refund is asked
 * of the provider right after and recorded through confirmPayment like the console's. A delivery
 * that lands first makes the order delivered, and a delivered order is never settled.
 */
export function createMakeGood(deps: MakeGoodDeps): MakeGood {
  const { db, now, log } = deps;
  const batchSize = deps.batchSize ?? 20;
  const tenants = new Map(deps.tenants.map((t) => [t.id, t]));

  /** Stops the delivery and claims the settlement: 'retried' means a refund is to be asked. */
  async function settle(due: { tenantId: string; billingNo: string }): Promise<Outcome> {
    const tenant = tenants.get(due.tenantId);
    if (!tenant) return 'skipped';
    const at = now();
    return db.transaction(async (tx): Promise<Outcome> => {
      const order = await lockPaidOrder(tx, due.tenantId, due.billingNo);
      if (!order || !(await stopDelivery(tx, order.billingNo, at))) return 'skipped';
      // Orders paid with a prepaid card or a gift code have no provider to give money back.
      const refundable =
        tenant.undeliveredRule === 'refund' &&
        deps.refund.registry.get(order.provider) !== undefined;
      const [claimed] = await tx
        .insert(orderMakeGoods)
        .values({
          tenantId: order.tenantId,
          billingNo: order.billingNo,
          rule: refundable ? 'refund' : 'credit',
          state: 'settling',
          amountMinor: order.amountMinor - order.refundedMinor,
          currency: order.currency,
          createdAt: at,
          // Due at once: this run's (or another instance's) claim asks the provider.
          nextAttemptAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return 'skipped';
      const waitedMs = at.getTime() - (order.paidAt?.getTime() ?? at.getTime());
      if (refundable) {
        await storyLine(tx, order, at, { rule: 'refund', state: 'settling', waitedMs });
        return 'retried';
      }
      await credit(tx, order, at, { waitedMs });
      return 'credited';
    });
  }

  async function credit(tx: Tx, order: OrderRow, at: Date, detail: Record<string, unknown>) {
    const issued = await deps.issueCredit(tx, order, at);
    await tx
      .update(orderMakeGoods)
      .set({
        rule: 'credit',
        state: 'credited',
        creditCode: deps.sealSecret(issued.code),
        creditCodeHash: issued.codeHash,
        settledAt: at,
      })
      .where(and(whereMakeGood(order), eq(orderMakeGoods.state, 'settling')));
    await storyLine(tx, order, at, {
      rule: 'credit',
      state: 'credited',
      creditLast4: issued.code.slice(-4),
      ...detail,
    });
  }

  /** Asks the provider for a refund claimed by this run, and records what came of it. */
  async function askRefund(row: MakeGoodRow): Promise<Outcome> {
    const [order] = await db.select().from(orders).where(whereOrder(row));
    if (!order) return 'skipped';
    const ctx = { tenantId: row.tenantId, billingNo: row.billingNo, provider: order.provider };
    let error: string;
    if (order.status === 'refunded') {
      // Already given back (a crash after the provider's refund, then its notification).
      await markRefunded(row, null);
      return 'refunded';
    }
    try {
      const refund = await refundThroughProvider(deps.refund, order, {
        source: 'make-good',
        detail: { makeGood: true },
      });
      const outcome = refund.ok ? refund.confirmed.outcome : null;
      if (refund.ok && (outcome === 'applied' || outcome === 'duplicate')) {
        await markRefunded(row, refund.refundId);
        log.info({ ...ctx, refundId: refund.refundId }, 'make-good: refunded');
        return 'refunded';
      }
      error = refund.ok ? `refund not recorded: ${outcome}` : refund.error;
    } catch (err) {
      error = message(err);
    }
    return retryOrCredit(row, error, ctx);
  }

  async function markRefunded(row: MakeGoodRow, refundId: string | null) {
    await db
      .update(orderMakeGoods)
      .set({ state: 'refunded', refundId, settledAt: now(), lastError: null })
      .where(and(whereMakeGood(row), eq(orderMakeGoods.state, 'settling')));
  }

  async function retryOrCredit(
    row: MakeGoodRow,
    error: string,
    ctx: Record<string, unknown>,
  ): Promise<Outcome> {
    const at = now();
    const attempts = row.attempts + 1;
    if (attempts < MAX_REFUND_ATTEMPTS) {
      await db
        .update(orderMakeGoods)
        .set({
          attempts,
          lastError: error,
          nextAttemptAt: new Date(at.getTime() + backoffMs(attempts)),
        })
        .where(and(whereMakeGood(row), eq(orderMakeGoods.state, 'settling')));
      log.warn({ ...ctx, attempts, err: error }, 'make-good: refund failed, will retry');
      return 'retried';
    }
    const credited = await db.transaction(async (tx) => {
      const order = await lockPaidOrder(tx, row.tenantId, row.billingNo);
      if (!order) return false;
      await tx.update(orderMakeGoods).set({ attempts, lastError: error }).where(whereMakeGood(row));
      await credit(tx, order, at, { refundRefused: error, attempts });
      return true;
    });
    log.error({ ...ctx, attempts, err: error }, 'make-good: refund refused for good, credited');
    return credited ? 'credited' : 'skipped';
  }

  const runOnce = (): Promise<MakeGoodRun> =>
    runAsJob(async () => {
      const result: MakeGoodRun = { refunded: 0, credited: 0, retried: 0 };
      const count = (o: Outcome) => {
        if (o !== 'skipped') result[o]++;
      };
      const at = now();
      for (const due of await dueOrders(db, deps.tenants, at, batchSize)) {
        const outcome = await settle(due);
        if (outcome === 'credited') log.info(due, 'make-good: credited');
        // The refund is asked at once by this run; a later run retries it if it fails.
        if (outcome !== 'retried') count(outcome);
      }
      for (const row of await claimSettling(db, now(), LEASE_MS, batchSize)) {
        count(await askRefund(row));
      }
      return result;
    });

  return {
    ...intervalJob('make-good', runOnce, { intervalMs: deps.intervalMs ?? 30_000, log }),
    runOnce,
  };
}

const whereOrder = (row: { tenantId: string; billingNo: string }) =>
  and(eq(orders.tenantId, row.tenantId), eq(orders.billingNo, row.billingNo));
