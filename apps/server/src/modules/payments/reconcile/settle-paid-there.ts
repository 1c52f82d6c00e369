import type { OrderService } from '../../orders/service.ts';
import type { Logger } from '../../orders/types.ts';
import type { Difference } from './compare-transactions.ts';

/** Our statuses from which a payment the provider took is still honoured (orders/state-machine). */
const unpaidHere = new Set(['created', 'pending', 'expired', 'failed']);

/**
 * The orders the provider reports paid that are not paid here (an expired order the player paid
 * at the last moment, a notification lost), confirmed through the order lifecycle's
 * confirmPayment like a notification would be: it locks the order and applies `paid` once, so a
 * second run, the reconciler or a late notification meets a duplicate and nothing is delivered
 * twice. The outcome is written on the difference for the console.
 */
export async function settlePaidThere(
  orders: Pick<OrderService, 'confirmPayment'>,
  key: { tenantId: string; provider: string; day: string },
  differences: Difference[],
  log: Logger,
): Promise<void> {
  for (const difference of differences) {
    if (difference.kind !== 'paid-there-only' || !difference.billingNo) continue;
    if (!difference.ourStatus || !unpaidHere.has(difference.ourStatus)) continue;
    // Paid for what? Without the provider's amount it is for a person to look at.
    if (difference.amountUnknown) continue;
    const { outcome } = await orders.confirmPayment({
      tenantId: key.tenantId,
      billingNo: difference.billingNo,
      action: 'paid',
      providerTxnId: difference.providerRef,
      amountMinor: difference.amountMinor,
      currency: difference.currency,
      source: 'recheck',
      detail: { provider: key.provider, dailyComparison: key.day },
    });
    difference.settled = outcome;
    log.info(
      { ...key, billingNo: difference.billingNo, outcome },
      'provider comparison: a payment the provider took confirmed here',
    );
  }
}
