import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payEndpoints, type PayEndpoint } from '@topup/contracts/payment-families';
import { payResponseSchema } from '@topup/contracts/payments';
import { ResultCode } from '@topup/contracts/result-codes';
import { orders } from '../../db/tables/payments.ts';
import { sandboxPayments } from '../../db/tables/sandbox.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { en } from '../../i18n/messages/en.ts';
import { emulatedComponents } from './providers/protocol-provider.ts';
import { createPayTestApp, hostOf, payKit, tenantById } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const kit = payKit(() => t);
const endpoints = Object.keys(payEndpoints) as PayEndpoint[];
const orderOf = async (billingNo: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo)))[0];

describe('the 23 pay endpoints', () => {
  it.each(endpoints)('%s creates a pending order at the server price', async (endpoint) => {
    const method = await kit.methodFor(endpoint);
    const { tenant, body, priceMinor } = await kit.payloadFor(method);
    const host = hostOf(tenant);
    // A tampering client: none of these reach the order.
    const tampered = {
      ...body,
      price: '0.01',
      price_minor: 1,
      amount: 1,
      amount_minor: 1,
      currency: 'XXX',
    };
    const res = await kit.post(host, `/api/${endpoint}`, tampered);
    expect(res, JSON.stringify(res)).toMatchObject({ status: 200, code: 1 });
    const data = payResponseSchema.parse(res.data);
    expect(data.billing_no).toMatch(/^TP\d{16}$/);

    const order = await orderOf(data.billing_no);
    expect(order).toMatchObject({
      tenantId: tenant.id,
      status: 'pending',
      amountMinor: priceMinor,
      originalAmountMinor: priceMinor,
      endpoint,
      provider: payEndpoints[endpoint].provider,
      familyId: method.familyId,
      methodKey: method.methodKey,
      country: method.country,
      suid: '10000001',
      roleId: body.role_id,
      serverId: body.server_id,
      productId: body.product_id,
    });
    expect(order!.meta).toMatchObject({
      did: 'device-1',
      session_id: 'session-1',
      traffic_source: 'test',
    });
    expect(order!.meta).not.toHaveProperty('oauth_token');
    // The provider (its emulator, or the in-process sandbox) was asked for exactly the server's
    // price. A drop-in whose component is not emulated (Airwallex, AliPay card) stays on the
    // sandbox's drop-in even where its provider has an emulator.
    const dropInOnSandbox =
      t.app.paymentProviders.registry.get(order!.provider)!.isDropIn(method) &&
      !emulatedComponents.has(order!.provider);
    const emulated = t.app.emulators.kits.has(order!.provider) && !dropInOnSandbox;
    // Razer's hosted page (ADR 0046) takes the signed request when the player arrives: nothing
    // exists at the provider before, so the page is opened first, as the player's browser would.
    if (emulated && !data.drop_in && order!.provider === 'razer') {
      const page = new URL(data.url);
      const opened = await t.app.inject({
        method: 'GET',
        url: page.pathname + page.search,
        headers: { host: page.host },
      });
      // The emulator records the payment and sends the payer on to its checkout (302).
      expect(opened.statusCode).toBe(302);
    }
    const [payment] = emulated
      ? [await t.app.emulators.store.findByRef(order!.provider, tenant.id, data.billing_no)]
      : await t.app.db
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.merchantRef, data.billing_no));
    expect(payment).toMatchObject({
      amountMinor: priceMinor,
      tenantId: tenant.id,
      provider: order!.provider,
    });
    if (emulated) {
      // A provider's emulator (issue 14): a component talks to the emulator on this origin and
      // has no pay page; a redirect goes to the emulator's page, on this origin or (the pages
      // the emulator serves beside its API: Xsolla, PayPal) on the sandbox URL's.
      if (data.drop_in) {
        expect(data.url).toBe('');
        expect(data.drop_in.emulator_url).toBe(`http://${host}/emulator/${order!.provider}/`);
        expect(order!.payUrl).toBe('');
      } else {
        const page = new URL(data.url);
        expect([`http://${host}`, new URL(t.config.paymentSandboxUrl).origin]).toContain(
          page.origin,
        );
        expect(page.pathname).toMatch(new RegExp(`^/emulator/${order!.provider}/`));
        expect(order!.payUrl).toBe(data.url);
      }
      return;
    }
    if (data.drop_in) {
      expect(data.url).toBe('');
      expect(data.drop_in.script_url).toBe(`http://${host}/sandbox/dropin.js`);
      expect(data.drop_in.session_id).toBe(payment!.id);
    } else {
      expect(data.url).toBe(`http://${host}/sandbox/checkout/${payment!.id}`);
    }
    expect(order!.payUrl).toBe(`http://${host}/sandbox/checkout/${payment!.id}`);
  });

  it.each(endpoints)('%s refuses a method of another family (-3042)', async (endpoint) => {
    const families = payEndpoints[endpoint].families as readonly number[];
    const other = await kit.methodFor(
      endpoint === 'pay/paypal_pay' ? 'pay/adyen_pay' : 'pay/paypal_pay',
    );
    expect(families).not.toContain(other.familyId);
    const { tenant, body } = await kit.payloadFor(other);
    const res = await kit.post(hostOf(tenant), `/api/${endpoint}`, body);
    expect(res).toMatchObject({ code: ResultCode.BadPayParams, msg: en['pay.badParams'] });
  });
});

describe('pay refusals', () => {
  const paypalPayload = async () => kit.payloadFor(await kit.methodFor('pay/paypal_pay'));
  const pay = async (body: Record<string, unknown>, endpoint = 'pay/paypal_pay', host?: string) =>
    kit.post(host ?? hostOf(tenantById('watt')), `/api/${endpoint}`, body);
  const countOrders = async () => (await t.app.db.select().from(orders)).length;

  it('refuses a character of another account or on another server (-3030)', async () => {
    const { body } = await paypalPayload();
    const before = await countOrders();
    // 1002031 belongs to the card account.
    expect(await pay({ ...body, server_id: '1002', role_id: '1002031' })).toMatchObject({
      code: -3030,
    });
    expect(await pay({ ...body, server_id: '1002' })).toMatchObject({ code: -3030 });
    expect(await pay({ ...body, role_id: 'nope' })).toMatchObject({ code: -3030 });
    expect(await countOrders()).toBe(before);
  });

  it('answers the SPEC §5 messages for an unknown payway (-3040) and channel (-3041)', async () => {
    const { body } = await paypalPayload();
    expect(await pay({ ...body, payway_id: 99999 })).toMatchObject({
      code: ResultCode.PaywayMissing,
      msg: 'payway_id is no exist',
    });
    expect(await pay({ ...body, channel_id: 'nope' })).toMatchObject({
      code: ResultCode.ChannelMissing,
      msg: 'Channel ID does not exist, try again.',
    });
    const { channel_id: _drop, ...legacy } = body;
    expect(await pay({ ...legacy, channel: 'nope' })).toMatchObject({
      code: ResultCode.ChannelMissing,
    });
    expect(await pay({ ...legacy, channel: body.channel_id })).toMatchObject({ code: 1 });
    // A method of this country does not exist elsewhere.
    expect(await pay({ ...body, country: 'ZZ' })).toMatchObject({ code: ResultCode.PaywayMissing });
  });

  it('refuses a price outside the bounds and a platform the method does not allow (-3042)', async () => {
    const bounded = await kit.methodFor('pay/xsolla_pay', (row) => row.minMoney > 0);
    const { tenant, body } = await kit.payloadFor(bounded);
    const cheapest = `${tenant.games[0]!.code}-diamonds-60`;
    expect(await pay({ ...body, product_id: cheapest }, 'pay/xsolla_pay')).toMatchObject({
      code: ResultCode.BadPayParams,
    });
    // Payermax Apple Pay is seeded next to every country's methods, for iOS only.
    const payermax = await kit.methodFor('pay/payermax_pay');
    const { body: pm } = await kit.payloadFor(payermax);
    const host = hostOf(tenantById(payermax.tenantId));
    const applePay = { ...pm, payway_id: 11801, channel_id: 'applepay' };
    const web = await pay({ ...applePay, platform: 'web' }, 'pay/payermax_pay', host);
    expect(web).toMatchObject({ code: ResultCode.BadPayParams });
    const ios = await pay({ ...applePay, platform: 'ios' }, 'pay/payermax_pay', host);
    expect(ios).toMatchObject({ code: 1 });
  });

  it('refuses any coupon until coupons exist (-3062)', async () => {
    const { body } = await paypalPayload();
    expect(await pay({ ...body, coupon_code: 'WELCOME10' })).toMatchObject({
      code: ResultCode.IllegalCoupon,
    });
  });

  it('needs a verified login of this brand and game (-600, 6001)', async () => {
    const { body } = await paypalPayload();
    const { oauth_token: _token, ...anonymous } = body;
    expect(await pay(anonymous)).toMatchObject({ code: ResultCode.NotLoggedIn });
    const unverified = await kit.tokenFor(tenantById('watt'), 'unverified');
    expect(await pay({ ...body, oauth_token: unverified })).toMatchObject({
      code: ResultCode.NotVerified,
    });
    const dragonToken = await kit.tokenFor(tenantById('dragon'));
    expect(await pay({ ...body, oauth_token: dragonToken })).toMatchObject({
      code: ResultCode.NotLoggedIn,
    });
  });

  it("refuses another brand's client id (-3001) and an area the brand lacks (-3014)", async () => {
    const { body } = await paypalPayload();
    const dragonClient = tenantById('dragon').games[0]!.clients.web.clientId;
    expect(await pay({ ...body, client_id: dragonClient })).toMatchObject({
      code: ResultCode.NoGame,
    });
    expect(await pay({ ...body, domain_area: 'kr' })).toMatchObject({
      code: ResultCode.WrongDomain,
    });
  });

  it('answers 400 for a malformed body and an unknown product', async () => {
    const { body } = await paypalPayload();
    expect(await pay({ ...body, payway_id: 'x' })).toMatchObject({ status: 400, code: -400 });
    expect(await pay({ ...body, product_id: 'nope' })).toMatchObject({ code: -400 });
  });

  it('two identical clicks are two payment attempts (two orders, two provider payments)', async () => {
    const { body } = await paypalPayload();
    const a = await pay(body);
    const b = await pay(body);
    expect(a.code).toBe(1);
    expect(b.code).toBe(1);
    expect(a.data.billing_no).not.toBe(b.data.billing_no);
    expect(a.data.url).not.toBe(b.data.url);
    const rows = await t.app.db
      .select()
      .from(orders)
      .where(and(eq(orders.billingNo, a.data.billing_no)));
    expect(rows).toHaveLength(1);
  });
});
