import type { ConsoleDifference } from '@topup/contracts/console-reconciliation';
import { differencesOf, type ComparisonRow } from '../../payments/reconcile/comparison-reports.ts';

/** Rows written before issue 33 kept an amount difference as "499 USD" strings. */
type OldAmount = { ours?: string; theirs?: string };

function money(minor: number | undefined, currency: string | undefined, old: string | undefined) {
  if (typeof minor === 'number' && currency) return { amount_minor: minor, currency };
  const match = /^(-?\d+) ([A-Z]{3})$/.exec(old ?? '');
  return match ? { amount_minor: Number(match[1]), currency: match[2]! } : null;
}

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
          provider_ref: d.providerRef || null,
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
          ours: money(d.oursMinor, d.oursCurrency, (d as OldAmount).ours),
          theirs: money(d.theirsMinor, d.theirsCurrency, (d as OldAmount).theirs),
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
