import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payWayListSchema, type PaymentMethodData } from '@topup/contracts/payments';
import { games } from '../../../db/tables/config.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { apiGetter, brandHosts } from '../../catalog/test-kit.ts';
import { eligibleCountries } from './listing-rules.ts';

const h = { ...brandHosts, rhinos: 'rhinos.localhost:8080', rhinosSea: 'rhinossea.localhost:8080' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = apiGetter(() => t);
const path = '/api/pay/getPayWayList';

async function list(host: string, query: Record<string, string>) {
  const res = await get(host, path, query);
  expect(res.code, res.msg).toBe(1);
  return payWayListSchema.parse(res.data);
}
const keys = (methods: { payway_id: number; channel_id: string }[]) =>
  methods.map((m) => `${m.payway_id}_${m.channel_id}`);
const find = (methods: PaymentMethodData[], channel: string) =>
  methods.find((m) => m.channel_id === channel)!;

describe('GET /api/pay/getPayWayList', () => {
  it("answers the area's methods by country with the goods' price (watt, universal)", async () => {
    const res = await list(h.watt, { client_id: '11103', product_id: 'voltage-arena-diamonds-60' });
    expect([res.currency, res.price_minor]).toEqual(['USD', 99]);
    expect(Object.keys(res.country)).toEqual(['TR', 'BR', 'US', 'DE', 'GB', 'MX']);
    const us = res.country.US!;
    // Numeric sort: 100 (Xsolla) comes last, not after 10.
    expect(keys(us)).toEqual([
      '10801_platform',
      '11801_applepay',
      '10201_paypal',
      '12101_card',
      '12401_dropin',
      '12001_pingpong',
      '10701_travellet',
      '11001_xsolla',
    ]);
    expect(find(us, 'card')).toEqual({
      payway_id: 12101,
      channel_id: 'card',
      family_id: 12101,
      name: 'Credit / debit card',
      icon: '/pay-icons/card.svg',
      sort: 10,
      min_money: 499,
      max_money: 0,
      description: '',
      open_coupon: true,
      pay_id: '',
      platforms: [],
      // A card paid on Adyen's page needs nothing from the payer here (EBANX would: payer-fields.ts).
      payer_fields: [],
      sub_payment: [
        expect.objectContaining({ channel_id: 'visa', min_money: 0, icon: '/pay-icons/visa.svg' }),
        expect.objectContaining({ channel_id: 'mastercard', sort: 2 }),
        expect.objectContaining({ channel_id: 'amex', min_money: 999, family_id: 12101 }),
      ],
    });
    expect(find(us, 'card').sub_payment[0]).not.toHaveProperty('sub_payment');
    expect(find(us, 'travellet').icon).toBe('/pay-icons/travellet.svg');
    expect(find(us, 'pingpong')).toMatchObject({ min_money: 0, max_money: 1999 });
    expect(find(us, 'applepay')).toMatchObject({ platforms: ['ios'], pay_id: 'pm_applepay' });
    // Sub-methods are only reachable through their parent, never at the top level.
    expect(us.some((m) => m.channel_id === 'visa')).toBe(false);
  });

  it('passes the JSON descriptions through as strings (the app picks the language)', async () => {
    const res = await list(h.watt, {
      client_id: '11103',
      product_id: 'voltage-arena-diamonds-300',
    });
    const paypal = find(res.country.US!, 'paypal');
    expect(JSON.parse(paypal.description)).toMatchObject({ en: 'PayPal balance or linked card' });
    expect(JSON.parse(find(res.country.US!, 'xsolla').description)).toMatchObject({
      en: 'Cards, wallets and local methods through Xsolla',
      de: 'Karten, Wallets und lokale Zahlungsarten über Xsolla',
    });
  });

  it('answers per area: watt useuro and mea, joynet in its areas currencies', async () => {
    const product = { product_id: 'voltage-arena-diamonds-300' };
    const euro = await list(h.watt, { client_id: '11103', domain_area: 'useuro', ...product });
    expect(Object.keys(euro.country)).toEqual(['US', 'FR', 'DE', 'NL', 'GB']);
    const mea = await list(h.watt, { client_id: '11103', domain_area: 'mea', ...product });
    expect(Object.keys(mea.country)).toEqual(['TR', 'AE', 'SA']);
    expect(keys(find(mea.country.TR!, 'wallet').sub_payment)).toEqual([
      '127_ininal',
      '11801_papara',
    ]);

    const krw = await list(h.joynet, { client_id: '16303', product_id: 'star-voyage-diamonds-60' });
    expect([krw.currency, krw.price_minor]).toEqual(['KRW', 1200]);
    // GB and DE belong to joynet's eru area (USD), not to universal (KRW); Mexico's methods are
    // all EBANX, which takes no KRW, so Mexico is not offered there.
    expect(Object.keys(krw.country)).toEqual(['TR', 'BR', 'US']);
    expect(find(krw.country.US!, 'card').min_money).toBe(6000);
    const eru = await list(h.joynet, {
      client_id: '16303',
      domain_area: 'eru',
      product_id: 'star-voyage-diamonds-60',
    });
    expect([eru.currency, Object.keys(eru.country)]).toEqual(['USD', ['FR', 'DE', 'RU', 'GB']]);
  });

  it('lists the Korean methods in KRW on ko and on rhinos (kr)', async () => {
    for (const [host, clientId, product] of [
      [h.ko, '13103', 'black-moon-diamonds-60'],
      [h.rhinos, '22103', 'rhino-clash-diamonds-60'],
    ] as const) {
      const res = await list(host, { client_id: clientId, product_id: product });
      expect([res.currency, res.price_minor, Object.keys(res.country)]).toEqual([
        'KRW',
        1200,
        ['KR'],
      ]);
      const kr = res.country.KR!;
      expect(kr.map((m) => m.family_id)).toEqual(expect.arrayContaining([11401, 12601, 12501]));
      const welcome = find(kr, 'welcome');
      expect(keys(welcome.sub_payment)).toEqual([
        '12501_welcome_card',
        '12501_welcome_bank',
        '12501_welcome_phone',
      ]);
      expect(welcome.sub_payment[2]!.max_money).toBe(25000);
    }
  });

  it('answers every configured method whatever the platform; the listing rules filter', async () => {
    const query = { client_id: '11103', product_id: 'voltage-arena-diamonds-60' };
    const web = await list(h.watt, { ...query, platform: 'web' });
    const ios = await list(h.watt, { ...query, platform: 'ios' });
    expect(web.country).toEqual(ios.country);

    const listed = eligibleCountries(web.country, { priceMinor: web.price_minor, platform: 'web' });
    // Mexico starts at tier 1: not offered for the cheapest goods.
    expect(Object.keys(listed)).toEqual(['TR', 'BR', 'US', 'DE', 'GB']);
    expect(keys(listed.US!)).toEqual([
      '10801_platform',
      '10201_paypal',
      '12101_card',
      '12401_dropin',
      '12001_pingpong',
      '10701_travellet',
    ]);
    expect(keys(find(listed.US!, 'card').sub_payment)).toEqual(['12101_visa', '12101_mastercard']);
  });

  it('lists Travellet with its icon where it is seeded, so the app shows it (issue 19)', async () => {
    const ru = await list('ru.localhost:8080', {
      client_id: '15103',
      product_id: 'northern-frontier-diamonds-300',
      domain_area: 'ru',
    });
    expect(find(ru.country.RU!, 'travellet')).toMatchObject({
      family_id: 10701,
      icon: '/pay-icons/travellet.svg',
    });
    const listed = eligibleCountries(ru.country, { priceMinor: ru.price_minor, platform: 'web' });
    expect(keys(listed.RU!)).toContain('10701_travellet');
  });

  it('lists sub-game goods and a single-area brand without domain_area', async () => {
    // Whichever game of watt has sub-games: each sells goods of its own code.
    const [subGame] = await t.app.db
      .select()
      .from(games)
      .where(and(eq(games.tenantId, 'watt'), isNotNull(games.parentCode)))
      .limit(1);
    const sub = await list(h.watt, {
      client_id: subGame!.clientId,
      product_id: `${subGame!.gameCode}-diamonds-300`,
    });
    expect(sub.price_minor).toBe(499);
    const sea = await list(h.rhinosSea, {
      client_id: '25103',
      product_id: 'rhino-island-diamonds-60',
    });
    expect(Object.keys(sea.country)).toEqual(['PH', 'MY', 'SG', 'ID', 'TH', 'VN']);
    const banks = find(sea.country.TH!, 'bank').sub_payment;
    expect(banks.map((b) => [b.payway_id, b.channel_id])).toEqual([
      [128, 'internet_bank'],
      [129, 'internet_bank'],
      [130, 'internet_bank'],
    ]);
  });
});
