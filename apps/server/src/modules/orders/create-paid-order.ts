import type { Db } from '../../db/client.ts';
import { newBillingNo } from './billing-no.ts';
import { enqueueDelivery } from './confirm-payment.ts';
import { insertCreatedOrder } from './insert-order.ts';
import { applyTransition } from './transition.ts';
import type { Logger, NewOrder, OrderRow, Tx } from './types.ts';

export type PaidOrderOptions = {
  /**
   * Takes what pays for the order (a prepaid card active -> redeemed, a gift card) in the order's
   * transaction, before the order row is written; throwing rolls everything back, so a card is
   * never spent without its order and an order never exists without its card.
   */
  claim: (tx: Tx, billingNo: string, at: Date) => Promise<void>;
  /** More checks once the order row exists (purchase limits); throwing rolls back. */
  reserve?: (tx: Tx, order: OrderRow) => Promise<void>;
  /** What paid, as the provider transaction id (e.g. 'card:9900010001'). */
  providerTxnId: string;
  /** Written on the paid order_event (never a secret). */
  detail?: Record<string, unknown>;
};

const BILLING_NO_ATTEMPTS = 5;

class BillingNoTaken extends Error {}

/**
 * An order born paid (card and gift redemptions): claim, order row, created -> paid through the
 * state machine and the outbox delivery, all in ONE transaction. The relay then delivers it like
 * any paid order, so the result shows success once the game has it.
 */
export async function createPaidOrder(
  deps: { db: Db; now: () => Date; log: Logger; ttlMs: number },
  input: NewOrder,
  opts: PaidOrderOptions,
): Promise<OrderRow> {
  for (let attempt = 1; attempt <= BILLING_NO_ATTEMPTS; attempt++) {
    const at = deps.now();
    const billingNo = newBillingNo(at);
    try {
      return await deps.db.transaction(async (tx) => {
        await opts.claim(tx, billingNo, at);
        const inserted = await insertCreatedOrder(tx, input, billingNo, at, deps.ttlMs);
        // Rolls the claim back too; the next attempt draws another number.
        if (!inserted) throw new BillingNoTaken();
        await opts.reserve?.(tx, inserted);
        const res = await applyTransition(tx, inserted, {
          action: 'paid',
          source: 'pay',
          at,
          detail: { providerTxnId: opts.providerTxnId, ...opts.detail },
          set: { providerTxnId: opts.providerTxnId, paidAt: at },
        });
        if (res.verdict !== 'applied') throw new Error(`born-paid order ${billingNo} not paid`);
        await enqueueDelivery(tx, res.order, at);
        return res.order;
      });
    } catch (err) {
      if (!(err instanceof BillingNoTaken)) throw err;
      deps.log.warn({ billingNo, attempt }, 'billing number taken, drawing another');
    }
  }
  throw new Error('could not draw a free billing number');
}
