import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayEndpoint } from '@topup/contracts/payment-families';
import { ResultCode } from '@topup/contracts/result-codes';
import { orders } from '../../db/tables/payments.ts';
import { sandboxPayments } from '../../db/tables/sandbox.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { createPayTestApp, hostOf, payKit } from './test-kit.ts';

// Issue 28 item 5: a client that pays a method the list leaves out for its currency gets a clear
// result code; no order is written and no provider is asked (the player used to get -3043 after
// EBANX refused `currency_code: KRW`).
let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const kit = payKit(() => t);

const ordersOf = async (tenantId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.tenantId, tenantId))).length;
const sandboxCount = async () => (await t.app.db.select().from(sandboxPayments)).length;

describe("paying a method its provider cannot take in the area's currency", () => {
  it.each([
    ['pay/ebanx_pay', 'MX'],
    ['pay/ebanx_pay', 'BR'],
    ['pay/paypal_pay', 'US'],
    ['pay/pagsmile_pay', 'BR'],
  ] as const)('%s in joynet %s (KRW) answers -3046, no order', async (endpoint, country) => {
    const method = await kit.methodFor(
      endpoint as PayEndpoint,
      (row) => row.tenantId === 'joynet' && row.country === country,
    );
    expect(method.areas).toEqual(['universal']);
    const { tenant, body } = await kit.payloadFor(method);
    const before = { orders: await ordersOf('joynet'), sandbox: await sandboxCount() };
    const res = await kit.post(hostOf(tenant), `/api/${endpoint}`, body);
    expect(res).toMatchObject({ status: 200, code: ResultCode.CurrencyNotTaken });
    expect(res.msg).toContain('KRW');
    // The order insert comes before any provider call: no order, no provider round trip.
    expect(await ordersOf('joynet')).toBe(before.orders);
    expect(await sandboxCount()).toBe(before.sandbox);
  });

  it('in the same brand, a USD area still pays PayPal', async () => {
    const method = await kit.methodFor(
      'pay/paypal_pay',
      (row) => row.tenantId === 'joynet' && row.areas.includes('eru'),
    );
    const { tenant, body } = await kit.payloadFor(method);
    const res = await kit.post(hostOf(tenant), '/api/pay/paypal_pay', body);
    expect(res, JSON.stringify(res)).toMatchObject({ status: 200, code: 1 });
  });
});
