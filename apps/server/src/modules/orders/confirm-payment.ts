import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/tables/payments.ts';
import { amendOrder } from './amend-order.ts';
import type { OrderHooks } from './hooks.ts';
import { applyRefund } from './refund-order.ts';
import { recordRepeatPayment } from './repeat-payments.ts';
import type { OrderAction } from './state-machine.ts';
import { applyTransition, lockOrder, type TransitionResult } from './transition.ts';
import type {
  ConfirmPaymentInput,
  ConfirmPaymentResult,
  DeliverPayload,
  DeliverySource,
  Logger,
  OrderRow,
  Tx,
} from './types.ts';
import { announceWork } from '../../db/wake.ts';

const actionOf = {
  paid: 'paid',
  failed: 'failed',
  pending: 'pending',
  refunded: 'refunded',
} as const satisfies Record<ConfirmPaymentInput['action'], OrderAction>;

type OrderPurpose = 'goods' | 'replenish' | 'card' | 'gift';
const sourceOf = {
  goods: 'purchase',
  replenish: 'replenish',
  card: 'card',
  gift: 'gift',
} as const satisfies Record<OrderPurpose, DeliverySource>;

export function deliverPayload(order: OrderRow): DeliverPayload {
  return {
    tenantId: order.tenantId,
    billingNo: order.billingNo,
    gameCode: order.gameCode,
    roleId: order.roleId,
    amount: order.value + order.bonus,
    source: sourceOf[order.purpose as OrderPurpose] ?? 'purchase',
  };
}

/**
 * The delivery of a paid order, in the transaction of its paid transition (callbacks here, orders
 * born paid in create-paid-order.ts); delivery_id is unique, so at most one row per order.
 */
export async function enqueueDelivery(tx: Tx, order: OrderRow, at: Date): Promise<void> {
  await tx
    .insert(outbox)
    .values({
      tenantId: order.tenantId,
      kind: 'deliver',
      deliveryId: order.billingNo,
      payload: deliverPayload(order),
      nextAttemptAt: at,
      createdAt: at,
    })
    .onConflictDoNothing({ target: outbox.deliveryId });
  // The relay hears of it when this commits (issue 32), not at its next poll.
  await announceWork(tx, 'outbox');
}

/**
 * The paid hooks (offers' first-purchase bonus, coupons, replenishment links …), then the
 * delivery with whatever they added: all in the paid transition's transaction.
 */
async function afterPaid(
  tx: Tx,
  order: OrderRow,
  ctx: { at: Date; source: ConfirmPaymentInput['source']; log: Logger; hooks: OrderHooks },
): Promise<OrderRow> {
  let paid = order;
  for (const hook of ctx.hooks.list('paid')) {
    const amendment = await hook(tx, paid, ctx);
    if (amendment) paid = await amendOrder(tx, paid, amendment, ctx.at, ctx.source);
  }
  await enqueueDelivery(tx, paid, ctx.at);
  return paid;
}

/** The failed hooks: what the orders reserved (a coupon) goes back. */
export async function afterFailed(tx: Tx, hooks: OrderHooks, billingNo: string, at: Date) {
  for (const hook of hooks.list('failed')) await hook(tx, [billingNo], { at });
}

async function apply(
  tx: Tx,
  order: OrderRow,
  input: ConfirmPaymentInput,
  at: Date,
  log: Logger,
  hooks: OrderHooks,
) {
  const detail = {
    providerTxnId: input.providerTxnId,
    amountMinor: input.amountMinor,
    currency: input.currency,
    ...input.detail,
  };
  const step = { action: actionOf[input.action], source: input.source, at, detail };
  switch (input.action) {
    case 'paid': {
      const res = await applyTransition(tx, order, {
        ...step,
        set: { providerTxnId: input.providerTxnId, paidAt: at },
      });
      if (res.verdict === 'applied') {
        res.order = await afterPaid(tx, res.order, { at, source: input.source, log, hooks });
      } else if (res.verdict === 'duplicate' && order.providerTxnId !== input.providerTxnId) {
        return { ...res, order: await recordRepeatPayment(tx, order, input, at) };
      }
      return res;
    }
    case 'failed': {
      const reason = typeof input.detail?.reason === 'string' ? input.detail.reason : null;
      const res = await applyTransition(tx, order, {
        ...step,
        set: { failReason: reason ?? `${input.source}: payment failed` },
      });
      if (res.verdict === 'applied') await afterFailed(tx, hooks, order.billingNo, at);
      return res;
    }
    case 'pending':
      return applyTransition(tx, order, {
        ...step,
        set: { providerTxnId: order.providerTxnId ?? input.providerTxnId },
      });
    case 'refunded':
      // Handled before the amount check in confirmPayment (applyRefund).
      return applyTransition(tx, order, step);
  }
}

/**
 * One idempotent entry for provider callbacks and the player's re-check. The order row is locked
 * first, so 50 concurrent copies of the same callback make exactly one transition.
 */
export async function confirmPayment(
  db: Db,
  now: () => Date,
  log: Logger,
  input: ConfirmPaymentInput,
  hooks: OrderHooks,
): Promise<ConfirmPaymentResult> {
  const at = now();
  const result = await db.transaction(async (tx): Promise<ConfirmPaymentResult> => {
    const order = await lockOrder(tx, input.tenantId, input.billingNo);
    if (!order) return { outcome: 'unknown', order: null };
    // A refund carries the amount given back, which may be part of the order's.
    if (input.action === 'refunded') {
      const refund = await applyRefund(tx, order, input, at, hooks);
      return { outcome: refund.verdict, order: refund.order };
    }
    const sameMoney =
      order.amountMinor === input.amountMinor &&
      order.currency.toUpperCase() === input.currency.toUpperCase();
    if (!sameMoney) return { outcome: 'mismatch', order };
    const res: TransitionResult = await apply(tx, order, input, at, log, hooks);
    return { outcome: res.verdict, order: res.order };
  });
  const fields = {
    tenantId: input.tenantId,
    billingNo: input.billingNo,
    action: input.action,
    source: input.source,
    providerTxnId: input.providerTxnId,
    outcome: result.outcome,
  };
  if (result.outcome === 'applied' || result.outcome === 'duplicate') {
    log.info({ ...fields, status: result.order?.status }, 'payment confirmation');
  } else {
    const expected = result.order
      ? { expectedAmountMinor: result.order.amountMinor, expectedCurrency: result.order.currency }
      : {};
    log.warn(
      { ...fields, amountMinor: input.amountMinor, currency: input.currency, ...expected },
      'payment confirmation not applied',
    );
  }
  return result;
}
