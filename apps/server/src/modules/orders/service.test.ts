import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { eventsOf, newOrderInput, paidInput, testClock } from './test-kit.ts';

let t: TestApp;
const clock = testClock('2026-03-01T23:59:00.000Z');
beforeAll(async () => {
  t = await createTestApp({ orderTtlMinutes: 15 }, { now: clock.now });
});
afterAll(() => t.close());
const orders = () => t.app.orders;

describe('createOrder', () => {
  it("opens a 'created' order with a fresh billing number, TTL and a first event", async () => {
    const a = await orders().createOrder(newOrderInput());
    const b = await orders().createOrder(newOrderInput());
    expect(a.billingNo).toMatch(/^TP260301\d{10}$/);
    expect(b.billingNo).not.toBe(a.billingNo);
    expect(a).toMatchObject({ status: 'created', tenantId: 'watt', value: 300, bonus: 30 });
    expect(a.createdAt.toISOString()).toBe('2026-03-01T23:59:00.000Z');
    expect(a.expiresAt.toISOString()).toBe('2026-03-02T00:14:00.000Z');
    expect(await eventsOf(t.app.db, a.billingNo)).toMatchObject([
      { fromStatus: null, toStatus: 'created', source: 'pay' },
    ]);
  });
});

describe('markPending and markFailed', () => {
  it('stores the pay link once the provider gave one', async () => {
    const order = await orders().createOrder(newOrderInput());
    await orders().markPending('watt', order.billingNo, {
      payUrl: 'https://pay.example/c/1',
      providerTxnId: 'sp_1',
    });
    expect(await orders().getOrder('watt', order.billingNo)).toMatchObject({
      status: 'pending',
      payUrl: 'https://pay.example/c/1',
      providerTxnId: 'sp_1',
    });
    // Only from created: a second call changes nothing.
    await orders().markPending('watt', order.billingNo, { payUrl: 'https://other.example' });
    expect((await orders().getOrder('watt', order.billingNo))!.payUrl).toBe(
      'https://pay.example/c/1',
    );
  });

  it('fails an order the pay flow gave up on, and refuses an unknown one', async () => {
    const order = await orders().createOrder(newOrderInput());
    await orders().markFailed('watt', order.billingNo, 'pay link outside allowed origins');
    expect(await orders().getOrder('watt', order.billingNo)).toMatchObject({
      status: 'failed',
      failReason: 'pay link outside allowed origins',
    });
    await expect(orders().markPending('ko', order.billingNo, {})).rejects.toThrow(/not found/);
  });
});

describe('getOrder', () => {
  it("is tenant-scoped: another brand's billing number is not found", async () => {
    const order = await orders().createOrder(newOrderInput());
    expect(await orders().getOrder('watt', order.billingNo)).not.toBeNull();
    expect(await orders().getOrder('ko', order.billingNo)).toBeNull();
  });
});

describe('sweepExpired', () => {
  it('expires created and pending orders past their TTL only, with an event each', async () => {
    // Expire whatever earlier tests left open, then start from a clean slate.
    clock.advance(60 * 60_000);
    await orders().sweepExpired();
    const created = await orders().createOrder(newOrderInput());
    const pending = await orders().createOrder(newOrderInput());
    await orders().markPending('watt', pending.billingNo, { payUrl: 'https://pay.example' });
    const paid = await orders().createOrder(newOrderInput());
    await orders().confirmPayment(paidInput(paid));
    clock.advance(14 * 60_000);
    expect(await orders().sweepExpired()).toBe(0);
    clock.advance(60_000);
    expect(await orders().sweepExpired()).toBe(2);
    expect(await orders().sweepExpired()).toBe(0);
    for (const [o, from] of [
      [created, 'created'],
      [pending, 'pending'],
    ] as const) {
      expect((await orders().getOrder('watt', o.billingNo))!.status).toBe('expired');
      expect((await eventsOf(t.app.db, o.billingNo)).at(-1)).toMatchObject({
        fromStatus: from,
        toStatus: 'expired',
        source: 'sweep',
      });
    }
    expect((await orders().getOrder('watt', paid.billingNo))!.status).toBe('paid');
    // Money that arrives after expiry is still honoured.
    const late = await orders().confirmPayment(paidInput(created));
    expect(late).toMatchObject({ outcome: 'applied', order: { status: 'paid' } });
  });
});
