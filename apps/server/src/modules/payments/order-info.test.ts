import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInfoSchema } from '@topup/contracts/payments';
import { ResultCode } from '@topup/contracts/result-codes';
import { orderEvents, orders, paymentMethods } from '../../db/tables/payments.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';
import {
  createPayTestApp,
  hostOf,
  payKit,
  signedCallback,
  tenantById,
  type Answer,
} from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const kit = payKit(() => t);
const watt = tenantById('watt');
const orderOf = async (billingNo: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo)))[0]!;

/** A pending order at a provider on the generic sandbox (PayPal speaks its own protocol now). */
async function pendingOrder() {
  const { body } = await kit.payloadFor(await kit.methodFor('pay/pingpongx_pay'));
  const res = await kit.post(hostOf(watt), '/api/pay/pingpongx_pay', body);
  expect(res.code).toBe(1);
  return { order: await orderOf(res.data.billing_no), token: String(body.oauth_token) };
}

async function info(query: Record<string, string>, host = hostOf(watt)): Promise<Answer> {
  const res = await t.app.inject({
    url: `/api/pay/getOrderInfo?${new URLSearchParams(query)}`,
    headers: { host },
  });
  return { status: res.statusCode, ...res.json() };
}

/** The payer's choice on the sandbox's hosted page; its callback is not sent (no sender run). */
async function choose(payUrl: string, action: 'succeed' | 'decline' | 'pending') {
  const url = new URL(payUrl);
  const res = await t.app.inject({
    method: 'POST',
    url: `${url.pathname}/${action}`,
    headers: { host: url.host },
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /api/pay/getOrderInfo', () => {
  it('answers the simple fields, and the full ones with money and pay link', async () => {
    const { order, token } = await pendingOrder();
    const simple = await info({ billing_no: order.billingNo, simple: '1', oauth_token: token });
    expect(simple.code).toBe(1);
    expect(orderInfoSchema.parse(simple.data)).toEqual({
      status: -1,
      billing_no: order.billingNo,
      user_name: 'demo',
      game_name: order.gameName,
      game_server_name: order.serverName,
      role_name: order.roleName,
      product_name: order.productName,
    });
    const full = await info({ billing_no: order.billingNo, oauth_token: token });
    expect(full.data).toMatchObject({
      status: -1,
      amount_minor: order.amountMinor,
      currency: order.currency,
      pay_url: order.payUrl,
      delivered: false,
    });
  });

  it('a full read of a pending order asks the provider: paid there -> paid here, once', async () => {
    const { order, token } = await pendingOrder();
    await choose(order.payUrl!, 'succeed');
    // simple=1 (the popup's poll) does not ask the provider.
    expect(
      (await info({ billing_no: order.billingNo, simple: '1', oauth_token: token })).data.status,
    ).toBe(-1);
    const full = await info({ billing_no: order.billingNo, oauth_token: token });
    expect(full.data).toMatchObject({ status: 1 });
    const row = await orderOf(order.billingNo);
    expect(row.status).toBe('paid');
    expect(await kit.outboxRows(order.billingNo)).toHaveLength(1);
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.billingNo, order.billingNo));
    expect(events.find((e) => e.toStatus === 'paid')?.source).toBe('recheck');

    // The provider's callback arrives afterwards: a duplicate, not a second payment or delivery.
    const paid = {
      event_id: `evt_late_${order.billingNo}`,
      tenant_id: 'watt',
      merchant_ref: order.billingNo,
      provider_txn_id: row.providerTxnId!,
      status: 'succeeded',
      amount_minor: order.amountMinor,
      currency: order.currency,
    };
    const signed = signedCallback(() => t, paid, { provider: 'pingpong' });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/pingpong',
      headers: { host: 'x.example', ...signed.headers },
      payload: signed.raw,
    });
    expect(late.json()).toMatchObject({ code: 1, data: { outcome: 'duplicate' } });
    expect(await kit.outboxRows(order.billingNo)).toHaveLength(1);
    expect((await info({ billing_no: order.billingNo, oauth_token: token })).data.status).toBe(1);
  });

  it('declined there -> fail here; left pending there -> still pending', async () => {
    const declined = await pendingOrder();
    await choose(declined.order.payUrl!, 'decline');
    const res = await info({ billing_no: declined.order.billingNo, oauth_token: declined.token });
    expect(res.data.status).toBe(-2);
    const later = await pendingOrder();
    await choose(later.order.payUrl!, 'pending');
    expect(
      (await info({ billing_no: later.order.billingNo, oauth_token: later.token })).data.status,
    ).toBe(-1);
    expect((await orderOf(later.order.billingNo)).status).toBe('pending');
  });

  it("is the player's own: -600 without a login, -404 for another's or an unknown order", async () => {
    const { order } = await pendingOrder();
    expect(await info({ billing_no: order.billingNo })).toMatchObject({
      code: ResultCode.NotLoggedIn,
    });
    const norole = await kit.tokenFor(watt, 'norole');
    expect(await info({ billing_no: order.billingNo, oauth_token: norole })).toMatchObject({
      code: ResultCode.NotFound,
    });
    const mine = await kit.tokenFor(watt);
    expect(await info({ billing_no: 'TP0000000000000000', oauth_token: mine })).toMatchObject({
      code: ResultCode.NotFound,
    });
    // Another brand's host never sees watt's order.
    const dragon = tenantById('dragon');
    const dragonToken = await kit.tokenFor(dragon);
    const cross = await info(
      { billing_no: order.billingNo, oauth_token: dragonToken },
      hostOf(dragon),
    );
    expect(cross).toMatchObject({ code: ResultCode.NotFound });
  });

  it("answers another game's token alike for an existing and an unknown order (no billing-number oracle)", async () => {
    const { order } = await pendingOrder();
    // The same player, logged in for watt's other game product: the order is not that game's.
    const otherGame = watt.games[1]!.clients.web.clientId;
    expect(otherGame).not.toBe(order.clientId);
    const { oauth_token: token } = await loginAs(t.app, hostOf(watt), { clientId: otherGame });
    const existing = await info({ billing_no: order.billingNo, oauth_token: token });
    const unknown = await info({ billing_no: 'TP0000000000000001', oauth_token: token });
    expect(existing).toEqual(unknown);
    expect(existing).toMatchObject({ code: ResultCode.NotFound, data: null });
    // Another player's order and another brand's order read the same too.
    const norole = await kit.tokenFor(watt, 'norole');
    expect(await info({ billing_no: order.billingNo, oauth_token: norole })).toEqual(unknown);
    const dragon = tenantById('dragon');
    const dragonToken = await kit.tokenFor(dragon);
    const unknownOnDragon = await info(
      { billing_no: 'TP0000000000000001', oauth_token: dragonToken },
      hostOf(dragon),
    );
    expect(
      await info({ billing_no: order.billingNo, oauth_token: dragonToken }, hostOf(dragon)),
    ).toEqual(unknownOnDragon);
    // A token of no live login is -600 whether or not the order exists.
    const forged = 'x'.repeat(40);
    const a = await info({ billing_no: order.billingNo, oauth_token: forged });
    const b = await info({ billing_no: 'TP0000000000000001', oauth_token: forged });
    expect(a).toEqual(b);
    expect(a.code).toBe(ResultCode.NotLoggedIn);
  });
});

describe("the goods name in the reader's language (issue 17 defect 7)", () => {
  const read = async (billingNo: string, token: string, lang: string) => {
    const res = await info({
      billing_no: billingNo,
      simple: '1',
      oauth_token: token,
      spec_lang: lang,
    });
    expect(res.code).toBe(1);
    return (res.data as { product_name: string }).product_name;
  };

  it('names goods from the catalog, whatever language the order was bought in', async () => {
    const { order, token } = await pendingOrder();
    const value = order.value;
    expect(await read(order.billingNo, token, 'ar')).toBe(`${value} ماسة`);
    expect(await read(order.billingNo, token, 'ru')).toBe(`${value} алмазов`);
    expect(await read(order.billingNo, token, 'de')).toBe(`${value} Diamanten`);
    expect(await read(order.billingNo, token, 'en')).toBe(`${value} Diamonds`);
  });

  it('names a make-up payment and a card redemption in the language too', async () => {
    const { order, token } = await pendingOrder();
    const set = (productId: string) =>
      t.app.db.update(orders).set({ productId }).where(eq(orders.billingNo, order.billingNo));
    await set('replenish');
    expect(await read(order.billingNo, token, 'ar')).toBe('دفعة تكميلية');
    expect(await read(order.billingNo, token, 'ru')).toBe('Доплата');
    await set('prepaid-card');
    const amount = (order.value + order.bonus).toLocaleString('en-US');
    expect(await read(order.billingNo, token, 'de')).toBe(`${amount} Diamanten`);
    // Goods gone from the catalog keep the name stored with the order.
    await set('retired-goods');
    expect(await read(order.billingNo, token, 'ar')).toBe(order.productName);
  });
});

describe('the payment method as the player saw it (issue 29 item 7)', () => {
  const methodName = async (billingNo: string, token: string, lang: string, simple = '0') => {
    const res = await info({ billing_no: billingNo, simple, oauth_token: token, spec_lang: lang });
    expect(res.code).toBe(1);
    return (res.data as { pay_method_name?: string }).pay_method_name;
  };

  it('names the listed method in the reader’s language, a sub-method after its method', async () => {
    const { order, token } = await pendingOrder();
    expect(order.methodKey).toMatch(/^\d+_pingpong$/);
    expect(await methodName(order.billingNo, token, 'en')).toBe('PingPong');
    // The popup's simple read stays as SPEC §4 has it.
    expect(await methodName(order.billingNo, token, 'en', '1')).toBeUndefined();

    const [visa] = await t.app.db
      .select()
      .from(paymentMethods)
      .where(
        and(eq(paymentMethods.tenantId, order.tenantId), eq(paymentMethods.channelId, 'visa')),
      );
    expect(visa?.parentKey).toBeTruthy();
    await t.app.db
      .update(orders)
      .set({ country: visa!.country, methodKey: visa!.methodKey })
      .where(eq(orders.billingNo, order.billingNo));
    expect(await methodName(order.billingNo, token, 'en')).toBe('Credit / debit card · Visa');
    expect(await methodName(order.billingNo, token, 'de')).toBe('Kredit-/Debitkarte · Visa');

    // A method since removed from the listing: no name, and never its internal key.
    await t.app.db
      .update(orders)
      .set({ methodKey: '999_retired' })
      .where(eq(orders.billingNo, order.billingNo));
    expect(await methodName(order.billingNo, token, 'en')).toBeUndefined();

    // A card redemption was paid by the card.
    await t.app.db
      .update(orders)
      .set({ productId: 'prepaid-card', country: '' })
      .where(eq(orders.billingNo, order.billingNo));
    expect(await methodName(order.billingNo, token, 'ja')).toBe('プリペイドカード');
    await t.app.db
      .update(orders)
      .set({ productId: 'gift-card' })
      .where(eq(orders.billingNo, order.billingNo));
    expect(await methodName(order.billingNo, token, 'en')).toBe('Gift card');
  });
});
