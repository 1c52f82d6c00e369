import { and, eq, getTableColumns } from 'drizzle-orm';
import { ph, placeholdersAs, prebuilt } from '../../../db/prebuilt.ts';
import type { Db } from '../../../db/client.ts';
import { orders, outbox } from '../../../db/tables/payments.ts';
import type { OrderHooks } from '../hooks.ts';
import { recordDeliveryDead } from '../story.ts';
import { moveOrder } from '../transition.ts';
import { deliveryAttempts } from '../../../db/tables/console.ts';
import { recordAttempt, type Attempt, type AttemptValues } from './delivery-attempts.ts';
import type { DeliverPayload, OrderRow, Tx } from '../types.ts';
import type { OutboxRow } from './relay-jobs.ts';

// The relay's bookkeeping after each attempt; every write names the row by its id.
type Row = { id: number; tenantId: string; attempts: number };

/** The order's status and when it was paid (the make-good's clock), null when it is gone. */
export async function orderStatus(db: Db, tenantId: string, billingNo: string) {
  const [row] = await statusStatement(db, { tenantId, billingNo });
  return row ?? null;
}
const statusStatement = prebuilt<Pick<OrderRow, 'status' | 'paidAt'>>(
  'order-status',
  (db) =>
    db
      .select({ status: orders.status, paidAt: orders.paidAt })
      .from(orders)
      .where(and(eq(orders.tenantId, ph('tenantId')), eq(orders.billingNo, ph('billingNo')))),
  { status: orders.status, paidAt: orders.paidAt },
);

/**
 * A row's closing transaction with the call's attempt written in the statement that marks the row
 * done (`markDone`), one round trip instead of a savepoint's three (issue 32). Should that
 * transaction fail, it runs once more with the attempt written apart (recordAttempt, a savepoint
 * that never throws), so a story line that cannot be written never fails a delivery the game
 * made; whatever else failed fails the second run too and reaches the relay as before.
 */
export async function closeWithAttempt<T>(
  db: Db,
  attempt: Attempt | undefined,
  body: (tx: Tx, attempt: Attempt | undefined) => Promise<T>,
): Promise<T> {
  if (!attempt) return db.transaction((tx) => body(tx, undefined));
  try {
    return await db.transaction((tx) => body(tx, attempt));
  } catch {
    return db.transaction(async (tx) => {
      await recordAttempt(tx, attempt);
      return body(tx, undefined);
    });
  }
}

// Built once (db/prebuilt.ts): the row done, alone or with the attempt that did it.
const doneStatement = prebuilt('outbox-done', (db) =>
  db
    .update(outbox)
    .set(placeholdersAs<Partial<OutboxRow>>({ doneAt: ph('at'), lastError: null }))
    .where(eq(outbox.id, ph('id'))),
);
const attemptColumns = Object.keys(getTableColumns(deliveryAttempts)).filter((k) => k !== 'id');
const doneWithAttemptStatement = prebuilt('outbox-done-attempt', (db) => {
  const values = Object.fromEntries(attemptColumns.map((k) => [k, ph(`attempt.${k}`)]));
  const recorded = db
    .$with('recorded')
    .as(
      db
        .insert(deliveryAttempts)
        .values(placeholdersAs<AttemptValues>(values))
        .returning({ id: deliveryAttempts.id }),
    );
  return db
    .with(recorded)
    .update(outbox)
    .set(placeholdersAs<Partial<OutboxRow>>({ doneAt: ph('at'), lastError: null }))
    .where(eq(outbox.id, ph('id')));
});

/** The row done (and the attempt that did it written with it, in the same statement). */
export async function markDone(tx: Tx, id: number, at: Date, attempt?: Attempt): Promise<void> {
  if (!attempt) {
    await doneStatement(tx, { id, at });
    return;
  }
  const values: Record<string, unknown> = { id, at };
  const given = attempt.values as Record<string, unknown>;
  // A column the attempt leaves out takes its default, as drizzle's insert would.
  for (const k of attemptColumns) values[`attempt.${k}`] = given[k] ?? defaults[k];
  await doneWithAttemptStatement(tx, values);
}
const defaults: Record<string, unknown> = { source: 'relay', billingNo: null };

/**
 * The game has the goods: the order becomes delivered, its delivered hooks run (VIP points …) and
 * the row is done, together. Answers the order when this call delivered it (null when it already
 * was, or is gone). The order is moved without being read first: the UPDATE only takes a `paid`
 * order, so a repeat delivery, or a refund that came first, moves nothing and fires no hook.
 */
export async function finishDelivery(
  db: Db,
  hooks: OrderHooks,
  row: Row,
  payload: DeliverPayload,
  at: Date,
  attempt?: Attempt,
): Promise<OrderRow | null> {
  return closeWithAttempt(db, attempt, async (tx, withDone) => {
    const delivered = await moveOrder(
      tx,
      { tenantId: row.tenantId, billingNo: payload.billingNo },
      {
        action: 'deliver',
        source: 'relay',
        at,
        detail: { attempts: row.attempts },
        set: { deliveredAt: at, deliveryError: null },
      },
    );
    if (delivered) for (const hook of hooks.list('delivered')) await hook(tx, delivered, { at });
    await markDone(tx, row.id, at, withDone);
    return delivered;
  });
}

/** A refund (or any move away from paid) came first: nothing to deliver any more. */
export async function skipDelivery(db: Db, row: Row, at: Date, reason: string) {
  await db
    .update(outbox)
    .set({ doneAt: at, lastError: `skipped: ${reason}` })
    .where(eq(outbox.id, row.id));
}

export async function retryLater(
  db: Db,
  row: Row,
  retryAt: Date,
  error: string,
  attempt?: Attempt,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({ nextAttemptAt: retryAt, lastError: error })
      .where(eq(outbox.id, row.id));
    await recordAttempt(tx, attempt);
  });
}

/** Out of attempts: parked as dead with the error on the order, where support and the player see it. */
export async function giveUp(
  db: Db,
  row: Row,
  payload: DeliverPayload,
  at: Date,
  error: string,
  attempt?: Attempt,
) {
  await db.transaction(async (tx) => {
    await recordAttempt(tx, attempt);
    await tx.update(outbox).set({ deadAt: at, lastError: error }).where(eq(outbox.id, row.id));
    const { tenantId } = row;
    await recordDeliveryDead(tx, {
      tenantId,
      billingNo: payload.billingNo,
      attempts: row.attempts,
      error,
      at,
    });
  });
}
