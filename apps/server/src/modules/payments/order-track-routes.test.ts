import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderTrack } from '@topup/contracts/order-track';
import { ResultCode } from '@topup/contracts/result-codes';
import { loadTenants } from '@topup/tenants/all-tenants';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { emulatorTestKit } from '@topup/demo/emulators/emulator-test-kit';
import { testClock } from '../orders/test-kit.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { hostOf } from './test-kit.ts';

// The live delivery tracker (issue 18) through the app: a PayPal order followed from created to
// delivered, as one read and as a Server-Sent Events stream that pushes each change and ends when
// the order can no longer change.

const clock = testClock(new Date().toISOString());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { now: clock.now, paymentTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t.close());
const kit = emulatorTestKit(() => t);

type Paid = Awaited<ReturnType<typeof kit.pay>>;
const query = (order: Paid) =>
  new URLSearchParams({ billing_no: order.billingNo, oauth_token: String(order.token) });
const track = async (order: Paid) => {
  const res = await t.app.inject({
    url: `/api/pay/orderTrack?${query(order)}`,
    headers: { host: hostOf(order.tenant) },
  });
  return res.json<{ code: number; data: OrderTrack }>();
};
/** The stream's `track` events, in order. */
const eventsOf = (body: string) =>
  body
    .split('\n\n')
    .filter((block) => block.startsWith('event: track\n'))
    .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as OrderTrack);

describe('GET /api/pay/orderTrack', () => {
  it('follows an order created → paid → sent → delivered, and streams the changes', async () => {
    const order = await kit.pay('pay/paypal_pay');
    const created = await track(order);
    expect(created).toMatchObject({
      code: 1,
      data: { billing_no: order.billingNo, state: 'created', delayed: false, final: false },
    });
    expect(created.data.steps.map((s) => [s.step, s.at === null])).toEqual([
      ['created', false],
      ['paid', true],
      ['sent', true],
      ['delivered', true],
    ]);

    const orderId = new URL(order.url).searchParams.get('token')!;
    await kit.choose('paypal', orderId, 'succeed');
    await kit.sendNotifications();
    expect((await track(order)).data).toMatchObject({ state: 'paid', attempts: 0 });

    // The stream opens on the paid order; the relay delivers while it is open.
    const stream = t.app.inject({
      url: `/api/pay/orderTrack/stream?${query(order)}`,
      headers: { host: hostOf(order.tenant) },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await kit.relay()).toMatchObject({ delivered: 1 });
    const res = await stream;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = eventsOf(res.body);
    expect(events.map((e) => e.state)).toEqual(['paid', 'delivered']);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ final: true, attempts: 1, delayed: false });
    expect(done.steps.every((s) => s.at !== null)).toBe(true);
  });

  it('says "delayed" once a paid order has waited more than 5 minutes for the game', async () => {
    const order = await kit.pay('pay/paypal_pay');
    await kit.choose('paypal', new URL(order.url).searchParams.get('token')!, 'succeed');
    await kit.sendNotifications();
    expect((await track(order)).data.delayed).toBe(false);
    clock.advance(5 * 60_000 + 1_000);
    expect((await track(order)).data).toMatchObject({ state: 'paid', delayed: true });
  });

  it('answers -600 without a live token and -404 for an order that is not the player’s', async () => {
    const order = await kit.pay('pay/paypal_pay');
    const host = hostOf(order.tenant);
    const noToken = await t.app.inject({
      url: `/api/pay/orderTrack/stream?billing_no=${order.billingNo}`,
      headers: { host },
    });
    expect(noToken.json()).toMatchObject({ code: ResultCode.NotLoggedIn });
    const unknown = await t.app.inject({
      url: `/api/pay/orderTrack?${new URLSearchParams({ billing_no: 'TP000000000000', oauth_token: String(order.token) })}`,
      headers: { host },
    });
    expect(unknown.json()).toMatchObject({ code: ResultCode.NotFound });
  });
});

describe("the brand's patience (deliveryDelayMinutes in its tenant file)", () => {
  const brandClock = testClock(new Date().toISOString());
  let brand: TestApp;
  beforeAll(async () => {
    const tenants = loadTenants().map((t) =>
      t.id === 'watt' ? { ...t, deliveryDelayMinutes: 1 } : t,
    );
    brand = await createTestApp(
      {},
      { now: brandClock.now, tenants, paymentTransport: (app) => createInjectTransport(app) },
    );
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await brand.close();
  });
  const brandKit = emulatorTestKit(() => brand);

  it('a brand that allows 1 minute says "delayed" after 1 minute', async () => {
    const order = await brandKit.pay('pay/paypal_pay');
    await brandKit.choose('paypal', new URL(order.url).searchParams.get('token')!, 'succeed');
    await brandKit.sendNotifications();
    const read = async () =>
      (
        await brand.app.inject({
          url: `/api/pay/orderTrack?${query(order)}`,
          headers: { host: hostOf(order.tenant) },
        })
      ).json<{ data: OrderTrack }>().data;
    expect(await read()).toMatchObject({ state: 'paid', delayed: false });
    brandClock.advance(61_000);
    expect(await read()).toMatchObject({ state: 'paid', delayed: true });

    // The instance shuts down while the player watches: the stream ends at once (the browser
    // reconnects elsewhere) instead of holding the shutdown for its 10 minutes.
    const stream = brand.app.inject({
      url: `/api/pay/orderTrack/stream?${query(order)}`,
      headers: { host: hostOf(order.tenant) },
    });
    await new Promise((r) => setTimeout(r, 300));
    const closing = Date.now();
    closed = true;
    await brand.close();
    const res = await stream;
    expect(Date.now() - closing).toBeLessThan(5_000);
    expect(eventsOf(res.body).map((e) => e.delayed)).toEqual([true]);
  });
});
