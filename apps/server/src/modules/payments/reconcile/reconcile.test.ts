import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../../db/tables/payments.ts';
import { testClock } from '../../orders/test-kit.ts';
import { hostOf, payKit, tenantById } from '../test-kit.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

// Through the app: a player pays on the provider's page (PayPal's, its emulator), the provider's
// notification never arrives (no notification sender runs here), and the reconciliation job asks
// the provider, which for PayPal means capturing the approved order, and settles the order.

const clock = testClock(new Date().toISOString());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { now: clock.now, paymentTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t.close());
const kit = payKit(() => t);
const watt = tenantById('watt');

const orderOf = async (billingNo: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo)))[0]!;

async function pendingOrder() {
  const { body } = await kit.payloadFor(await kit.methodFor('pay/paypal_pay'));
  const res = await kit.post(hostOf(watt), '/api/pay/paypal_pay', body);
  expect(res.code).toBe(1);
  return orderOf(res.data.billing_no);
}

/**
 * The payer's choice on the provider's hosted page: PayPal's approval page (its emulator, issue
 * 14) leads to the emulator's checkout; the approved order is captured by whoever asks next.
 */
async function payOnProviderPage(payUrl: string) {
  const url = new URL(payUrl);
  const page = await t.app.inject({ url: url.pathname + url.search, headers: { host: url.host } });
  const checkout = page.statusCode === 302 ? page.headers.location! : url.pathname;
  const res = await t.app.inject({
    method: 'POST',
    url: `${checkout}/succeed`,
    headers: { host: url.host },
  });
  expect(res.statusCode).toBe(200);
}

describe('reconciliation with the provider', () => {
  it('settles a paid order whose notification never arrived, once, and only when due', async () => {
    const order = await pendingOrder();
    await payOnProviderPage(order.payUrl!);
    // Too early: the notification may still come.
    expect(await t.app.reconciler.runOnce()).toEqual({ asked: 0, settled: 0, unanswered: 0 });
    clock.advance(4 * 60_000);
    const run = await t.app.reconciler.runOnce();
    expect(run).toMatchObject({ settled: 1 });
    expect((await orderOf(order.billingNo)).status).toBe('paid');
    expect(await kit.outboxRows(order.billingNo)).toHaveLength(1);
    // Paid now: never asked again.
    clock.advance(60 * 60_000);
    await t.app.reconciler.runOnce();
    const paidEvents = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.billingNo, order.billingNo));
    expect(paidEvents.filter((e) => e.toStatus === 'paid')).toMatchObject([
      { source: 'recheck', detail: { reconcile: true } },
    ]);
  });

  it('pays and delivers an order that expired before the provider said it was paid', async () => {
    const order = await pendingOrder();
    await payOnProviderPage(order.payUrl!);
    // The notification is lost and the order's time runs out: the sweep expires it.
    clock.advance(31 * 60_000);
    await t.app.orders.sweepExpired();
    expect((await orderOf(order.billingNo)).status).toBe('expired');
    await t.app.reconciler.runOnce();
    expect((await orderOf(order.billingNo)).status).toBe('paid');
    await t.app.outboxRelay.runOnce();
    expect((await orderOf(order.billingNo)).status).toBe('delivered');
  });

  it('asks about an unpaid order on a widening schedule, not every minute', async () => {
    const order = await pendingOrder();
    clock.advance(4 * 60_000);
    const asked = async () => {
      await t.app.reconciler.runOnce();
      return (await orderOf(order.billingNo)).reconcileAttempts;
    };
    expect(await asked()).toBe(1);
    clock.advance(60_000);
    expect(await asked()).toBe(1); // next question 2 minutes after the first
    clock.advance(60_000);
    expect(await asked()).toBe(2);
    clock.advance(2 * 60_000);
    expect(await asked()).toBe(2); // then 5 minutes
    clock.advance(3 * 60_000);
    expect(await asked()).toBe(3);
    expect((await orderOf(order.billingNo)).status).toBe('pending');
  });
});
