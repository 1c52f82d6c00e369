import { orderEvents, orders } from '../../db/tables/payments.ts';
import type { NewOrder, OrderRow, Tx } from './types.ts';

/**
 * Writes a new order in 'created' and its creation event, in the caller's transaction. Null when
 * the billing number is already taken (the caller draws another).
 */
export async function insertCreatedOrder(
  tx: Tx,
  input: NewOrder,
  billingNo: string,
  at: Date,
  ttlMs: number,
): Promise<OrderRow | null> {
  const [inserted] = await tx
    .insert(orders)
    .values({
      ...input,
      billingNo,
      status: 'created',
      createdAt: at,
      updatedAt: at,
      expiresAt: new Date(at.getTime() + ttlMs),
    })
    .onConflictDoNothing({ target: orders.billingNo })
    .returning();
  if (!inserted) return null;
  await tx.insert(orderEvents).values({
    tenantId: input.tenantId,
    billingNo,
    fromStatus: null,
    toStatus: 'created',
    source: 'pay',
    detail: { action: 'create', endpoint: input.endpoint, provider: input.provider },
    at,
  });
  return inserted;
}
