import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { demoDeliveries } from '../../db/tables/demo-game.ts';
import { orders } from '../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';
import { paidInput, testClock } from '../orders/test-kit.ts';
import { priceFits } from '../payments/methods/listing-rules.ts';
import { payKit } from '../payments/test-kit.ts';
import type { MethodRow } from '../payments/providers/provider.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { hashReplenishId } from './link-id.ts';
import { en } from '../../i18n/messages/en.ts';
import { replenishKit, STAFF_TOKEN, VOLTAGE, WATT } from './test-kit.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { staffApiToken: STAFF_TOKEN },
    { now: clock.now, paymentTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t.close());
const kit = replenishKit(() => t);
const pay = payKit(() => t);

const inUniversal = (amount: number) => (row: MethodRow) =>
  row.tenantId === 'watt' &&
  (row.areas.length === 0 || row.areas.includes('universal')) &&
  priceFits(row.minMoney, row.maxMoney, amount);
let paypal: MethodRow;
let adyen: MethodRow;
let demoToken: string;
beforeAll(async () => {
  paypal = await pay.methodFor('pay/paypal_pay', inUniversal(499));
  adyen = await pay.methodFor('pay/adyen_pay', inUniversal(499));
  const login = await kit.ingameLogin({ replenish_id: (await kit.newLink()).replenish_id });
  demoToken = login.data.oauth_token;
});
beforeEach(() => clock.advance(1000));

function bodyFor(replenishId: string, method: MethodRow = paypal, token = demoToken) {
  return {
    client_id: VOLTAGE,
    replenish_id: replenishId,
    platform: 'web',
    domain_area: 'universal',
    country: method.country,
    payway_id: method.paywayId,
    channel_id: method.channelId,
    bcp47_lang: 'en-US',
    did: 'device-1',
    oauth_token: token,
  };
}
const endpointOf = (method: MethodRow) => (method === adyen ? 'pay/adyen_pay' : 'pay/paypal_pay');
const payLink = (id: string, method: MethodRow = paypal, extra: Record<string, unknown> = {}) =>
  pay.post(WATT, `/api/${endpointOf(method)}`, { ...bodyFor(id, method), ...extra });
const orderOf = async (billingNo: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo)))[0]!;
const ordersOf = (replenishId: string) =>
  t.app.db
    .select()
    .from(orders)
    .where(eq(orders.ref, hashReplenishId(replenishId)));

describe('paying a make-up payment link', () => {
  it("charges the link's amount whatever the client sends, settles the link and tells the game", async () => {
    const link = await kit.newLink({ amount_minor: 1234 });
    const tampered = {
      product_id: 'diamonds-300',
      price: '0.01',
      amount: 1,
      amount_minor: 1,
      price_minor: 1,
      currency: 'XXX',
      coupon_code: 'WEEKLY5',
    };
    const res = await payLink(link.replenish_id, paypal, tampered);
    expect(res, JSON.stringify(res)).toMatchObject({ status: 200, code: 1 });
    const order = await orderOf(res.data.billing_no);
    expect(order).toMatchObject({
      status: 'pending',
      purpose: 'replenish',
      ref: hashReplenishId(link.replenish_id),
      amountMinor: 1234,
      originalAmountMinor: 1234,
      currency: 'USD',
      value: 0,
      bonus: 0,
      productId: 'replenish',
      productName: 'Make-up payment',
      couponCode: null,
      suid: '10000001',
      // The notice goes to the account's first character in the game.
      roleId: '1001011',
      serverId: '1001',
    });
    expect(JSON.stringify(order.meta)).not.toContain(link.replenish_id);
    // PayPal (its own emulator, issue 14) was asked for the link's amount.
    const payment = await t.app.emulators.store.findByRef('paypal', 'watt', order.billingNo);
    expect(payment).toMatchObject({ amountMinor: 1234, currency: 'USD' });

    const confirmed = await t.app.orders.confirmPayment(paidInput(order));
    expect(confirmed.outcome).toBe('applied');
    expect(await kit.linkRow(link.replenish_id)).toMatchObject({
      status: 'settled',
      billingNo: order.billingNo,
      settledAt: clock.now(),
    });
    const info = await kit.get('/api/replenishment/replenishment_info', {
      replenish_id: link.replenish_id,
    });
    expect(info.data).toMatchObject({ status: 'paid', valid_time: 0 });

    // The demo game receives a 'replenish' notice: nothing credited, but on record.
    await t.app.outboxRelay.runOnce();
    expect((await orderOf(order.billingNo)).status).toBe('delivered');
    const role = await kit.get('/api/demo-game/role', { client_id: VOLTAGE, role_id: '1001011' });
    expect(role.data.deliveries).toContainEqual(
      expect.objectContaining({ delivery_id: order.billingNo, amount: 0, source: 'replenish' }),
    );

    // Paid: no second payment.
    expect(await payLink(link.replenish_id)).toMatchObject({
      code: -3016,
      msg: en['replenish.paid'],
    });
  });

  it('refuses an expired link (-3016), and a link of another account, game or brand', async () => {
    const link = await kit.newLink({ valid_seconds: 30 });
    clock.advance(31_000);
    expect(await payLink(link.replenish_id)).toMatchObject({
      code: -3016,
      msg: en['replenish.expired'],
    });

    const open = await kit.newLink();
    const norole = await loginAs(t.app, WATT, { clientId: VOLTAGE, username: 'norole' });
    const other = await pay.post(WATT, '/api/pay/paypal_pay', {
      ...bodyFor(open.replenish_id),
      oauth_token: norole.oauth_token,
    });
    expect(other).toMatchObject({ code: -3016, msg: en['replenish.otherAccount'] });

    const spark = await loginAs(t.app, WATT, { clientId: '11203' });
    const otherGame = await pay.post(WATT, '/api/pay/paypal_pay', {
      ...bodyFor(open.replenish_id),
      client_id: '11203',
      oauth_token: spark.oauth_token,
    });
    expect(otherGame).toMatchObject({ code: -3016, msg: en['replenish.otherGame'] });

    const ko = await loginAs(t.app, 'ko.localhost:8080', { clientId: '13103' });
    const otherBrand = await pay.post('ko.localhost:8080', '/api/pay/paypal_pay', {
      ...bodyFor(open.replenish_id),
      client_id: '13103',
      domain_area: 'kr',
      oauth_token: ko.oauth_token,
    });
    expect(otherBrand).toMatchObject({ code: -3016, msg: en['replenish.invalid'] });

    // Not logged in: -600 as for goods.
    const anonymous = await pay.post(WATT, '/api/pay/paypal_pay', {
      ...bodyFor(open.replenish_id),
      oauth_token: undefined,
    });
    expect(anonymous.code).toBe(-600);
    expect(await ordersOf(open.replenish_id)).toEqual([]);
  });

  it('keeps one order waiting per link: the same method reopens it, another one is refused', async () => {
    const link = await kit.newLink();
    const first = await payLink(link.replenish_id, paypal);
    expect(first.code).toBe(1);
    const again = await payLink(link.replenish_id, paypal);
    expect(again).toMatchObject({
      code: 1,
      data: { billing_no: first.data.billing_no, url: first.data.url },
    });
    const other = await payLink(link.replenish_id, adyen);
    expect(other).toMatchObject({ code: ResultCode.UnpaidLimitOrder, data: null });
    expect(other.msg).toMatch(/already waiting to be completed.*try again in 30 minutes/);
    expect(await ordersOf(link.replenish_id)).toHaveLength(1);

    // Once that order is over (declined here), the link can be paid another way.
    await t.app.orders.markFailed('watt', first.data.billing_no, 'declined');
    const next = await payLink(link.replenish_id, adyen);
    expect(next.code).toBe(1);
    expect(next.data.billing_no).not.toBe(first.data.billing_no);

    // A payment that still lands on the declined order is honoured; only the first paid order
    // settles the link.
    await t.app.orders.confirmPayment(paidInput(await orderOf(next.data.billing_no)));
    await t.app.orders.confirmPayment(paidInput(await orderOf(first.data.billing_no)));
    expect((await orderOf(first.data.billing_no)).status).toBe('paid');
    expect(await kit.linkRow(link.replenish_id)).toMatchObject({
      status: 'settled',
      billingNo: next.data.billing_no,
    });
  });

  it('frees the link when its waiting order expires', async () => {
    const link = await kit.newLink({ valid_minutes: 120 });
    const first = await payLink(link.replenish_id, paypal);
    clock.advance(31 * 60_000);
    const next = await payLink(link.replenish_id, adyen);
    expect(next.code).toBe(1);
    expect(next.data.billing_no).not.toBe(first.data.billing_no);
  });

  it('tells the game of an account without characters too (a notice without a character)', async () => {
    const link = await kit.newLink({ username: 'norole' });
    const login = await kit.ingameLogin({ replenish_id: link.replenish_id, username: 'norole' });
    const res = await pay.post(WATT, '/api/pay/paypal_pay', {
      ...bodyFor(link.replenish_id),
      oauth_token: login.data.oauth_token,
    });
    expect(res.code).toBe(1);
    const order = await orderOf(res.data.billing_no);
    expect(order).toMatchObject({ roleId: '', serverId: '', suid: '10000002' });
    await t.app.orders.confirmPayment(paidInput(order));
    await t.app.outboxRelay.runOnce();
    expect(await orderOf(order.billingNo)).toMatchObject({
      status: 'delivered',
      deliveryError: null,
    });
    const [notice] = await t.app.db
      .select()
      .from(demoDeliveries)
      .where(eq(demoDeliveries.deliveryId, order.billingNo));
    expect(notice).toMatchObject({ roleId: '', amount: 0, source: 'replenish' });
  });

  it('without replenish_id the goods fields are required (-400)', async () => {
    const res = await pay.post(WATT, '/api/pay/paypal_pay', {
      ...bodyFor('x'),
      replenish_id: undefined,
    });
    expect(res).toMatchObject({ status: 400, code: -400 });
    expect(res.msg).toMatch(/product_id, server_id and role_id are required/);
  });
});
