import type { ProviderRegistry } from '../payments/providers/registry.ts';
import type { ConfirmPaymentInput, ConfirmPaymentResult, OrderRow } from './types.ts';

export type ProviderRefundDeps = {
  registry: ProviderRegistry;
  confirmPayment(input: ConfirmPaymentInput): Promise<ConfirmPaymentResult>;
};

export type ProviderRefund =
  | { ok: true; refundId: string; confirmed: ConfirmPaymentResult }
  | { ok: false; reason: 'no-provider' | 'refused'; error: string };

/**
 * What is left of a paid order given back through its provider, then recorded at once under the
 * provider's refund id (the console's refund and the make-good job's): the provider's own
 * notification, when it comes, finds the order refunded and changes nothing. The order becomes
 * refunded and its goods are revoked in the game by the relay (refund-order.ts).
 */
export async function refundThroughProvider(
  deps: ProviderRefundDeps,
  order: OrderRow,
  by: { source: 'support' | 'make-good'; detail: Record<string, unknown> },
): Promise<ProviderRefund> {
  const provider = deps.registry.get(order.provider);
  if (!provider) {
    return {
      ok: false,
      reason: 'no-provider',
      error: `${order.provider} orders cannot be refunded here`,
    };
  }
  const result = await provider.refund(order);
  if (!result.ok) return { ok: false, reason: 'refused', error: result.error };
  const confirmed = await deps.confirmPayment({
    tenantId: order.tenantId,
    billingNo: order.billingNo,
    action: 'refunded',
    providerTxnId: order.providerTxnId ?? result.refundId,
    amountMinor: order.amountMinor - order.refundedMinor,
    currency: order.currency,
    source: by.source,
    refundKind: 'refund',
    refundKey: result.refundId,
    detail: { refundId: result.refundId, ...by.detail },
  });
  return { ok: true, refundId: result.refundId, confirmed };
}
