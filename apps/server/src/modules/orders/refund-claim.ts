import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/tables/payments.ts';
import type { OrderRow } from './types.ts';

/**
 * A claim older than this is a request that died mid-call (a crash, a deploy): the order may be
 * refunded again. Longer than any provider call waits (the transports time out well before).
 */
export const REFUND_CLAIM_MS = 2 * 60_000;

/**
 * One refund of an order at a time (issue 31): the order's refund_claimed_at is set when nobody
 * else's claim is alive. Two staff members pressing Refund at once cannot both ask the provider for what is
 * left: the second is told to wait, then sees the first one's result. Answers the order as it is
 * now (what is left is read under the claim, never from before it).
 */
export async function claimRefund(db: Db, order: OrderRow, at: Date): Promise<OrderRow | null> {
  const stale = new Date(at.getTime() - REFUND_CLAIM_MS);
  const [row] = await db
    .update(orders)
    .set({ refundClaimedAt: at })
    .where(
      and(
        eq(orders.tenantId, order.tenantId),
        eq(orders.billingNo, order.billingNo),
        or(isNull(orders.refundClaimedAt), lt(orders.refundClaimedAt, stale)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function releaseRefund(db: Db, order: OrderRow, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ refundClaimedAt: null })
    .where(
      and(
        eq(orders.tenantId, order.tenantId),
        eq(orders.billingNo, order.billingNo),
        eq(orders.refundClaimedAt, at),
      ),
    );
}
