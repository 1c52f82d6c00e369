import { describe, expect, it } from 'vitest';
import { orderInfoSchema } from '@topup/contracts/payments';
import { orderInfo, orderStatusCode } from './order-info.ts';
import { newOrderInput } from './test-kit.ts';
import type { OrderRow } from './types.ts';

function row(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    ...newOrderInput({ amountMinor: 1999, originalAmountMinor: 1999 }),
    demo: false,
    meta: {},
    bonus: 30,
    couponCode: null,
    purpose: 'goods',
    ref: null,
    billingNo: 'TP2603011234567890',
    status: 'created',
    providerTxnId: null,
    payUrl: null,
    failReason: null,
    deliveryError: null,
    createdAt: new Date('2026-03-01T10:00:00Z'),
    expiresAt: new Date('2026-03-01T10:30:00Z'),
    paidAt: null,
    deliveredAt: null,
    updatedAt: new Date('2026-03-01T10:00:00Z'),
    refundedMinor: 0,
    refundKind: null,
    refundClaimedAt: null,
    nextReconcileAt: null,
    reconcileAttempts: 0,
    ...overrides,
  };
}

describe('orderStatusCode', () => {
  it.each([
    ['created', -1],
    ['pending', -1],
    ['paid', 1],
    ['delivered', 1],
    ['failed', -2],
    ['expired', -2],
    ['refunded', -2],
  ] as const)('%s -> %i', (status, code) => {
    expect(orderStatusCode(row({ status }))).toBe(code);
  });

  it('answers Repeat (10) for a paid order that was paid a second time', () => {
    const meta = { repeatPayments: [{ providerTxnId: 'b', amountMinor: 1999 }] };
    expect(orderStatusCode(row({ status: 'delivered', meta }))).toBe(10);
    expect(orderStatusCode(row({ status: 'paid', meta }))).toBe(10);
    expect(orderStatusCode(row({ status: 'refunded', meta }))).toBe(-2);
  });
});

describe('orderInfo', () => {
  it('simple: the result popup fields only', () => {
    const info = orderInfo(row({ status: 'pending' }), { simple: true });
    expect(info).toEqual({
      status: -1,
      billing_no: 'TP2603011234567890',
      user_name: 'demo',
      game_name: 'Voltage Arena',
      game_server_name: 'S1 Dawn',
      role_name: 'Borin',
      product_name: '300 Diamonds',
    });
    expect(orderInfoSchema.parse(info)).toEqual(info);
  });

  it('full: money in major units, times, link and delivery', () => {
    const info = orderInfo(
      row({
        status: 'delivered',
        payUrl: 'https://pay.example/c/1',
        paidAt: new Date('2026-03-01T10:05:00Z'),
        deliveredAt: new Date('2026-03-01T10:05:01Z'),
      }),
      { simple: false },
    );
    expect(info).toMatchObject({
      status: 1,
      amount: '19.99',
      amount_minor: 1999,
      currency: 'USD',
      pay_url: 'https://pay.example/c/1',
      created_at: '2026-03-01T10:00:00.000Z',
      paid_at: '2026-03-01T10:05:00.000Z',
      delivered: true,
    });
    expect(info).not.toHaveProperty('delivery_error');
    expect(orderInfo(row({ currency: 'KRW', amountMinor: 6000 }), { simple: false }).amount).toBe(
      '6000',
    );
    expect(orderInfo(row(), { simple: false })).toMatchObject({ paid_at: null, pay_url: '' });
  });

  it('a refunded order: Fail (SPEC §4) and refunded, in the simple answer too; others say nothing', () => {
    for (const simple of [true, false]) {
      const info = orderInfo(row({ status: 'refunded', refundedMinor: 1999 }), { simple });
      expect(info).toMatchObject({ status: -2, refunded: true });
      expect(orderInfoSchema.parse(info)).toMatchObject({ refunded: true });
    }
    expect(orderInfo(row({ status: 'failed' }), { simple: true })).not.toHaveProperty('refunded');
    // A partial refund leaves the order paid: still a success.
    expect(
      orderInfo(row({ status: 'delivered', refundedMinor: 100 }), { simple: true }),
    ).not.toHaveProperty('refunded');
  });

  it('full: a parked delivery shows its error, never silently', () => {
    const info = orderInfo(
      row({ status: 'paid', deliveryError: 'delivery failed after 8 attempts: game down' }),
      { simple: false },
    );
    expect(info).toMatchObject({
      status: 1,
      delivered: false,
      delivery_error: 'delivery failed after 8 attempts: game down',
    });
  });
});
