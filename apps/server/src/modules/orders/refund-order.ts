import { and, eq, sql } from 'drizzle-orm';
import { orderEvents, orderRefunds, orders, outbox } from '../../db/tables/payments.ts';
import type { OrderHooks } from './hooks.ts';
import { decide } from './state-machine.ts';
import { applyTransition, type TransitionResult } from './transition.ts';
import type { ConfirmPaymentInput, OrderRow, RevokePayload, Tx } from './types.ts';
import { announceWork } from '../../db/wake.ts';

/** The outbox key of an order's revocation: one per order, next to its delivery (billing_no). */
export const revokeDeliveryId = (billingNo: string) => `${billingNo}:revoke`;

/**
 * Money given back by the provider (issue 14). Each refund or chargeback is recorded once under its
 * key (the provider's refund id, else the notification id); a partial one only adds to
 * refunded_minor and the order's story, so a partial refund is never taken for a wrong amount.
 * When the refunds reach the amount paid, the order becomes refunded: its VIP points are taken back
 * and the goods are revoked in the game through the outbox (relay kind 'revoke'). Event progress
 * counts delivered orders only, so it drops by itself.
 */
export async function applyRefund(
  tx: Tx,
  order: OrderRow,
  input: ConfirmPaymentInput,
  at: Date,
  hooks: OrderHooks,
): Promise<TransitionResult | { verdict: 'mismatch'; order: OrderRow }> {
  const verdict = decide('refunded', order.status);
  // Nothing was paid (created, pending, failed, expired): there is nothing to give back.
  if (verdict === 'ignored') return { verdict, order };
  const remaining = order.amountMinor - order.refundedMinor;
  const sameCurrency = order.currency.toUpperCase() === input.currency.toUpperCase();
  const kind = input.refundKind ?? 'refund';
  const refundKey = input.refundKey ?? input.providerTxnId;

  if (!sameCurrency || input.amountMinor <= 0) return { verdict: 'mismatch', order };
  // Already refunded in full: a late copy or a chargeback after a refund gives nothing more back.
  if (verdict === 'duplicate') return { verdict, order };
  if (input.amountMinor > remaining) return { verdict: 'mismatch', order };

  const recorded = await tx
    .insert(orderRefunds)
    .values({
      tenantId: order.tenantId,
      billingNo: order.billingNo,
      refundKey,
      kind,
      amountMinor: input.amountMinor,
      currency: order.currency,
      source: input.source,
      reason: input.refundReason?.code ?? null,
      reasonText: input.refundReason?.text ?? null,
      at,
    })
    .onConflictDoNothing()
    .returning({ refundKey: orderRefunds.refundKey });
  if (recorded.length === 0) return { verdict: 'duplicate', order };

  const total = order.refundedMinor + input.amountMinor;
  const detail = { kind, amountMinor: input.amountMinor, refundKey, ...input.detail };
  if (total < order.amountMinor) {
    const [row] = await tx
      .update(orders)
      .set({ refundedMinor: sql`${orders.refundedMinor} + ${input.amountMinor}`, updatedAt: at })
      .where(and(eq(orders.tenantId, order.tenantId), eq(orders.billingNo, order.billingNo)))
      .returning();
    await tx.insert(orderEvents).values({
      tenantId: order.tenantId,
      billingNo: order.billingNo,
      fromStatus: order.status,
      toStatus: order.status,
      source: input.source,
      detail: { action: 'partial-refund', ...detail },
      at,
    });
    return { verdict: 'applied', order: row ?? order };
  }

  const res = await applyTransition(tx, order, {
    action: 'refunded',
    source: input.source,
    at,
    detail,
    set: { refundedMinor: total, refundKind: kind },
  });
  if (res.verdict === 'applied') {
    for (const hook of hooks.list('refunded')) await hook(tx, res.order, { at });
    await enqueueRevoke(tx, res.order, at, kind);
  }
  return res;
}

/**
 * The goods of a refunded order are taken back through the relay, like a delivery: the game's
 * revoke is idempotent on the delivery id, so retries are harmless, and a revoke waits while the
 * order's own delivery is still in flight (relay-jobs.ts), so it never runs before it.
 */
async function enqueueRevoke(tx: Tx, order: OrderRow, at: Date, reason: string): Promise<void> {
  const payload: RevokePayload = {
    tenantId: order.tenantId,
    billingNo: order.billingNo,
    gameCode: order.gameCode,
    roleId: order.roleId,
    reason,
  };
  await tx
    .insert(outbox)
    .values({
      tenantId: order.tenantId,
      kind: 'revoke',
      deliveryId: revokeDeliveryId(order.billingNo),
      payload,
      nextAttemptAt: at,
      createdAt: at,
    })
    .onConflictDoNothing({ target: outbox.deliveryId });
  // The relay hears of it when this commits (issue 32), not at its next poll.
  await announceWork(tx, 'outbox');
}
