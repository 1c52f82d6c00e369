import type { RefundReason } from '@topup/contracts/console-orders';
import type { ProviderRegistry } from '../payments/providers/registry.ts';
import type { ConfirmPaymentInput, ConfirmPaymentResult, OrderRow } from './types.ts';

export type ProviderRefundDeps = {
  registry: ProviderRegistry;
  confirmPayment(input: ConfirmPaymentInput): Promise<ConfirmPaymentResult>;
};

export type ProviderRefund =
  | { ok: true; refundId: string; pending: boolean | undefined; confirmed: ConfirmPaymentResult }
  | { ok: false; reason: 'no-provider' | 'refused'; error: string };

/**
 * Money of a paid order given back through its provider, then recorded at once under the
 * provider's refund id (the console's refund and the make-good job's): the provider's own
 * notification, when it comes, finds the refund counted and changes nothing. `amountMinor`
 * defaults to all that is left; a part of it leaves the order as it is (several partial refunds
 * in a row, issue 31), all of it makes the order refunded and its goods revoked in the game by
 * the relay (refund-order.ts). The caller checks the amount against what is left.
 */
export async function refundThroughProvider(
  deps: ProviderRefundDeps,
  order: OrderRow,
  by: {
    source: 'support' | 'make-good';
    detail: Record<string, unknown>;
    amountMinor?: number;
    /** A refundReasons code with the staff member's words, and the words the provider gets. */
    reason?: { code: RefundReason; text: string | null; words: string };
  },
): Promise<ProviderRefund> {
  const provider = deps.registry.get(order.provider);
  if (!provider) {
    return {
      ok: false,
      reason: 'no-provider',
      error: `${order.provider} orders cannot be refunded here`,
    };
  }
  const amountMinor = by.amountMinor ?? order.amountMinor - order.refundedMinor;
  const result = await provider.refund(order, {
    amountMinor,
    ...(by.reason ? { reason: by.reason.words, reasonCode: by.reason.code } : {}),
  });
  if (!result.ok) return { ok: false, reason: 'refused', error: result.error };
  const confirmed = await deps.confirmPayment({
    tenantId: order.tenantId,
    billingNo: order.billingNo,
    action: 'refunded',
    providerTxnId: order.providerTxnId ?? result.refundId,
    amountMinor,
    currency: order.currency,
    source: by.source,
    refundKind: 'refund',
    refundKey: result.refundId,
    ...(by.reason ? { refundReason: { code: by.reason.code, text: by.reason.text } } : {}),
    detail: { refundId: result.refundId, ...by.detail },
  });
  return { ok: true, refundId: result.refundId, pending: result.pending, confirmed };
}
