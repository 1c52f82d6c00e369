import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import {
  eventsOf,
  forceStatus,
  newOrderInput,
  outboxOf,
  paidInput,
  testClock,
} from './test-kit.ts';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());
const orders = () => t.app.orders;
const open = () => orders().createOrder(newOrderInput());

describe('confirmPayment', () => {
  it("answers 'unknown' for a billing number of another tenant, changing nothing", async () => {
    const order = await open();
    const res = await orders().confirmPayment({ ...paidInput(order), tenantId: 'ko' });
    expect(res).toEqual({ outcome: 'unknown', order: null });
    expect((await orders().getOrder('watt', order.billingNo))!.status).toBe('created');
    expect(await outboxOf(t.app.db, order.billingNo)).toEqual([]);
  });

  it("answers 'mismatch' on a wrong amount or currency, changing nothing", async () => {
    const order = await open();
    const wrong = [
      paidInput(order, { amountMinor: 498 }),
      paidInput(order, { amountMinor: 4990 }),
      paidInput(order, { currency: 'EUR' }),
      paidInput(order, { action: 'failed', currency: 'KRW' }),
    ];
    for (const input of wrong) {
      const res = await orders().confirmPayment(input);
      expect(res.outcome).toBe('mismatch');
      expect(res.order!.status).toBe('created');
    }
    expect((await orders().getOrder('watt', order.billingNo))!.status).toBe('created');
    expect(await outboxOf(t.app.db, order.billingNo)).toEqual([]);
    expect((await eventsOf(t.app.db, order.billingNo)).map((e) => e.toStatus)).toEqual(['created']);
  });

  it('accepts the currency in any letter case', async () => {
    const order = await open();
    const res = await orders().confirmPayment(paidInput(order, { currency: 'usd' }));
    expect(res.outcome).toBe('applied');
  });

  it.each(['created', 'pending', 'expired', 'failed'])(
    'pays from %s: status, paid_at, txn id, an outbox row and an event in one go',
    async (status) => {
      const order = await open();
      await forceStatus(t.app.db, order.billingNo, status);
      const res = await orders().confirmPayment(paidInput(order, { detail: { eventId: 'e1' } }));
      expect(res.outcome).toBe('applied');
      expect(res.order).toMatchObject({ status: 'paid', providerTxnId: `txn-${order.billingNo}` });
      expect(res.order!.paidAt!.toISOString()).toBe(clock.now().toISOString());
      const rows = await outboxOf(t.app.db, order.billingNo);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        tenantId: 'watt',
        kind: 'deliver',
        payload: {
          billingNo: order.billingNo,
          gameCode: 'voltage-arena',
          roleId: '1001011',
          amount: 330,
          source: 'purchase',
        },
        attempts: 0,
        doneAt: null,
      });
      const last = (await eventsOf(t.app.db, order.billingNo)).at(-1);
      expect(last).toMatchObject({
        fromStatus: status,
        toStatus: 'paid',
        source: 'callback',
        detail: { action: 'paid', eventId: 'e1', amountMinor: 499, currency: 'USD' },
      });
    },
  );

  it("answers 'duplicate' for a repeated paid, keeping one outbox row and one paid event", async () => {
    const order = await open();
    expect((await orders().confirmPayment(paidInput(order))).outcome).toBe('applied');
    for (const source of ['callback', 'recheck'] as const) {
      const res = await orders().confirmPayment(paidInput(order, { source }));
      expect(res.outcome).toBe('duplicate');
      expect(res.order!.status).toBe('paid');
    }
    await forceStatus(t.app.db, order.billingNo, 'delivered');
    expect((await orders().confirmPayment(paidInput(order))).outcome).toBe('duplicate');
    expect(await outboxOf(t.app.db, order.billingNo)).toHaveLength(1);
    const paidEvents = (await eventsOf(t.app.db, order.billingNo)).filter(
      (e) => e.toStatus === 'paid',
    );
    expect(paidEvents).toHaveLength(1);
  });

  it('records a second payment under another transaction as a repeat (status code 10)', async () => {
    const order = await open();
    await orders().confirmPayment(paidInput(order));
    const again = paidInput(order, { providerTxnId: 'txn-second' });
    const res = await orders().confirmPayment(again);
    expect(res.outcome).toBe('duplicate');
    expect(res.order!.meta.repeatPayments).toMatchObject([{ providerTxnId: 'txn-second' }]);
    // The same repeat reported twice is recorded once.
    await orders().confirmPayment(again);
    const row = await orders().getOrder('watt', order.billingNo);
    expect(row!.meta.repeatPayments).toHaveLength(1);
    expect(orders().orderInfo(row!, { simple: true }).status).toBe(10);
    expect(await outboxOf(t.app.db, order.billingNo)).toHaveLength(1);
    const repeats = (await eventsOf(t.app.db, order.billingNo)).filter(
      (e) => e.detail.action === 'repeat_payment',
    );
    expect(repeats).toHaveLength(1);
  });

  it('fails only from created or pending, keeping the reason', async () => {
    const order = await open();
    const failed = await orders().confirmPayment(
      paidInput(order, { action: 'failed', detail: { reason: 'declined' } }),
    );
    expect(failed.outcome).toBe('applied');
    expect(failed.order).toMatchObject({ status: 'failed', failReason: 'declined' });
    expect((await orders().confirmPayment(paidInput(order, { action: 'failed' }))).outcome).toBe(
      'duplicate',
    );
    const paid = await open();
    await orders().confirmPayment(paidInput(paid));
    const late = await orders().confirmPayment(paidInput(paid, { action: 'failed' }));
    expect(late.outcome).toBe('ignored');
    expect(late.order!.status).toBe('paid');
  });

  it('moves created -> pending and refunds only paid or delivered orders', async () => {
    const order = await open();
    const pending = await orders().confirmPayment(paidInput(order, { action: 'pending' }));
    expect(pending).toMatchObject({ outcome: 'applied', order: { status: 'pending' } });
    const early = await orders().confirmPayment(paidInput(order, { action: 'refunded' }));
    expect(early.outcome).toBe('ignored');
    await orders().confirmPayment(paidInput(order));
    const refund = await orders().confirmPayment(paidInput(order, { action: 'refunded' }));
    expect(refund).toMatchObject({ outcome: 'applied', order: { status: 'refunded' } });
    // A late copy of the original paid callback does not resurrect a refunded order.
    const late = await orders().confirmPayment(paidInput(order));
    expect(late).toMatchObject({ outcome: 'ignored', order: { status: 'refunded' } });
    const trail = (await eventsOf(t.app.db, order.billingNo)).map((e) => e.toStatus);
    expect(trail).toEqual(['created', 'pending', 'paid', 'refunded']);
  });
});
