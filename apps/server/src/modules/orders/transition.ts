import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type Prebuilt, ph, placeholdersAs, prebuilt } from '../../db/prebuilt.ts';
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
 * The statement of one action with one set of changed columns (few: each caller changes the
 * same columns every time), built once (db/prebuilt.ts) with placeholders for every value.
 */
function moveStatement(
  action: OrderAction,
  from: readonly string[],
  changed: string[],
): Prebuilt<OrderRow> {
  return prebuilt<OrderRow>(
    // PostgreSQL keeps 63 bytes of a statement's name: the shapes are numbered as they come.
    `order-move-${moveStatements.size + 1}`,
    (db) => {
      // A column set to null is written NULL in the text: a placeholder's value goes through the
      // column's encoder, which takes no null (a timestamp's) or makes it JSON's null (jsonb).
      const set = Object.fromEntries(
        changed.map((k) =>
          k.endsWith('=null') ? [k.slice(0, -'=null'.length), sql`null`] : [k, ph(`set.${k}`)],
        ),
      );
      const moved = db.$with('moved').as(
        db
          .update(orders)
          .set(placeholdersAs<OrderChanges>({ ...set, status: ph('to'), updatedAt: ph('at') }))
          .where(
            and(
              eq(orders.tenantId, ph('tenantId')),
              eq(orders.billingNo, ph('billingNo')),
              inArray(
                orders.status,
                from.map((_, i) => ph(`from.${i}`)),
              ),
            ),
          )
          .returning(),
      );
      // PostgreSQL runs a data-modifying CTE once whether or not the main query reads it
      // (https://www.postgresql.org/docs/current/queries-with.html#QUERIES-WITH-MODIFYING).
      const event = db.$with('event', {}).as(
        sql`insert into ${orderEvents} (${eventColumns})
          select ${movedKey}, ${ph('fromStatus')}, ${ph('to')}, ${ph('source')},
            ${ph('detail')}::jsonb, ${ph('eventAt')}::timestamptz from ${moved}`,
      );
      return db.with(moved, event).select().from(moved);
    },
    getTableColumns(orders),
  );
}
const moveStatements = new Map<string, Prebuilt<OrderRow>>();

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
  // drizzle leaves a column whose value is undefined out of SET; so does this.
  const changes = Object.entries(step.set ?? {}).filter(([, v]) => v !== undefined);
  const changed = changes.map(([k, v]) => (v === null ? `${k}=null` : k));
  const shape = `${step.action}:${from.join(',')}:${changed.join(',')}`;
  let statement = moveStatements.get(shape);
  if (!statement)
    moveStatements.set(shape, (statement = moveStatement(step.action, from, changed)));
  const values: Record<string, unknown> = {
    tenantId: key.tenantId,
    billingNo: key.billingNo,
    to: rule.to,
    at: step.at,
    fromStatus,
    source: step.source,
    detail: JSON.stringify({ action: step.action, ...step.detail }),
    eventAt: step.at.toISOString(),
  };
  from.forEach((status, i) => (values[`from.${i}`] = status));
  for (const [k, v] of changes) if (v !== null) values[`set.${k}`] = v;
  const [row] = await statement(tx, values);
  return row ?? null;
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
