import { runAsJob } from '../../../lib/log-context.ts';
import type { OrderService } from '../../orders/service.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import type { Logger, OrderRow } from '../../orders/types.ts';
import { intervalJob, type IntervalJob } from '../../../lib/interval-job.ts';

/** First question a few minutes after the order, when a notification should have arrived. */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/** After a day the provider's own reports (and support) take over. */
export const RECONCILE_WINDOW_MS = 24 * 60 * 60_000;
// Minutes until the next question, by how many were asked: 2, 5, 15 minutes, 1, 3, 8 hours.
const delaysMinutes = [2, 5, 15, 60, 180, 480];

export type ReconcileRun = { asked: number; settled: number; unanswered: number };
export type Reconciler = IntervalJob & { runOnce(): Promise<ReconcileRun> };

/**
 * Asks the provider about orders it was given a payment for but that are not paid here: pending
 * ones whose notification never came, and expired ones the player may have paid at the last
 * moment (issue 14). A decisive answer goes through the same idempotent confirmPayment as
 * notifications, so a paid order is delivered exactly once and an expired one that was paid is
 * paid and delivered, never lost. The order lifecycle claims the due orders and schedules their
 * next question (orders/reconcile-due.ts: SKIP LOCKED, so every instance may run this job).
 */
export function createReconciler(deps: {
  /** The order lifecycle (app.orders): this job writes no order itself. */
  orders: Pick<OrderService, 'claimReconcileDue' | 'confirmPayment'>;
  registry: ProviderRegistry;
  now: () => Date;
  log: Logger;
  batchSize?: number;
  intervalMs?: number;
}): Reconciler {
  const { orders, registry, now, log } = deps;
  const batchSize = deps.batchSize ?? 50;

  const claim = (at: Date): Promise<OrderRow[]> =>
    orders.claimReconcileDue(at, {
      afterMs: RECONCILE_AFTER_MS,
      windowMs: RECONCILE_WINDOW_MS,
      delaysMinutes,
      limit: batchSize,
    });

  async function ask(order: OrderRow): Promise<'settled' | 'unanswered'> {
    const provider = registry.get(order.provider);
    if (!provider) return 'unanswered';
    const ctx = { tenantId: order.tenantId, billingNo: order.billingNo, provider: order.provider };
    try {
      const status = await provider.queryStatus(order);
      if (!status || status.action === 'pending') return 'unanswered';
      const { outcome } = await orders.confirmPayment({
        tenantId: order.tenantId,
        billingNo: order.billingNo,
        action: status.action,
        providerTxnId: status.providerTxnId,
        amountMinor: status.amountMinor,
        currency: status.currency,
        source: 'recheck',
        detail: { provider: order.provider, reconcile: true },
        ...(status.action === 'refunded' ? { refundKey: `reconcile:${status.providerTxnId}` } : {}),
      });
      log.info({ ...ctx, action: status.action, outcome }, 'reconciled with the provider');
      return outcome === 'applied' ? 'settled' : 'unanswered';
    } catch (err) {
      log.warn({ ...ctx, err }, 'reconciliation: the provider did not answer');
      return 'unanswered';
    }
  }

  const runOnce = (): Promise<ReconcileRun> =>
    runAsJob(async () => {
      const claimed = await claim(now());
      const results = await Promise.all(claimed.map(ask));
      const settled = results.filter((r) => r === 'settled').length;
      return { asked: claimed.length, settled, unanswered: claimed.length - settled };
    });

  return {
    ...intervalJob('reconcile', runOnce, { intervalMs: deps.intervalMs ?? 60_000, log }),
    runOnce,
  };
}
