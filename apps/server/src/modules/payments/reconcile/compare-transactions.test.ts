import { describe, expect, it } from 'vitest';
import type { ListedTransaction } from '../provider-kit/protocol.ts';
import { compareTransactions, type ComparedOrder } from './compare-transactions.ts';

const at = new Date('2026-11-25T10:00:00Z');
const pay = (
  billingNo: string | null,
  amountMinor = 499,
  status: ListedTransaction['status'] = 'paid',
): ListedTransaction => ({
  kind: 'payment',
  status,
  billingNo,
  providerRef: `TX-${billingNo}`,
  amountMinor,
  currency: 'USD',
  at,
});
const order = (
  billingNo: string,
  status = 'delivered',
  amountMinor = 499,
  refundedMinor = 0,
): ComparedOrder => ({
  billingNo,
  status,
  amountMinor,
  currency: 'USD',
  refundedMinor,
  providerTxnId: `TX-${billingNo}`,
});

describe('daily comparison', () => {
  it('finds nothing when both lists agree', () => {
    expect(
      compareTransactions([pay('B1'), pay('B2')], [order('B1'), order('B2', 'paid')], new Map()),
    ).toEqual([]);
  });

  it('reports a payment the provider took that is not paid here', () => {
    const lookup = new Map([['B3', order('B3', 'expired')]]);
    expect(compareTransactions([pay('B3'), pay(null)], [], lookup)).toEqual([
      expect.objectContaining({ kind: 'paid-there-only', billingNo: 'B3', ourStatus: 'expired' }),
      expect.objectContaining({ kind: 'paid-there-only', billingNo: null, ourStatus: null }),
    ]);
  });

  it('reports an order paid here that the provider does not list as paid', () => {
    expect(compareTransactions([pay('B4', 499, 'pending')], [order('B4')], new Map())).toEqual([
      { kind: 'paid-here-only', billingNo: 'B4', amountMinor: 499, currency: 'USD' },
    ]);
  });

  it('reports amounts that differ, and refunds our books lack', () => {
    const refund: ListedTransaction = { ...pay('B5', 200), kind: 'refund', status: 'refunded' };
    expect(
      compareTransactions([pay('B5', 999), refund], [order('B5', 'delivered', 499, 0)], new Map()),
    ).toEqual([
      {
        kind: 'amount',
        billingNo: 'B5',
        oursMinor: 499,
        oursCurrency: 'USD',
        theirsMinor: 999,
        theirsCurrency: 'USD',
      },
      { kind: 'refund', billingNo: 'B5', oursMinor: 0, theirsMinor: 200, currency: 'USD' },
    ]);
    // A refund we recorded is no difference.
    expect(
      compareTransactions(
        [pay('B6'), { ...refund, billingNo: 'B6' }],
        [order('B6', 'delivered', 499, 200)],
        new Map(),
      ),
    ).toEqual([]);
  });

  it('reports a reversal (chargeback) our books lack, and none once refunded here', () => {
    expect(compareTransactions([pay('B7', 499, 'reversed')], [order('B7')], new Map())).toEqual([
      {
        kind: 'status',
        billingNo: 'B7',
        ourStatus: 'delivered',
        theirStatus: 'reversed',
        amountMinor: 499,
        currency: 'USD',
      },
    ]);
    expect(
      compareTransactions([pay('B8', 499, 'reversed')], [order('B8', 'refunded')], new Map()),
    ).toEqual([]);
  });

  it('never reads a chargeback of an order not paid here as a payment to confirm', () => {
    const expired = order('B9', 'expired');
    expect(
      compareTransactions([pay('B9', 499, 'reversed')], [], new Map([['B9', expired]])),
    ).toEqual([]);
  });
});
