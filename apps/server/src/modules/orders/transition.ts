import { and, eq, inArray } from 'drizzle-orm';
import { orderEvents, orders } from '../../db/tables/payments.ts';
import { decide, transitions, type OrderAction, type Verdict } from './state-machine.ts';
import type { EventSource, OrderRow, Tx } from './types.ts';

type OrderChanges = Partial<
  Pick<
    OrderRow,
    | 'providerTxnId'
    | 'payUrl'
    | 'failReason'
    | 'deliveryError'
    | 'paidAt'
    | 'deliveredAt'
    | 'meta'
    | 'refundedMinor'
    | 'refundKind'
  >
>;

/** The order row, locked until the transaction ends, so the decision below cannot go stale. */
export async function lockOrder(
  tx: Tx,
  tenantId: string,
  billingNo: string,
): Promise<OrderRow | null> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.billingNo, billingNo)))
    .for('update');
  return rows[0] ?? null;
}

export type TransitionResult = { verdict: Verdict; order: OrderRow };

/**
 * Applies an action to an order the caller locked: the conditional UPDATE (status still one the
 * action moves from) and its order_event commit together. Duplicates and ignored actions change
 * nothing and write nothing.
 */
export async function applyTransition(
  tx: Tx,
  order: OrderRow,
  step: {
    action: OrderAction;
    source: EventSource;
    at: Date;
    detail?: Record<string, unknown>;
    set?: OrderChanges;
  },
): Promise<TransitionResult> {
  const verdict = decide(step.action, order.status);
  if (verdict !== 'applied') return { verdict, order };
  const rule = transitions[step.action];
  const updated = await tx
    .update(orders)
    .set({ ...step.set, status: rule.to, updatedAt: step.at })
    .where(
      and(
        eq(orders.tenantId, order.tenantId),
        eq(orders.billingNo, order.billingNo),
        inArray(orders.status, [...rule.from]),
      ),
    )
    .returning();
  const row = updated[0];
  // Only reachable when the caller did not lock: someone else moved the order first.
  if (!row) return { verdict: 'ignored', order };
  await tx.insert(orderEvents).values({
    tenantId: order.tenantId,
    billingNo: order.billingNo,
    fromStatus: order.status,
    toStatus: rule.to,
    source: step.source,
    detail: { action: step.action, ...step.detail },
    at: step.at,
  });
  return { verdict, order: row };
}
