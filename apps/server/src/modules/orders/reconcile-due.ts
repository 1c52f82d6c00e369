import { and, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/tables/payments.ts';
import type { OrderRow } from './types.ts';

/** When the reconciliation (payments/reconcile/reconcile.ts) asks about an order, and how many. */
export type ReconcileSchedule = {
  /** First question this long after the order, when a notification should have arrived. */
  afterMs: number;
  /** Orders older than this are left to the provider's reports (and support). */
  windowMs: number;
  /** Minutes until the next question, by how many were asked (the last one repeats). */
  delaysMinutes: readonly number[];
  limit: number;
};

/**
 * Orders given a payment link but not paid here (pending, or expired: the player may have paid at
 * the last moment) whose next question is due, claimed with FOR UPDATE SKIP LOCKED and their next
 * question scheduled in the same statement, so every instance may run the reconciliation. Only
 * the scheduling columns change; the answer goes through confirmPayment like a notification.
 */
export async function claimReconcileDue(
  db: Db,
  at: Date,
  schedule: ReconcileSchedule,
): Promise<OrderRow[]> {
  const { delaysMinutes } = schedule;
  const due = db.$with('due').as(
    db
      .select({ tenantId: orders.tenantId, billingNo: orders.billingNo })
      .from(orders)
      .where(
        and(
          inArray(orders.status, ['pending', 'expired']),
          isNotNull(orders.payUrl),
          lte(orders.createdAt, new Date(at.getTime() - schedule.afterMs)),
          gt(orders.createdAt, new Date(at.getTime() - schedule.windowMs)),
          or(isNull(orders.nextReconcileAt), lte(orders.nextReconcileAt, at)),
        ),
      )
      .orderBy(orders.createdAt)
      .limit(schedule.limit)
      .for('update', { skipLocked: true }),
  );
  const delays = `{${delaysMinutes.join(',')}}`;
  return db
    .with(due)
    .update(orders)
    .set({
      reconcileAttempts: sql`${orders.reconcileAttempts} + 1`,
      nextReconcileAt: sql`${at.toISOString()}::timestamptz + make_interval(mins => (${delays}::int[])[least(${orders.reconcileAttempts} + 1, ${delaysMinutes.length})])`,
    })
    .where(inArray(orders.billingNo, db.select({ billingNo: due.billingNo }).from(due)))
    .returning();
}
