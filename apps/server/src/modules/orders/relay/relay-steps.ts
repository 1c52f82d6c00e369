import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders, outbox } from '../../../db/tables/payments.ts';
import type { OrderHooks } from '../hooks.ts';
import { recordDeliveryDead } from '../story.ts';
import { applyTransition, lockOrder } from '../transition.ts';
import { recordAttempt, type Attempt } from './delivery-attempts.ts';
import type { DeliverPayload, OrderRow } from '../types.ts';

// The relay's bookkeeping after each attempt; every write names the row by its id.
type Row = { id: number; tenantId: string; attempts: number };

/** The order's status and when it was paid (the make-good's clock), null when it is gone. */
export async function orderStatus(db: Db, tenantId: string, billingNo: string) {
  const rows = await db
    .select({ status: orders.status, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.billingNo, billingNo)));
  return rows[0] ?? null;
}

/**
 * The game has the goods: the order becomes delivered, its delivered hooks run (VIP points …) and
 * the row is done, together. Answers the order when this call delivered it (null when it already
 * was, or is gone).
 */
export async function finishDelivery(
  db: Db,
  hooks: OrderHooks,
  row: Row,
  payload: DeliverPayload,
  at: Date,
  attempt?: Attempt,
): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    await recordAttempt(tx, attempt);
    let delivered: OrderRow | null = null;
    const order = await lockOrder(tx, row.tenantId, payload.billingNo);
    if (order) {
      const res = await applyTransition(tx, order, {
        action: 'deliver',
        source: 'relay',
        at,
        detail: { attempts: row.attempts },
        set: { deliveredAt: at, deliveryError: null },
      });
      // Only the call that moved the order fires the hooks: a repeat delivery finds it delivered.
      if (res.verdict === 'applied') {
        for (const hook of hooks.list('delivered')) await hook(tx, res.order, { at });
        delivered = res.order;
      }
    }
    await tx.update(outbox).set({ doneAt: at, lastError: null }).where(eq(outbox.id, row.id));
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
