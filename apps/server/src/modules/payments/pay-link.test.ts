import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { orderEvents, orders } from '../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import type { HttpTransport } from '../../lib/http-transport.ts';
import { en } from '../../i18n/messages/en.ts';
import { hostOf, payKit, tenantById } from './test-kit.ts';

// A provider (or a man in the middle) answering a pay link off the allowed origins, or nothing.
let mode: 'evil' | 'down' | 'ok' = 'ok';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      paymentTransport: (app) => {
        const inner = createInjectTransport(app);
        const transport: HttpTransport = async (url, init) => {
          if (mode === 'down') throw new Error('ECONNREFUSED');
          const res = await inner(url, init);
          if (mode !== 'evil') return res;
          if (new URL(url).pathname.startsWith('/emulator/')) {
            // A provider's own answer (PayPal's emulator): its approval link moved elsewhere.
            return {
              status: res.status,
              body: res.body.replace(
                /http:\/\/[^/"]+\/emulator\/paypal\/checkoutnow/g,
                'https://evil.example/checkoutnow',
              ),
            };
          }
          const body = JSON.parse(res.body) as Record<string, string>;
          return {
            status: res.status,
            body: JSON.stringify({ ...body, checkout_url: 'https://evil.example/pay' }),
          };
        };
        return transport;
      },
    },
  );
});
afterAll(() => t.close());
const kit = payKit(() => t);
const orderOf = async (billingNo: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo)))[0];
const lastOrder = async () => {
  const rows = await t.app.db.select().from(orders);
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
};

describe('pay links', () => {
  // PingPong on Topup merchant protocol v1 (decision 0054): its answers are signed, so a link
  // changed on the way is refused with the answer; then a provider's own approval link (PayPal,
  // through its protocol module against its emulator) refused by the allowed origins.
  it.each([
    ['pay/pingpongx_pay', /create refused: answer refused/],
    ['pay/paypal_pay', /approval link on https:\/\/evil\.example refused/],
  ] as const)(
    '%s: a link outside the allowed origins fails the order, -3043',
    async (endpoint, why) => {
      const { tenant, body } = await kit.payloadFor(await kit.methodFor(endpoint));
      mode = 'evil';
      const res = await kit.post(hostOf(tenant), `/api/${endpoint}`, body);
      expect(res).toMatchObject({ code: ResultCode.InvalidPayLink, msg: en['pay.invalidLink'] });
      const order = await lastOrder();
      expect(order).toMatchObject({ status: 'failed', payUrl: null });
      expect(order.failReason).toMatch(why);
      const events = await t.app.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.billingNo, order.billingNo));
      expect(events.map((e) => e.toStatus)).toEqual(['created', 'failed']);
    },
  );

  it('fails the order when the provider cannot be reached (-3043)', async () => {
    const { tenant, body } = await kit.payloadFor(await kit.methodFor('pay/adyen_pay'));
    mode = 'down';
    const res = await kit.post(hostOf(tenant), '/api/pay/adyen_pay', body);
    expect(res.code).toBe(ResultCode.InvalidPayLink);
    expect((await lastOrder()).status).toBe('failed');
  });

  it('answers the drop-in session of a drop-in method, its pay link kept on the order', async () => {
    mode = 'ok';
    const dropIn = await kit.methodFor('pay/airwallex', (row) => row.familyId === 12401);
    const { tenant, body } = await kit.payloadFor(dropIn);
    const res = await kit.post(hostOf(tenant), '/api/pay/airwallex', body);
    expect(res.code).toBe(1);
    expect(res.data.url).toBe('');
    expect(res.data.drop_in).toMatchObject({
      provider: 'airwallex',
      script_url: `http://${hostOf(tenantById(dropIn.tenantId))}/sandbox/dropin.js`,
    });
    expect(res.data.drop_in.client_key).toMatch(/^ck_/);
    const order = await orderOf(res.data.billing_no);
    expect(order).toMatchObject({ status: 'pending', providerTxnId: res.data.drop_in.session_id });
  });
});
