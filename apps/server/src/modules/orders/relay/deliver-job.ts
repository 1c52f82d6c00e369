import type { DeliverPayload } from '../types.ts';
import { finishDelivery, giveUp, orderStatus } from './relay-steps.ts';
import type { RelayJobFactory } from './relay-jobs.ts';

/** Why the relay closed a delivery row without trying: the make-good settles the order. */
export const pastDeliveryLimit = "past the brand's delivery limit";

/** A paid order's goods to the game ('deliver' rows); delivered, it fires the delivered hooks. */
export const deliverJob: RelayJobFactory = (row, { db, policy, hooks }) => {
  const payload = row.payload as DeliverPayload;
  return {
    logFields: { billingNo: payload.billingNo },
    billingNo: payload.billingNo,
    async send(gateway) {
      const answer = await gateway.deliver(row.tenantId, payload.gameCode, payload.roleId, {
        deliveryId: row.deliveryId,
        amount: payload.amount,
        source: payload.source,
        detail: { billingNo: payload.billingNo },
      });
      return { applied: answer.applied, answer };
    },
    async skipReason() {
      const order = await orderStatus(db, row.tenantId, payload.billingNo);
      const status = order?.status ?? null;
      const limitMs = policy.deliveryLimitMs?.(row.tenantId);
      // Past the brand's limit the order is the make-good's (make-good/make-good.ts): the row is
      // closed here, by the relay that holds it, so no attempt of its can land after a refund.
      if (status === 'paid' && order?.paidAt && limitMs !== undefined) {
        const waitedMs = policy.now().getTime() - order.paidAt.getTime();
        if (waitedMs > limitMs) {
          return { reason: pastDeliveryLimit, fields: { status, waitedMs, limitMs } };
        }
      }
      if (status === 'paid' || status === 'delivered') return null;
      return { reason: `order is ${status ?? 'missing'}`, fields: { status } };
    },
    finish: (at, attempt) => finishDelivery(db, hooks, row, payload, at, attempt),
    giveUp: (at, error, attempt) => giveUp(db, row, payload, at, error, attempt),
  };
};
