import { and, eq, sql } from 'drizzle-orm';
import { orderEvents, orders } from '../../db/tables/payments.ts';
import type { OrderAmendment } from './hooks.ts';
import type { EventSource, OrderRow, Tx } from './types.ts';

/**
 * A paid hook's amendment (hooks.ts) written to the order and its story, in the paid
 * transition's transaction: the order and its delivery carry it together. Answers the order as
 * it is to be delivered.
 */
export async function amendOrder(
  tx: Tx,
  order: OrderRow,
  amendment: OrderAmendment,
  at: Date,
  source: EventSource,
): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ bonus: sql`${orders.bonus} + ${amendment.addBonus}`, updatedAt: at })
    .where(and(eq(orders.tenantId, order.tenantId), eq(orders.billingNo, order.billingNo)))
    .returning();
  await tx.insert(orderEvents).values({
    tenantId: order.tenantId,
    billingNo: order.billingNo,
    fromStatus: order.status,
    toStatus: order.status,
    source,
    detail: amendment.detail,
    at,
  });
  return updated ?? order;
}
