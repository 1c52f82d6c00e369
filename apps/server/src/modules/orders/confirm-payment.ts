import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/tables/payments.ts';
import { consumeCoupon, releaseCoupons } from '../coupons/ledger.ts';
import { grantFirstPurchaseBonus } from '../offers/first-purchase.ts';
import { settleReplenishment } from '../replenish/settle.ts';
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
}

async function apply(tx: Tx, order: OrderRow, input: ConfirmPaymentInput, at: Date, log: Logger) {
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
        res.order = await grantFirstPurchaseBonus(tx, res.order, at, input.source);
        await enqueueDelivery(tx, res.order, at);
        await consumeCoupon(tx, res.order, at, log);
        await settleReplenishment(tx, res.order, at, log);
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
      if (res.verdict === 'applied') await releaseCoupons(tx, [order.billingNo]);
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
): Promise<ConfirmPaymentResult> {
  const at = now();
  const result = await db.transaction(async (tx): Promise<ConfirmPaymentResult> => {
    const order = await lockOrder(tx, input.tenantId, input.billingNo);
    if (!order) return { outcome: 'unknown', order: null };
    // A refund carries the amount given back, which may be part of the order's.
    if (input.action === 'refunded') {
      const refund = await applyRefund(tx, order, input, at);
      return { outcome: refund.verdict, order: refund.order };
    }
    const sameMoney =
      order.amountMinor === input.amountMinor &&
      order.currency.toUpperCase() === input.currency.toUpperCase();
    if (!sameMoney) return { outcome: 'mismatch', order };
    const res: TransitionResult = await apply(tx, order, input, at, log);
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
