import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBadText } from '@topup/contracts/clean-text';
import { ResultCode } from '@topup/contracts/result-codes';
import { products } from '../db/tables/catalog.ts';
import { orders } from '../db/tables/payments.ts';
import { trackingEvents } from '../db/tables/tracking.ts';
import { ja } from '../i18n/messages/ja.ts';
import {
  createPayTestApp,
  hostOf,
  payKit,
  signedCallback,
  tenantById,
} from '../modules/payments/test-kit.ts';
import type { TestApp } from '../test/create-test-app.ts';
import { findBadText } from './input-hygiene.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const kit = payKit(() => t);
const watt = tenantById('watt');
const host = hostOf(watt);
const clientId = watt.games[0]!.clients.web.clientId;

type Answer = { status: number; code: number; msg: string; data: unknown };
async function send(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url,
    headers: { host, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, ...res.json() };
}
const rowsOf = async (table: typeof orders | typeof trackingEvents) =>
  (await t.app.db.select({ n: count() }).from(table))[0]!.n;

describe('hasBadText / findBadText', () => {
  it('finds NUL and lone surrogates, not paired ones', () => {
    expect(hasBadText('a\u0000b')).toBe(true);
    expect(hasBadText('\ud800')).toBe(true);
    expect(hasBadText('x\udc00')).toBe(true);
    expect(hasBadText('😀 ok, ünïcode, 中文')).toBe(false);
    expect(findBadText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a.1.c');
    expect(findBadText({ ['k\u0000']: 1 }, 'body')).toBe('body.k?');
    expect(findBadText({ a: 1, b: null, c: true }, 'body')).toBeNull();
  });
});

describe('NUL and lone surrogates are refused with -400 before any handler', () => {
  it.each([
    ['login', 'POST', '/util/login/auth', { username: 'a\u0000', password: 'x', client_id: '1' }],
    ['user info', 'GET', `/util/login/get_user_info?client_id=${clientId}&oauth_token=%00`],
    ['goods', 'GET', `/api/pay/getGoodsList?client_id=${clientId}%00`],
    ['order info', 'GET', '/api/pay/getOrderInfo?billing_no=TP12345%00'],
  ] as const)('%s', async (_name, method, url, payload?: unknown) => {
    const res = await send(method, url, payload, { 'accept-language': 'ja' });
    expect(res).toMatchObject({ status: 400, code: ResultCode.BadRequest, data: null });
    const field = /（(.+)）/.exec(res.msg)?.[1] ?? '';
    expect(res.msg).toBe(ja['request.badCharacters'].replace('{field}', field));
  });

  it('a pay call with a lone surrogate or NUL writes no order', async () => {
    const { body } = await kit.payloadFor(await kit.methodFor('pay/paypal_pay'));
    const before = await rowsOf(orders);
    for (const field of ['session_id', 'traffic_source', 'areaId', 'spec_lang', 'did']) {
      for (const bad of ['\ud800', 'x\u0000y']) {
        const res = await send('POST', '/api/pay/paypal_pay', { ...body, [field]: bad });
        expect(res, field).toMatchObject({ status: 400, code: ResultCode.BadRequest });
        expect(res.msg).toContain(`body.${field}`);
      }
    }
    expect(await rowsOf(orders)).toBe(before);
  });

  it('payway_id beyond int4 is a bad request, not a failed insert', async () => {
    const { body } = await kit.payloadFor(await kit.methodFor('pay/paypal_pay'));
    const before = await rowsOf(orders);
    for (const payway of [2 ** 31, 2 ** 53, 1e300]) {
      const res = await send('POST', '/api/pay/paypal_pay', { ...body, payway_id: payway });
      expect(res, String(payway)).toMatchObject({ status: 400, code: ResultCode.BadRequest });
      expect(res.msg).toContain('payway_id');
    }
    expect(await rowsOf(orders)).toBe(before);
  });

  it('a tracking event with NUL stores nothing', async () => {
    const before = await rowsOf(trackingEvents);
    const event = { event: 'page_view', id: 'evt-nul-1', ts: 1, fields: { page: 'a\u0000' } };
    const res = await send('POST', '/service/recharge/dot.php', { events: [event] });
    expect(res).toMatchObject({ status: 400, code: ResultCode.BadRequest });
    expect(res.msg).toContain('body.events.0.fields.page');
    expect(await rowsOf(trackingEvents)).toBe(before);
  });

  it('a signed provider callback with NUL in merchant_ref answers 400, never 500', async () => {
    const paid = {
      event_id: 'evt_nul_1',
      tenant_id: 'watt',
      merchant_ref: 'TP\u0000123',
      provider_txn_id: 'txn_1',
      status: 'succeeded',
      amount_minor: 100,
      currency: 'USD',
    };
    for (const provider of ['adyen', 'paypal']) {
      const { raw, headers } = signedCallback(() => t, paid, { provider });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/pay/notify/${provider}`,
        headers: { host, ...headers },
        payload: raw,
      });
      expect(res.statusCode, provider).toBe(400);
      expect(res.json()).toMatchObject({ code: ResultCode.BadRequest, data: null });
    }
  });
});

describe('prototype keys as languages', () => {
  const protoKeys = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

  it.each(protoKeys)(
    'getGoodsList and getThirdGift with spec_lang=%s answer English',
    async (k) => {
      const goods = await send('GET', `/api/pay/getGoodsList?client_id=${clientId}&spec_lang=${k}`);
      expect(goods.code).toBe(1);
      const en = await send('GET', `/api/pay/getGoodsList?client_id=${clientId}&spec_lang=en`);
      expect(goods.data).toEqual(en.data);
      const gifts = await send('GET', `/api/pay/getThirdGift?client_id=${clientId}&spec_lang=${k}`);
      expect(gifts.code).toBe(1);
      for (const gift of (gifts.data as { gifts: { name: unknown }[] }).gifts) {
        expect(typeof gift.name).toBe('string');
        expect(gift.name).not.toMatch(/native code/);
      }
    },
  );

  it.each(protoKeys)('a pay call with spec_lang=%s stores the English product name', async (k) => {
    const { body } = await kit.payloadFor(await kit.methodFor('pay/paypal_pay'));
    const res = await send('POST', '/api/pay/paypal_pay', { ...body, spec_lang: k });
    expect(res.code, JSON.stringify(res)).toBe(1);
    const billingNo = (res.data as { billing_no: string }).billing_no;
    const [order] = await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo));
    const [product] = await t.app.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, 'watt'), eq(products.productId, String(body.product_id))));
    expect(order!.productName).toBe(product!.names.en);
  });
});
