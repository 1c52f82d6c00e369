import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { apiGetter, brandHosts as h } from '../../catalog/test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = apiGetter(() => t);
const path = '/api/pay/getPayWayList';
const product = 'voltage-arena-diamonds-60';

describe('GET /api/pay/getPayWayList refusals', () => {
  it("answers -3001 for another brand's client id and -3014 for an area not of the brand", async () => {
    expect((await get(h.watt, path, { client_id: '13103', product_id: product })).code).toBe(-3001);
    const wrongArea = await get(h.watt, path, {
      client_id: '11103',
      product_id: product,
      domain_area: 'kr',
    });
    expect(wrongArea).toMatchObject({ status: 200, code: -3014 });
  });

  it('answers -400 (never 500) for bad input and goods the game does not sell', async () => {
    const cases: Record<string, string>[] = [
      { client_id: '11103' },
      { client_id: '11103', product_id: '' },
      { client_id: '11103', product_id: 'x'.repeat(65) },
      { client_id: '11103', product_id: product, platform: 'playstation' },
      { client_id: '11103', product_id: 'no-such-goods' },
      // Goods of another game of the same brand, and of the same game on another brand.
      { client_id: '11103', product_id: 'spark-legends-diamonds-60' },
      { client_id: '11103', product_id: 'black-moon-diamonds-60' },
    ];
    for (const query of cases) {
      const res = await get(h.watt, path, query);
      expect(res, JSON.stringify(query)).toMatchObject({ status: 400, code: -400, data: null });
    }
    const unknown = await get(h.watt, path, { client_id: '11103', product_id: 'no-such-goods' });
    expect(unknown.msg).toBe('Unknown product');
  });

  it('leaves out inactive methods and the sub-methods of an inactive parent', async () => {
    const off = (country: string, methodKey: string) =>
      t.app.db
        .update(paymentMethods)
        .set({ active: false })
        .where(
          and(
            eq(paymentMethods.tenantId, 'dragon'),
            eq(paymentMethods.country, country),
            eq(paymentMethods.methodKey, methodKey),
          ),
        );
    await off('US', '10201_paypal');
    await off('GB', '12101_card');
    await off('DE', '12101_visa');
    // dragon has not been asked yet, so nothing is cached.
    const res = await get(h.dragon, path, {
      client_id: '12103',
      product_id: 'dragon-saga-diamonds-60',
    });
    expect(res.code).toBe(1);
    type Listed = { payway_id: number; channel_id: string };
    const keys = (country: string) =>
      (res.data.country[country] as Listed[]).map((m) => `${m.payway_id}_${m.channel_id}`);
    expect(keys('US')).not.toContain('10201_paypal');
    expect(keys('US')).toContain('12101_card');
    expect(keys('GB')).not.toContain('12101_card');
    expect(keys('GB')).not.toContain('12101_visa');
    expect(keys('GB')).toContain('12402_card');
    const deCard = (res.data.country.DE as { channel_id: string; sub_payment: unknown[] }[]).find(
      (m) => m.channel_id === 'card',
    );
    expect(deCard!.sub_payment).toHaveLength(2);
  });
});
