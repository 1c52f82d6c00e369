import { describe, expect, it } from 'vitest';
import { lineOfPayment, lineOfRefund } from './protocol.ts';
import type { ListedRefundV1, PaymentV1 } from './messages.ts';

// How v1's day lists become the daily comparison's lines (docs/PAYMENTS.md, "Topup merchant
// protocol v1", "Calls"; reconcile/compare-transactions.ts reads them).

const day = new Date('2026-12-06T00:00:00Z');
const payment = (over: Partial<PaymentV1>): PaymentV1 => ({
  payment_id: 'pay_0001',
  merchant_ref: 'W1',
  status: 'succeeded',
  amount_minor: 499,
  currency: 'USD',
  refunded_minor: 0,
  checkout_url: 'https://pay.funtap.example/checkout/pay_0001',
  created_at: '2026-12-06T10:00:00.000Z',
  updated_at: '2026-12-06T10:01:00.000Z',
  ...over,
});
const refund = (over: Partial<ListedRefundV1>): ListedRefundV1 => ({
  refund_id: 'rf_0001',
  refund_ref: null,
  payment_id: 'pay_0001',
  merchant_ref: 'W1',
  kind: 'refund',
  status: 'succeeded',
  amount_minor: 499,
  currency: 'USD',
  created_at: '2026-12-06T12:00:00.000Z',
  ...over,
});

describe('merchant protocol v1 day lines', () => {
  it('a succeeded payment is paid, also when refunded since (its refunds are lines of their own)', () => {
    expect(lineOfPayment(payment({}), day)).toEqual({
      kind: 'payment',
      status: 'paid',
      billingNo: 'W1',
      providerRef: 'pay_0001',
      amountMinor: 499,
      currency: 'USD',
      at: day,
    });
    expect(lineOfPayment(payment({ refunded_minor: 499 }), day)?.status).toBe('paid');
  });

  it('failed and cancelled are failed, pending pending, open no line', () => {
    expect(lineOfPayment(payment({ status: 'failed' }), day)?.status).toBe('failed');
    expect(lineOfPayment(payment({ status: 'cancelled' }), day)?.status).toBe('failed');
    expect(lineOfPayment(payment({ status: 'pending' }), day)?.status).toBe('pending');
    expect(lineOfPayment(payment({ status: 'open' }), day)).toBeNull();
  });

  it('IDR in ISO cents becomes whole rupiah; cents the store cannot hold are reported, not compared', () => {
    expect(lineOfPayment(payment({ amount_minor: 1500000, currency: 'IDR' }), day)).toMatchObject({
      amountMinor: 15000,
      currency: 'IDR',
    });
    expect(lineOfPayment(payment({ amount_minor: 1500050, currency: 'IDR' }), day)).toMatchObject({
      amountKnown: false,
    });
  });

  it('a refund or chargeback made there is money back, named by its merchant_ref', () => {
    expect(lineOfRefund(refund({}), day)).toEqual({
      kind: 'refund',
      status: 'refunded',
      billingNo: 'W1',
      providerRef: 'rf_0001',
      amountMinor: 499,
      currency: 'USD',
      at: day,
    });
    expect(lineOfRefund(refund({ kind: 'chargeback' }), day)?.status).toBe('refunded');
    expect(lineOfRefund(refund({ status: 'pending' }), day)?.status).toBe('pending');
    expect(lineOfRefund(refund({ status: 'failed' }), day)?.status).toBe('failed');
  });
});
