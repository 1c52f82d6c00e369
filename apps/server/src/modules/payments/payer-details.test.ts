import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ResultCode } from '@topup/contracts/result-codes';
import { orders } from '../../db/tables/payments.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { createPayTestApp, demoPayer, hostOf, payKit } from './test-kit.ts';

// Methods that need payer details (payer_fields: EBANX, Pagsmile) list them, and a pay call
// without valid ones is refused before any order is written.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const kit = payKit(() => t);
const orderCount = async () => (await t.app.db.select({ n: count() }).from(orders))[0]!.n;

describe('payer details', () => {
  it('lists what a Brazilian EBANX card payment needs, and nothing for PayPal', async () => {
    const ebanx = await kit.methodFor('pay/ebanx_pay', (row) => row.country === 'BR');
    const { tenant, body } = await kit.payloadFor(ebanx);
    const res = await t.app.inject({
      url: `/api/pay/getPayWayList?client_id=${body.client_id}&product_id=${body.product_id}&domain_area=${body.domain_area}`,
      headers: { host: hostOf(tenant) },
    });
    const countries = res.json().data.country as Record<
      string,
      { channel_id: string; payer_fields: string[] }[]
    >;
    const card = countries.BR!.find((m) => m.channel_id === ebanx.channelId)!;
    expect(card.payer_fields).toEqual(['name', 'email', 'tax_id']);
    for (const list of Object.values(countries)) {
      for (const m of list.filter((x) => x.channel_id === 'paypal'))
        expect(m.payer_fields).toEqual([]);
    }
  });

  it('refuses a pay call with a missing or wrong CPF, writing no order', async () => {
    const ebanx = await kit.methodFor('pay/ebanx_pay', (row) => row.country === 'BR');
    const { tenant, body } = await kit.payloadFor(ebanx);
    const before = await orderCount();
    for (const payer of [
      { payer_tax_id: undefined },
      { payer_tax_id: '123.456.789-00' },
      { payer_email: 'ana@' },
    ]) {
      const res = await kit.post(hostOf(tenant), '/api/pay/ebanx_pay', { ...body, ...payer });
      expect(res.code).toBe(ResultCode.BadPayParams);
      expect(res.msg).toBe('Enter the payer details this payment method needs');
    }
    expect(await orderCount()).toBe(before);
    const ok = await kit.post(hostOf(tenant), '/api/pay/ebanx_pay', { ...body, ...demoPayer });
    expect(ok.code).toBe(1);
  });
});
