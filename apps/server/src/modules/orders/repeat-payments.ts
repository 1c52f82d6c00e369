import { and, eq } from 'drizzle-orm';
import { orderEvents, orders } from '../../db/tables/payments.ts';
import type { ConfirmPaymentInput, OrderRow, Tx } from './types.ts';

// The player paid twice for one order (two checkout windows, a retried card): the goods go out
// once, the extra payment is kept on the order for support to refund, and getOrderInfo answers
// Repeat (10) so the player is told.

/** A payment for an order that was already paid, under another provider transaction. */
export type RepeatPayment = {
  providerTxnId: string;
  amountMinor: number;
  currency: string;
  source: string;
  at: string;
};

export function repeatPaymentsOf(order: Pick<OrderRow, 'meta'>): RepeatPayment[] {
  const list = order.meta.repeatPayments;
  return Array.isArray(list) ? (list as RepeatPayment[]) : [];
}

/** A second, different payment for a paid order: kept on the order (Repeat) and in its events. */
export async function recordRepeatPayment(
  tx: Tx,
  order: OrderRow,
  input: ConfirmPaymentInput,
  at: Date,
) {
  const known = repeatPaymentsOf(order);
  if (known.some((p) => p.providerTxnId === input.providerTxnId)) return order;
  const repeat: RepeatPayment = {
    providerTxnId: input.providerTxnId,
    amountMinor: input.amountMinor,
    currency: input.currency,
    source: input.source,
    at: at.toISOString(),
  };
  const [row] = await tx
    .update(orders)
    .set({ meta: { ...order.meta, repeatPayments: [...known, repeat] }, updatedAt: at })
    .where(and(eq(orders.tenantId, order.tenantId), eq(orders.billingNo, order.billingNo)))
    .returning();
  await tx.insert(orderEvents).values({
    tenantId: order.tenantId,
    billingNo: order.billingNo,
    fromStatus: order.status,
    toStatus: order.status,
    source: input.source,
    detail: { action: 'repeat_payment', ...repeat },
    at,
  });
  return row ?? order;
}
