import type { ConsoleDifference } from '@topup/contracts/console-reconciliation';
import { differencesOf, type ComparisonRow } from '../../payments/reconcile/comparison-reports.ts';

/** A stored difference as the console shows it: both sides' money and status, side by side. */
export function differenceView(row: ComparisonRow): ConsoleDifference[] {
  return differencesOf(row).map((d): ConsoleDifference => {
    const base = { settled: null, amount_unknown: false };
    switch (d.kind) {
      case 'paid-there-only':
        return {
          ...base,
          kind: d.kind,
          billing_no: d.billingNo,
          ours: null,
          theirs: { amount_minor: d.amountMinor, currency: d.currency },
          our_status: d.ourStatus,
          their_status: 'paid',
          settled: d.settled ?? null,
          amount_unknown: d.amountUnknown === true,
        };
      case 'paid-here-only':
        return {
          ...base,
          kind: d.kind,
          billing_no: d.billingNo,
          ours: { amount_minor: d.amountMinor, currency: d.currency },
          theirs: null,
          our_status: 'paid',
          their_status: null,
        };
      case 'amount':
        return {
          ...base,
          kind: d.kind,
          billing_no: d.billingNo,
          ours: { amount_minor: d.oursMinor, currency: d.oursCurrency },
          theirs: { amount_minor: d.theirsMinor, currency: d.theirsCurrency },
          our_status: 'paid',
          their_status: 'paid',
        };
      case 'status':
        return {
          ...base,
          kind: d.kind,
          billing_no: d.billingNo,
          ours: { amount_minor: d.amountMinor, currency: d.currency },
          theirs: { amount_minor: d.amountMinor, currency: d.currency },
          our_status: d.ourStatus,
          their_status: d.theirStatus,
        };
      case 'refund':
        return {
          ...base,
          kind: d.kind,
          billing_no: d.billingNo,
          // The refunded sums: what our books hold for the order, what the provider refunded.
          ours: { amount_minor: d.oursMinor, currency: d.currency },
          theirs: { amount_minor: d.theirsMinor, currency: d.currency },
          our_status: null,
          their_status: 'refunded',
        };
    }
  });
}
