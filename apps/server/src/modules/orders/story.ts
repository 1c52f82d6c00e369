import { and, eq } from 'drizzle-orm';
import { orderEvents, orders } from '../../db/tables/payments.ts';
import type { OrderRow, Tx } from './types.ts';

/** A line of an order's story that does not move it: the status before and after is its own. */
export type StoryLine = {
  tenantId: string;
  billingNo: string;
  /** The order's status, which the line leaves as it is. */
  status: OrderRow['status'];
  /** Who wrote it: relay, make-good, staff, account-blocks … */
  source: string;
  detail: Record<string, unknown>;
  at: Date;
};

/**
 * Writes a story line in the caller's transaction. `order_events` is written by the order
 * lifecycle only (issue 30, docs/decisions/0040): the relay, the make-good and account blocks
 * tell their part through here.
 */
export async function appendStory(tx: Tx, line: StoryLine): Promise<void> {
  await tx.insert(orderEvents).values({
    tenantId: line.tenantId,
    billingNo: line.billingNo,
    fromStatus: line.status,
    toStatus: line.status,
    source: line.source,
    detail: line.detail,
    at: line.at,
  });
}

/**
 * The relay gave up on an order's delivery: the order shows why (console, make-good) and its
 * story says so. Nothing when the order is gone.
 */
export async function recordDeliveryDead(
  tx: Tx,
  q: { tenantId: string; billingNo: string; attempts: number; error: string; at: Date },
): Promise<void> {
  const [order] = await tx
    .update(orders)
    .set({
      deliveryError: `delivery failed after ${q.attempts} attempts: ${q.error}`,
      updatedAt: q.at,
    })
    .where(and(eq(orders.tenantId, q.tenantId), eq(orders.billingNo, q.billingNo)))
    .returning({ status: orders.status });
  if (!order) return;
  await appendStory(tx, {
    tenantId: q.tenantId,
    billingNo: q.billingNo,
    status: order.status,
    source: 'relay',
    detail: { action: 'delivery_dead', attempts: q.attempts, error: q.error },
    at: q.at,
  });
}
