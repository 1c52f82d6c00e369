import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentFamily } from '@topup/contracts/payment-families';
import { countryListSchema, payWayListSchema } from '@topup/contracts/payments';
import { loadTenants } from '@topup/tenants/all-tenants';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import { productPrices, products } from '../../../db/tables/catalog.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { apiGetter, brandHosts } from '../../catalog/test-kit.ts';
import { providerOfFamily, providerTakes } from '../providers/provider-currencies.ts';

// Issue 28 item 5: a method is listed only where its provider takes the area's currency.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = apiGetter(() => t);

async function payWayList(host: string, query: Record<string, string>) {
  const res = await get(host, '/api/pay/getPayWayList', query);
  expect(res.code, res.msg).toBe(1);
  return payWayListSchema.parse(res.data);
}
type Listed = { family_id: number; payway_id: number; channel_id: string };
const everyMethod = (country: Record<string, (Listed & { sub_payment: Listed[] })[]>) =>
  Object.entries(country).flatMap(([code, methods]) =>
    methods.flatMap((m) => [m, ...m.sub_payment].map((x) => ({ country: code, ...x }))),
  );

describe("joynet's KRW area (universal)", () => {
  const query = { client_id: '16303', product_id: 'star-voyage-diamonds-60' };

  it('lists no EBANX and no PayPal, and no Mexico, whose methods are all EBANX', async () => {
    const krw = await payWayList(brandHosts.joynet, query);
    expect(krw.currency).toBe('KRW');
    const families = new Set(everyMethod(krw.country).map((m) => m.family_id));
    expect(families.has(PaymentFamily.Ebanx)).toBe(false);
    expect(families.has(PaymentFamily.PayPal)).toBe(false);
    expect(families.has(PaymentFamily.PayPagsmile)).toBe(false);
    expect(Object.keys(krw.country)).not.toContain('MX');
    // What takes KRW stays: Adyen's cards in the US, the store's own balance everywhere.
    expect(krw.country.US!.map((m) => m.channel_id)).toEqual(
      expect.arrayContaining(['platform', 'card', 'xsolla']),
    );
    const countries = await get(brandHosts.joynet, '/api/pay/getCountryList', query);
    const codes = countryListSchema.parse(countries.data).countries.map((c) => c.code);
    expect(codes).toEqual(Object.keys(krw.country));
  });

  it('still lists PayPal in its USD area (eru): the currency decides, not the brand', async () => {
    const usd = await payWayList(brandHosts.joynet, { ...query, domain_area: 'eru' });
    expect(usd.currency).toBe('USD');
    const families = new Set(everyMethod(usd.country).map((m) => m.family_id));
    expect(families.has(PaymentFamily.PayPal)).toBe(true);
  });
});

describe('every brand and area', () => {
  const cases = loadTenants().flatMap((tenant) =>
    tenant.areas.map((area) => [tenant.id, area, tenant] as const),
  );

  it.each(cases)(
    "%s %s lists only methods whose provider takes the area's currency",
    async (_id, area, tenant) => {
      const game = tenant.games[0]!;
      const currency = defaultCurrency(tenant, area);
      const [product] = await t.app.db
        .select({ productId: products.productId })
        .from(products)
        .innerJoin(
          productPrices,
          and(
            eq(productPrices.tenantId, products.tenantId),
            eq(productPrices.productId, products.productId),
          ),
        )
        .where(
          and(
            eq(products.tenantId, tenant.id),
            eq(products.gameCode, game.code),
            eq(productPrices.currency, currency),
          ),
        )
        .orderBy(asc(productPrices.amountMinor), asc(products.productId))
        .limit(1);
      const host = `${tenant.id.toLowerCase()}.localhost:8080`;
      const res = await payWayList(host, {
        client_id: game.clients.web.clientId,
        domain_area: area,
        product_id: product!.productId,
      });
      expect(res.currency).toBe(currency);
      const listed = everyMethod(res.country);
      expect(listed.length).toBeGreaterThan(0);
      const refused = listed.filter((m) => {
        const provider = providerOfFamily(m.family_id);
        return provider === undefined || !providerTakes(provider, currency);
      });
      expect(refused.map((m) => `${m.country} ${m.payway_id}_${m.channel_id}`)).toEqual([]);
    },
  );
});
