import { describe, expect, it } from 'vitest';
import { lineOf } from './query-day.ts';

// A provider's answer about one order as a line of the day (query-day.ts).

const order = {
  billingNo: 'TP1',
  createdAt: new Date('2026-05-01T10:00:00Z'),
  amountMinor: 499,
  currency: 'USD',
};

describe('a per-order answer as a line of the day', () => {
  it('is no line when the provider knows no payment', () => {
    expect(lineOf(order, null)).toBeNull();
    expect(
      lineOf(order, { status: 'none', providerRef: 'X', amountMinor: null, currency: null }),
    ).toBeNull();
  });

  it("keeps the provider's amount and status, a refund as a payment refunded", () => {
    expect(
      lineOf(order, { status: 'paid', providerRef: 'X', amountMinor: 599, currency: 'USD' }),
    ).toEqual({
      kind: 'payment',
      status: 'paid',
      billingNo: 'TP1',
      providerRef: 'X',
      amountMinor: 599,
      currency: 'USD',
      at: order.createdAt,
    });
    expect(
      lineOf(order, { status: 'refunded', providerRef: 'X', amountMinor: 499, currency: 'USD' }),
    ).toMatchObject({ kind: 'payment', status: 'refunded' });
    expect(
      lineOf(order, { status: 'failed', providerRef: 'X', amountMinor: 499, currency: 'USD' }),
    ).toMatchObject({ status: 'failed' });
  });

  it('says when the provider gave no amount: our amount stands in, marked unknown', () => {
    expect(
      lineOf(order, { status: 'paid', providerRef: 'X', amountMinor: null, currency: null }),
    ).toMatchObject({ status: 'paid', amountMinor: 499, currency: 'USD', amountKnown: false });
  });
});
