import { and, eq, gte, inArray, lt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders, providerComparisons } from '../../../db/tables/payments.ts';
import type { Logger } from '../../orders/types.ts';
import type { OrderService } from '../../orders/service.ts';
import type { ListedTransaction } from '../provider-kit/protocol.ts';
import type { BrandProtocol, BrandProtocols } from '../providers/brand-protocols.ts';
import { compareTransactions, type ComparedOrder } from './compare-transactions.ts';
import { queryDay, type QueryPace } from './query-day.ts';
import { listsDay } from './day-source.ts';
import { settlePaidThere } from './settle-paid-there.ts';
import { intervalJob, type IntervalJob } from '../../../lib/interval-job.ts';

const dayMs = 24 * 3600_000;
/**
 * A UTC day is compared once it is this old: providers list transactions late (PayPal: "a maximum
 * of three hours", providers/paypal/transactions.ts), so 4 hours leaves a margin.
 */
export const COMPARE_AFTER_MS = 4 * 3600_000;
/** A failed comparison (the provider's list unavailable) is tried again after this long. */
export const RETRY_AFTER_MS = 30 * 60_000;

export type ComparisonRun = { compared: number; differences: number; failed: number };
export type DailyComparer = IntervalJob & {
  runOnce(): Promise<ComparisonRun>;
  /** Whether the brand's provider has a list or a per-payment query to compare with. */
  comparable(tenantId: string, provider: string): boolean;
  compareDay(
    tenantId: string,
    provider: string,
    day: string,
  ): Promise<'done' | 'failed' | 'busy' | 'unsupported'>;
};

/** The last whole UTC day old enough to compare at `at`. */
export function dayToCompare(at: Date): { day: string; from: Date; to: Date } {
  const to = new Date(Math.floor((at.getTime() - COMPARE_AFTER_MS) / dayMs) * dayMs);
  const from = new Date(to.getTime() - dayMs);
  return { day: from.toISOString().slice(0, 10), from, to };
}

/**
 * Once a day, per brand and provider on its own protocol (emulator, test or live): the provider's
 * lines for the previous UTC day (its transaction list where it publishes one, PayPal's
 * Transaction Search; else its query of each of the day's orders, query-day.ts) against our
 * orders paid that day, differences stored in provider_comparisons for the console and logged
 * (issues 14, 33). Whichever instance inserts the day's row does the work; a failed one is retried
 * after RETRY_AFTER_MS. An order the provider reports paid that is not paid here is confirmed
 * through the order lifecycle (paid and delivered once); every other difference needs a person.
 */
export function createDailyComparer(deps: {
  db: Db;
  brands: BrandProtocols;
  /**
   * The order lifecycle: an order the provider reports paid that is not paid here (expired,
   * failed, pending) is confirmed through it, so it is paid and delivered once (settle-paid-there.ts).
   */
  orders?: Pick<OrderService, 'confirmPayment'>;
  now: () => Date;
  log: Logger;
  intervalMs?: number;
  /** How fast providers without a list are asked per order (query-day.ts). */
  pace?: QueryPace;
}): DailyComparer {
  const { db, brands, now, log } = deps;

  async function claim(tenantId: string, provider: string, day: string, at: Date, again = false) {
    const [row] = await db
      .insert(providerComparisons)
      .values({ tenantId, provider, day, status: 'running', startedAt: at })
      .onConflictDoUpdate({
        target: [
          providerComparisons.tenantId,
          providerComparisons.provider,
          providerComparisons.day,
        ],
        set: { status: 'running', startedAt: at, error: null },
        // A failed day is retried after a pause; a day asked again from the console is run
        // again unless another run of it is under way (or crashed less than the pause ago).
        setWhere: again
          ? or(
              ne(providerComparisons.status, 'running'),
              lte(providerComparisons.startedAt, new Date(at.getTime() - RETRY_AFTER_MS)),
            )
          : and(
              eq(providerComparisons.status, 'failed'),
              lte(providerComparisons.startedAt, new Date(at.getTime() - RETRY_AFTER_MS)),
            ),
      })
      .returning({ day: providerComparisons.day });
    return Boolean(row);
  }

  const finish = (
    key: { tenantId: string; provider: string; day: string },
    change: Partial<typeof providerComparisons.$inferInsert>,
  ) =>
    db
      .update(providerComparisons)
      .set({ ...change, finishedAt: now() })
      .where(
        and(
          eq(providerComparisons.tenantId, key.tenantId),
          eq(providerComparisons.provider, key.provider),
          eq(providerComparisons.day, key.day),
        ),
      );

  const compared = {
    billingNo: orders.billingNo,
    status: orders.status,
    amountMinor: orders.amountMinor,
    currency: orders.currency,
    refundedMinor: orders.refundedMinor,
    providerTxnId: orders.providerTxnId,
  };

  /** The provider's lines for the day: its list where it has one, else a query per order. */
  async function linesOf(
    brand: BrandProtocol,
    key: { tenantId: string; provider: string },
    window: { from: Date; to: Date },
  ): Promise<{ lines: ListedTransaction[]; truncated: boolean } | null> {
    const list = listsDay(brand) ? brand.protocol.listTransactions?.bind(brand.protocol) : null;
    if (list) {
      const lines = await list(brand.io, window).catch(() => null);
      return lines ? { lines, truncated: lines.truncated === true } : null;
    }
    const queried = await queryDay({
      db,
      brand,
      ...key,
      window,
      ...(deps.pace ? { pace: deps.pace } : {}),
    });
    return queried ? { lines: queried.lines, truncated: queried.truncated } : null;
  }

  /** Whether the brand's provider can be compared at all. */
  function comparable(tenantId: string, provider: string): BrandProtocol | null {
    const brand = brands.get(tenantId, provider);
    // Neither a list nor a query of one payment: nothing to compare with (Adyen until its
    // report is read, docs/PAYMENTS.md).
    if (!brand || (!listsDay(brand) && brand.protocol.queriesPayments === false)) return null;
    return brand;
  }

  async function compareOne(tenantId: string, provider: string, run: ComparisonRun): Promise<void> {
    const brand = comparable(tenantId, provider);
    if (!brand) return;
    const at = now();
    const { day, from, to } = dayToCompare(at);
    if (!(await claim(tenantId, provider, day, at))) return;
    await compareClaimed(brand, { tenantId, provider, day }, { from, to }, run);
  }

  async function compareClaimed(
    brand: BrandProtocol,
    key: { tenantId: string; provider: string; day: string },
    { from, to }: { from: Date; to: Date },
    run: ComparisonRun,
  ): Promise<void> {
    const { tenantId, provider, day } = key;
    const listed = await linesOf(brand, { tenantId, provider }, { from, to });
    if (!listed) {
      run.failed += 1;
      await finish(key, { status: 'failed', error: `${provider}: transaction list unavailable` });
      log.warn(
        { tenantId, provider, day },
        'provider comparison: transaction list unavailable, retried later',
      );
      return;
    }
    const ours: ComparedOrder[] = await db
      .select(compared)
      .from(orders)
      .where(
        and(
          eq(orders.tenantId, tenantId),
          eq(orders.provider, provider),
          gte(orders.paidAt, from),
          lt(orders.paidAt, to),
        ),
      );
    const known = new Set(ours.map((o) => o.billingNo));
    const named = [
      ...new Set(
        listed.lines.map((l) => l.billingNo).filter((b): b is string => !!b && !known.has(b)),
      ),
    ];
    const others: ComparedOrder[] = named.length
      ? await db
          .select(compared)
          .from(orders)
          .where(and(eq(orders.tenantId, tenantId), inArray(orders.billingNo, named)))
      : [];
    const differences = compareTransactions(
      listed.lines,
      ours,
      new Map(others.map((o) => [o.billingNo, o])),
    );
    if (deps.orders) await settlePaidThere(deps.orders, key, differences, log);
    run.compared += 1;
    run.differences += differences.length;
    await finish(key, {
      status: 'done',
      listedCount: listed.lines.length,
      oursCount: ours.length,
      differences: differences as unknown as Record<string, unknown>[],
      error: listed.truncated
        ? `${provider}: only the first ${listsDay(brand) ? 'pages of the day were read' : 'orders of the day were asked'}`
        : null,
    });
    if (differences.length) {
      log.warn(
        { tenantId, provider, day, differences: differences.length },
        'provider comparison found differences',
      );
    } else {
      log.info(
        { tenantId, provider, day, listed: listed.lines.length },
        'provider comparison: no differences',
      );
    }
  }

  async function runOnce(): Promise<ComparisonRun> {
    const run: ComparisonRun = { compared: 0, differences: 0, failed: 0 };
    for (const { tenantId, provider } of brands.list()) {
      try {
        await compareOne(tenantId, provider, run);
      } catch (err) {
        run.failed += 1;
        log.error({ err, tenantId, provider }, 'provider comparison failed');
      }
    }
    return run;
  }

  /**
   * One day compared now, asked from the console: again if it was done (after a fix), or the
   * current day so far. 'busy' while another run of that day is under way; 'unsupported' where
   * the brand's provider has nothing to compare with.
   */
  async function compareDay(
    tenantId: string,
    provider: string,
    day: string,
  ): Promise<'done' | 'failed' | 'busy' | 'unsupported'> {
    const brand = comparable(tenantId, provider);
    if (!brand) return 'unsupported';
    const from = new Date(`${day}T00:00:00.000Z`);
    const at = now();
    const to = new Date(Math.min(from.getTime() + dayMs, at.getTime()));
    if (!(await claim(tenantId, provider, day, at, true))) return 'busy';
    const run: ComparisonRun = { compared: 0, differences: 0, failed: 0 };
    try {
      await compareClaimed(brand, { tenantId, provider, day }, { from, to }, run);
    } catch (err) {
      await finish({ tenantId, provider, day }, { status: 'failed', error: `${provider}: failed` });
      throw err;
    }
    return run.failed ? 'failed' : 'done';
  }

  const job = intervalJob('daily-compare', runOnce, {
    intervalMs: deps.intervalMs ?? 15 * 60_000,
    log,
  });
  return {
    ...job,
    runOnce,
    compareDay,
    comparable: (tenantId, provider) => comparable(tenantId, provider) !== null,
  };
}
