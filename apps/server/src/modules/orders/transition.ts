import { and, eq, inArray, sql } from 'drizzle-orm';
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

type Step = {
  action: OrderAction;
  source: EventSource;
  at: Date;
  detail?: Record<string, unknown>;
  set?: OrderChanges;
};

const eventColumns = sql.join(
  [
    orderEvents.tenantId,
    orderEvents.billingNo,
    orderEvents.fromStatus,
    orderEvents.toStatus,
    orderEvents.source,
    orderEvents.detail,
    orderEvents.at,
  ].map((c) => sql.identifier(c.name)),
  sql`, `,
);

const movedKey = sql.join(
  [sql.identifier(orders.tenantId.name), sql.identifier(orders.billingNo.name)],
  sql`, `,
);

/**
 * The conditional UPDATE (status still one of `from`) and its order_event in one statement (issue
 * 32: a delivery was 18 round trips): the event is inserted from the UPDATE's RETURNING in a
 * data-modifying CTE, so it exists exactly when the order moved and commits with it. Answers the
 * moved row, or null when the order is not in `from` (or is gone).
 */
async function moveAndRecord(
  tx: Tx,
  key: { tenantId: string; billingNo: string },
  from: readonly string[],
  fromStatus: string,
  step: Step,
): Promise<OrderRow | null> {
  const rule = transitions[step.action];
  const moved = tx.$with('moved').as(
    tx
      .update(orders)
      .set({ ...step.set, status: rule.to, updatedAt: step.at })
      .where(
        and(
          eq(orders.tenantId, key.tenantId),
          eq(orders.billingNo, key.billingNo),
          inArray(orders.status, [...from]),
        ),
      )
      .returning(),
  );
  const detail = JSON.stringify({ action: step.action, ...step.detail });
  // PostgreSQL runs a data-modifying CTE once whether or not the main query reads it
  // (https://www.postgresql.org/docs/current/queries-with.html#QUERIES-WITH-MODIFYING).
  const event = tx.$with('event', {}).as(
    sql`insert into ${orderEvents} (${eventColumns})
      select ${movedKey}, ${fromStatus}, ${rule.to}, ${step.source}, ${detail}::jsonb, ${step.at.toISOString()}::timestamptz from "moved"`,
  );
  const [row] = await tx.with(moved, event).select().from(moved);
  return (row as OrderRow | undefined) ?? null;
}

/**
 * Applies an action to an order the caller locked: the conditional UPDATE (status still one the
 * action moves from) and its order_event commit together. Duplicates and ignored actions change
 * nothing and write nothing.
 */
export async function applyTransition(
  tx: Tx,
  order: OrderRow,
  step: Step,
): Promise<TransitionResult> {
  const verdict = decide(step.action, order.status);
  if (verdict !== 'applied') return { verdict, order };
  const rule = transitions[step.action];
  const row = await moveAndRecord(tx, order, rule.from, order.status, step);
  // Only reachable when the caller did not lock: someone else moved the order first.
  if (!row) return { verdict: 'ignored', order };
  return { verdict, order: row };
}

/**
 * An action from its one `from` state on an order the caller has not read (the relay's deliver):
 * no lock first, since the UPDATE's own row lock and its re-checked WHERE decide (an order refunded
 * meanwhile is not `paid` any more when the UPDATE gets the row). Null: the order was not in that
 * state, so nothing was written.
 */
export async function moveOrder(
  tx: Tx,
  key: { tenantId: string; billingNo: string },
  step: Step,
): Promise<OrderRow | null> {
  const { from } = transitions[step.action];
  if (from.length !== 1) throw new Error(`moveOrder: ${step.action} moves from several states`);
  return moveAndRecord(tx, key, from, from[0]!, step);
}
