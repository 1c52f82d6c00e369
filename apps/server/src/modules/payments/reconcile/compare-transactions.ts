import type { ListedTransaction } from '../provider-kit/protocol.ts';

// The daily comparison's arithmetic (issue 14: "a daily comparison with the provider's
// transaction list where the provider has one, reporting differences"), kept pure for its tests.

/** One of our orders as the comparison sees it. */
export type ComparedOrder = {
  billingNo: string;
  status: string;
  amountMinor: number;
  currency: string;
  refundedMinor: number;
  providerTxnId: string | null;
};

export type Difference =
  /** The provider took the money; here the order is not paid (or does not exist). */
  | {
      kind: 'paid-there-only';
      billingNo: string | null;
      providerRef: string;
      amountMinor: number;
      currency: string;
      ourStatus: string | null;
      /** The provider said paid without an amount we can compare: reported, not confirmed. */
      amountUnknown?: true;
      /** Set once the comparison confirmed the order through the lifecycle (settle-paid-there.ts). */
      settled?: 'applied' | 'duplicate' | 'mismatch' | 'unknown' | 'ignored';
    }
  /** Paid here; the provider's list has no completed payment for it. */
  | { kind: 'paid-here-only'; billingNo: string; amountMinor: number; currency: string }
  /** Both say paid, for different amounts or currencies (minor units of each side's currency). */
  | {
      kind: 'amount';
      billingNo: string;
      oursMinor: number;
      oursCurrency: string;
      theirsMinor: number;
      theirsCurrency: string;
    }
  /** Paid here; the provider has since reversed it (a chargeback) or refunded it, not our books. */
  | {
      kind: 'status';
      billingNo: string;
      ourStatus: string;
      theirStatus: 'reversed' | 'refunded';
      amountMinor: number;
      currency: string;
    }
  /** The provider refunded more (or less) than our books say. */
  | { kind: 'refund'; billingNo: string; oursMinor: number; theirsMinor: number; currency: string };

const paidHere = new Set(['paid', 'delivered', 'refunded']);

/**
 * Differences between the provider's lines for a day and our orders paid that day (`ours`), with
 * `lookup` giving any order the provider names that `ours` lacks (paid on another day here, or not
 * paid at all). A payment the provider lists as pending or failed is no difference yet.
 */
export function compareTransactions(
  listed: readonly ListedTransaction[],
  ours: readonly ComparedOrder[],
  lookup: ReadonlyMap<string, ComparedOrder>,
): Difference[] {
  const differences: Difference[] = [];
  const byBilling = new Map(ours.map((o) => [o.billingNo, o]));
  const seen = new Set<string>();
  const refundedThere = new Map<string, { minor: number; currency: string }>();
  for (const line of listed) {
    if (line.kind === 'refund') {
      if (line.status === 'refunded' && line.billingNo) {
        const sum = refundedThere.get(line.billingNo)?.minor ?? 0;
        refundedThere.set(line.billingNo, {
          minor: sum + line.amountMinor,
          currency: line.currency,
        });
      }
      continue;
    }
    // A payment line 'refunded' (a per-payment query's answer, query-day.ts): paid, then refunded.
    if (line.status !== 'paid' && line.status !== 'reversed' && line.status !== 'refunded')
      continue;
    const order = line.billingNo
      ? (byBilling.get(line.billingNo) ?? lookup.get(line.billingNo))
      : undefined;
    if (line.billingNo) seen.add(line.billingNo);
    if (!order || !paidHere.has(order.status)) {
      // Taken and given back there (refunded, or charged back: Adyen's report lists a Chargeback
      // record of its own), never paid here: nothing is owed either way, and it is no payment to
      // confirm here.
      if (line.status === 'refunded' || line.status === 'reversed') continue;
      differences.push({
        kind: 'paid-there-only',
        billingNo: line.billingNo,
        providerRef: line.providerRef,
        amountMinor: line.amountMinor,
        currency: line.currency,
        ourStatus: order?.status ?? null,
        ...(line.amountKnown === false ? { amountUnknown: true as const } : {}),
      });
      continue;
    }
    const amountDiffers =
      order.amountMinor !== line.amountMinor || order.currency !== line.currency;
    if (line.amountKnown !== false && amountDiffers) {
      differences.push({
        kind: 'amount',
        billingNo: order.billingNo,
        oursMinor: order.amountMinor,
        oursCurrency: order.currency,
        theirsMinor: line.amountMinor,
        theirsCurrency: line.currency,
      });
    }
    // A reversal (chargeback) or refund the books never recorded: the money went back.
    if ((line.status === 'reversed' || line.status === 'refunded') && order.status !== 'refunded') {
      differences.push({
        kind: 'status',
        billingNo: order.billingNo,
        ourStatus: order.status,
        theirStatus: line.status,
        amountMinor: line.amountMinor,
        currency: line.currency,
      });
    }
  }
  for (const order of ours) {
    if (!paidHere.has(order.status) || seen.has(order.billingNo)) continue;
    differences.push({
      kind: 'paid-here-only',
      billingNo: order.billingNo,
      amountMinor: order.amountMinor,
      currency: order.currency,
    });
  }
  // Refunds listed that day against what our books hold for those orders (ours may hold more:
  // refunds of other days; only a provider refund we never recorded is a difference).
  for (const [billingNo, { minor: theirsMinor, currency }] of refundedThere) {
    const order = byBilling.get(billingNo) ?? lookup.get(billingNo);
    const oursMinor = order?.refundedMinor ?? 0;
    if (theirsMinor > oursMinor)
      differences.push({ kind: 'refund', billingNo, oursMinor, theirsMinor, currency });
  }
  return differences;
}
