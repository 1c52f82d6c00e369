import type { FastifyBaseLogger } from 'fastify';
import type { ProviderCallback } from '@topup/contracts/payments';
import { ResultCode } from '@topup/contracts/result-codes';
import type { OrderService } from '../orders/service.ts';
import type { ConfirmOutcome } from '../orders/types.ts';
import type { PayRepository } from './pay-repository.ts';
import { actionOfStatus } from './providers/provider.ts';

/** What the notify route answers: HTTP status and our envelope's code and message. */
export type CallbackAnswer = {
  status: number;
  code: number;
  msg: string;
  outcome: ConfirmOutcome | 'duplicate-event';
};

// Processed (or nothing left to do): the provider must stop retrying. A mismatch or an unknown
// order is an anomaly: the provider keeps the event failed and retrying, and we log it.
function answerFor(outcome: ConfirmOutcome, replay: boolean): CallbackAnswer {
  if (outcome === 'mismatch') {
    return {
      status: 409,
      code: ResultCode.BadRequest,
      msg: 'Amount or currency does not match the order',
      outcome,
    };
  }
  if (outcome === 'unknown') {
    return { status: 404, code: ResultCode.NotFound, msg: 'Unknown order', outcome };
  }
  return replay
    ? { status: 200, code: ResultCode.Success, msg: 'duplicate', outcome: 'duplicate-event' }
    : { status: 200, code: ResultCode.Success, msg: 'ok', outcome };
}

const outcomes: readonly string[] = ['applied', 'duplicate', 'mismatch', 'unknown', 'ignored'];
const asOutcome = (value: string): ConfirmOutcome =>
  (outcomes.includes(value) ? value : 'ignored') as ConfirmOutcome;

/**
 * A verified callback: an event seen before answers as it did then; otherwise one idempotent
 * confirmPayment (exactly one paid transition however many copies race here) and the event is
 * recorded for de-duplication and audit.
 */
export function createCallbackService(deps: { repo: PayRepository; orders: OrderService }) {
  return {
    async handle(
      provider: string,
      callback: ProviderCallback,
      log: FastifyBaseLogger,
    ): Promise<CallbackAnswer> {
      const seen = await deps.repo.findCallback(provider, callback.event_id);
      if (seen) return answerFor(asOutcome(seen.outcome), true);
      const action = actionOfStatus[callback.status];
      const result = await deps.orders.confirmPayment({
        tenantId: callback.tenant_id,
        billingNo: callback.merchant_ref,
        action,
        providerTxnId: callback.provider_txn_id,
        amountMinor: callback.amount_minor,
        currency: callback.currency,
        source: 'callback',
        detail: { provider, eventId: callback.event_id },
      });
      await deps.repo.recordCallback({
        provider,
        eventId: callback.event_id,
        tenantId: callback.tenant_id,
        billingNo: callback.merchant_ref,
        action,
        amountMinor: callback.amount_minor,
        currency: callback.currency,
        outcome: result.outcome,
      });
      log.info(
        {
          provider,
          eventId: callback.event_id,
          billingNo: callback.merchant_ref,
          action,
          outcome: result.outcome,
        },
        'payment callback',
      );
      return answerFor(result.outcome, false);
    },
  };
}
