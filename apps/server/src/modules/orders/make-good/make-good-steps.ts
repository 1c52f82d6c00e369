import {
  and,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../../db/client.ts';
import { orderMakeGoods } from '../../../db/tables/make-goods.ts';
import { orders, outbox } from '../../../db/tables/payments.ts';
import { appendStory } from '../story.ts';
import type { OrderRow, Tx } from '../types.ts';

// The make-good's bookkeeping (issue 18): which orders are due, the transaction that stops a
// delivery and claims the settlement, and the make-good credit.

export type MakeGoodRow = typeof orderMakeGoods.$inferSelect;
export type MakeGoodRule = 'refund' | 'credit';

/** Why a delivery row was closed by the make-good (outbox.last_error). */
export const stoppedByMakeGood = 'stopped: settled by the make-good';

/**
 * Paid orders past their brand's deliveryLimitMinutes whose delivery is no longer live (dead, or
 * closed by the relay past the limit) and that have no make-good yet. A live row is left to the
 * relay, which closes it at its next attempt without sending (relay/deliver-job.ts): only the holder of
 * a row may stop it, so an attempt in flight is never raced.
 */
export async function dueOrders(
  db: Db,
  tenants: readonly Tenant[],
  at: Date,
  limit: number,
): Promise<{ tenantId: string; billingNo: string }[]> {
  if (tenants.length === 0) return [];
  const pastLimit = tenants.map((t) =>
    and(
      eq(orders.tenantId, t.id),
      lt(orders.paidAt, new Date(at.getTime() - t.deliveryLimitMinutes * 60_000)),
    ),
  );
  return db
    .select({ tenantId: orders.tenantId, billingNo: orders.billingNo })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        or(...pastLimit),
        exists(
          db
            .select({ one: sql`1` })
            .from(outbox)
            .where(
              and(
                eq(outbox.deliveryId, orders.billingNo),
                eq(outbox.kind, 'deliver'),
                or(isNotNull(outbox.doneAt), isNotNull(outbox.deadAt)),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderMakeGoods)
            .where(
              and(
                eq(orderMakeGoods.tenantId, orders.tenantId),
                eq(orderMakeGoods.billingNo, orders.billingNo),
              ),
            ),
        ),
      ),
    )
    .orderBy(orders.paidAt)
    .limit(limit);
}

/** The order, locked, if it is still paid and no other instance holds it; else null. */
export async function lockPaidOrder(
  tx: Tx,
  tenantId: string,
  billingNo: string,
): Promise<OrderRow | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.billingNo, billingNo),
        eq(orders.status, 'paid'),
      ),
    )
    .for('update', { skipLocked: true });
  return order ?? null;
}

/**
 * Closes the order's dead delivery row so no console replay can send it any more (claimDeadRow
 * only takes a dead row that is not done). True when no live row is left: a replay that took the
 * row first holds it, and the make-good waits for it.
 */
export async function stopDelivery(tx: Tx, billingNo: string, at: Date): Promise<boolean> {
  await tx
    .update(outbox)
    .set({ doneAt: at, lastError: stoppedByMakeGood })
    .where(
      and(
        eq(outbox.deliveryId, billingNo),
        eq(outbox.kind, 'deliver'),
        isNotNull(outbox.deadAt),
        isNull(outbox.doneAt),
      ),
    );
  const live = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(eq(outbox.deliveryId, billingNo), eq(outbox.kind, 'deliver'), isNull(outbox.doneAt)),
    );
  return live.length === 0;
}

/** A line of the order's story; the status is the order's own (refunds write their own line). */
export async function storyLine(
  tx: Tx,
  order: OrderRow,
  at: Date,
  detail: Record<string, unknown>,
): Promise<void> {
  await appendStory(tx, {
    tenantId: order.tenantId,
    billingNo: order.billingNo,
    status: order.status,
    source: 'make-good',
    detail: { action: 'make-good', ...detail },
    at,
  });
}

/** Refunds still being asked for whose lease ran out, leased again to this run (SKIP LOCKED). */
export async function claimSettling(
  db: Db,
  at: Date,
  leaseMs: number,
  limit: number,
): Promise<MakeGoodRow[]> {
  const due = db.$with('due').as(
    db
      .select({ tenantId: orderMakeGoods.tenantId, billingNo: orderMakeGoods.billingNo })
      .from(orderMakeGoods)
      .where(and(eq(orderMakeGoods.state, 'settling'), lte(orderMakeGoods.nextAttemptAt, at)))
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  return (
    db
      .with(due)
      .update(orderMakeGoods)
      .set({ nextAttemptAt: new Date(at.getTime() + leaseMs) })
      // billing_no is unique across brands (the orders' primary key).
      .where(inArray(orderMakeGoods.billingNo, db.select({ billingNo: due.billingNo }).from(due)))
      .returning()
  );
}

export function whereMakeGood(row: { tenantId: string; billingNo: string }) {
  return and(
    eq(orderMakeGoods.tenantId, row.tenantId),
    eq(orderMakeGoods.billingNo, row.billingNo),
  );
}
