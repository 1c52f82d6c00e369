import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { silentOpsEvents, type OpsEvents } from '../../lib/ops-events.ts';
import { orders } from '../../db/tables/payments.ts';
import { newBillingNo } from './billing-no.ts';
import { afterFailed, confirmPayment } from './confirm-payment.ts';
import { createPaidOrder, type PaidOrderOptions } from './create-paid-order.ts';
import { insertCreatedOrder } from './insert-order.ts';
import { createOrderLifecycle, type OrderLifecycle } from './lifecycle.ts';
import { orderInfo, orderListItem } from './order-info.ts';
import { claimReconcileDue, type ReconcileSchedule } from './reconcile-due.ts';
import { sweepExpired } from './sweep-expired.ts';
import { applyTransition, lockOrder } from './transition.ts';
import type {
  ConfirmPaymentInput,
  ConfirmPaymentResult,
  Logger,
  NewOrder,
  OrderRow,
  Tx,
} from './types.ts';

export type CreateOrderOptions = {
  /** Runs in the order's insert transaction (e.g. reserving its coupon); throwing rolls both back. */
  reserve?: (tx: Tx, order: OrderRow) => Promise<void>;
};

const DEFAULT_TTL_MINUTES = 30;
const BILLING_NO_ATTEMPTS = 5;

export type OrderServiceDeps = {
  db: Db;
  now: () => Date;
  log: Logger;
  /** How long an order waits for its payment before the sweep expires it (config). */
  ttlMinutes?: number;
  /** Open orders one account may hold per brand before createOrder refuses (config). */
  maxUnpaid?: number;
  /** Told of every state an order enters, once its transaction committed (metrics). */
  events?: OpsEvents;
  /** The registries of hooks and relay jobs (default: a new one, the order's own jobs only). */
  lifecycle?: OrderLifecycle;
};

/** Orders and their state machine (ARCHITECTURE §6); app.orders is one of these. */
export function createOrderService(deps: OrderServiceDeps) {
  const { db, now, log, ttlMinutes, maxUnpaid } = deps;
  const events = deps.events ?? silentOpsEvents;
  // The modules that react to orders register here (app.orders.hooks.on and
  // app.orders.relayJobs.register, in their plugins).
  const lifecycle = deps.lifecycle ?? createOrderLifecycle();
  const { hooks, relayJobs } = lifecycle;
  const ttlMs = (ttlMinutes ?? DEFAULT_TTL_MINUTES) * 60_000;
  const entered = (order: Pick<OrderRow, 'tenantId' | 'provider' | 'status'>) =>
    events.orderState({ tenantId: order.tenantId, provider: order.provider, status: order.status });

  /** Moves created/pending -> pending or failed for the pay flow (source 'pay'). */
  async function payStep(
    tenantId: string,
    billingNo: string,
    action: 'pending' | 'failed',
    set: Partial<Pick<OrderRow, 'payUrl' | 'providerTxnId' | 'failReason'>>,
  ): Promise<void> {
    const res = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, tenantId, billingNo);
      if (!order) throw new Error(`order ${billingNo} not found for tenant ${tenantId}`);
      const at = now();
      const res = await applyTransition(tx, order, {
        action,
        source: 'pay',
        at,
        set,
        detail: set,
      });
      if (action === 'failed' && res.verdict === 'applied') {
        await afterFailed(tx, hooks, billingNo, at);
      }
      return res;
    });
    if (res.verdict === 'applied') entered(res.order);
  }

  return {
    /** The lifecycle's hooks (hooks.ts): paid, delivered, failed, expired, refunded, revoked. */
    hooks: { on: hooks.on, names: hooks.names },

    /** The relay's jobs by outbox kind (relay/relay-jobs.ts): each module registers its own. */
    relayJobs: { register: relayJobs.register, names: relayJobs.names },

    /** Both registries whole, for the relay that runs them (relay/outbox-relay.ts). */
    lifecycle,

    /** A new order in 'created' with a fresh billing number, expiring after the TTL. */
    async createOrder(input: NewOrder, opts: CreateOrderOptions = {}): Promise<OrderRow> {
      for (let attempt = 1; attempt <= BILLING_NO_ATTEMPTS; attempt++) {
        const at = now();
        const billingNo = newBillingNo(at);
        const row = await db.transaction(async (tx) => {
          const inserted = await insertCreatedOrder(tx, input, billingNo, at, ttlMs, {
            ...(maxUnpaid ? { maxUnpaid } : {}),
          });
          if (!inserted) return null;
          await opts.reserve?.(tx, inserted);
          return inserted;
        });
        if (row) {
          entered(row);
          return row;
        }
        log.warn({ billingNo, attempt }, 'billing number taken, drawing another');
      }
      throw new Error('could not draw a free billing number');
    },

    /** An order born paid with its delivery queued, in one transaction (card and gift redemptions). */
    async createPaidOrder(input: NewOrder, opts: PaidOrderOptions): Promise<OrderRow> {
      const order = await createPaidOrder({ db, now, log, ttlMs }, input, opts);
      entered({ ...order, status: 'created' });
      entered(order);
      return order;
    },

    /** created -> pending once the provider gave a payment link (or drop-in session). */
    markPending(
      tenantId: string,
      billingNo: string,
      opts: { payUrl?: string; providerTxnId?: string },
    ): Promise<void> {
      return payStep(tenantId, billingNo, 'pending', {
        ...(opts.payUrl !== undefined ? { payUrl: opts.payUrl } : {}),
        ...(opts.providerTxnId !== undefined ? { providerTxnId: opts.providerTxnId } : {}),
      });
    },

    /** created/pending -> failed when the pay flow gives up (e.g. a link outside the origins). */
    markFailed(tenantId: string, billingNo: string, reason: string): Promise<void> {
      return payStep(tenantId, billingNo, 'failed', { failReason: reason });
    },

    async confirmPayment(input: ConfirmPaymentInput): Promise<ConfirmPaymentResult> {
      const result = await confirmPayment(db, now, log, input, hooks);
      if (result.outcome === 'applied' && result.order) entered(result.order);
      return result;
    },

    async getOrder(tenantId: string, billingNo: string): Promise<OrderRow | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.tenantId, tenantId), eq(orders.billingNo, billingNo)));
      return rows[0] ?? null;
    },

    /**
     * A player's orders on a brand, newest first (the history in My): of one game product, or,
     * without gpId, of every game of the brand (one publisher account serves all its games).
     */
    async listOrders(
      tenantId: string,
      player: { suid: string; gpId?: number },
      limit: number,
    ): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.tenantId, tenantId),
            eq(orders.suid, player.suid),
            player.gpId === undefined ? undefined : eq(orders.gpId, player.gpId),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.billingNo))
        .limit(limit);
    },

    orderInfo,

    orderListItem,

    /**
     * Orders the reconciliation asks their provider about (payments/reconcile), claimed with
     * their next question scheduled: the orders table is written here, not by the job.
     */
    claimReconcileDue(at: Date, schedule: ReconcileSchedule): Promise<OrderRow[]> {
      return claimReconcileDue(db, at, schedule);
    },

    /** created/pending orders past expires_at -> expired; answers how many. */
    sweepExpired(): Promise<number> {
      return sweepExpired(db, now, hooks, (rows) => rows.forEach(entered));
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
