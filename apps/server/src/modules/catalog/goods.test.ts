import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsListSchema } from '@topup/contracts/catalog';
import { productPrices } from '../../db/tables/catalog.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { apiGetter, brandHosts as h } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = apiGetter(() => t);
const path = '/api/pay/getGoodsList';
const goodsOf = async (host: string, query: Record<string, string>) => {
  const res = await get(host, path, query);
  expect(res.code).toBe(1);
  return goodsListSchema.parse(res.data);
};

describe('GET /api/pay/getGoodsList', () => {
  it('prices in USD with two decimals, sorted by type then goods order', async () => {
    const list = await goodsOf(h.watt, { client_id: '11103' });
    expect(list.currency).toBe('USD');
    expect(list.types.map((x) => [x.typeKey, x.name, x.typeSort])).toEqual([
      ['diamonds', 'Diamonds', 1],
      ['packs', 'Packs', 2],
      ['monthly', 'Monthly card', 3],
    ]);
    expect(list.goods.map((g) => g.price)).toEqual([
      '0.99',
      '4.99',
      '9.99',
      '19.99',
      '49.99',
      '99.99',
      '0.99',
      '4.99',
      '19.99',
      '4.99',
    ]);
    expect(list.goods[1]).toEqual({
      product_id: 'voltage-arena-diamonds-300',
      value: 300,
      bonus: 30,
      display: '300 Diamonds',
      price: '4.99',
      price_minor: 499,
      currency: 'USD',
      typeKey: 'diamonds',
      isLimit: false,
      isCoupon: true,
      couponPoints: 50,
      goodsSort: 2,
      typeSort: 1,
      isSpecial: false,
      image: '/goods/diamonds-300.svg',
    });
    const flags = (key: 'isLimit' | 'isCoupon' | 'isSpecial') => list.goods.filter((g) => g[key]);
    expect(flags('isLimit').length).toBeGreaterThan(0);
    expect(flags('isCoupon').every((g) => g.couponPoints > 0)).toBe(true);
    expect(flags('isSpecial').length).toBeGreaterThan(0);
  });

  it('prices in KRW without decimals and names in Korean on ko', async () => {
    const list = await goodsOf(h.ko, { client_id: '13103', spec_lang: 'ko' });
    expect(list.currency).toBe('KRW');
    expect(list.goods.slice(0, 3).map((g) => [g.display, g.price, g.price_minor])).toEqual([
      ['다이아 60개', '1200', 1200],
      ['다이아 300개', '6000', 6000],
      ['다이아 680개', '12000', 12000],
    ]);
    expect(list.types[0]!.name).toBe('다이아');
  });

  it('prices in JPY on a Japanese brand, and per area on ssgame', async () => {
    const jp = await goodsOf(h.acenetJp, { client_id: '20103', spec_lang: 'ja' });
    expect([jp.currency, jp.goods[0]!.price, jp.goods[0]!.display]).toEqual([
      'JPY',
      '160',
      'ダイヤ60個',
    ]);
    const ja = await goodsOf(h.ssgame, { client_id: '17103' });
    expect([ja.currency, ja.goods[1]!.price]).toEqual(['JPY', '800']);
    const kr = await goodsOf(h.ssgame, { client_id: '17203' });
    expect([kr.currency, kr.goods[1]!.price]).toEqual(['KRW', '6000']);
    const tw = await goodsOf(h.ssgame, { client_id: '17103', domain_area: 'twhk' });
    expect([tw.currency, tw.goods[0]!.price]).toEqual(['TWD', '30.00']);
    const sea = await goodsOf(h.ssgame, { client_id: '17103', domain_area: 'sea' });
    expect([sea.currency, sea.goods[0]!.price]).toEqual(['USD', '0.99']);
  });

  it('names goods in each language, falls back to English, and lists sub-game goods', async () => {
    const list = await goodsOf(h.watt, { client_id: '112032', spec_lang: 'nl' });
    expect(list.goods.every((g) => g.product_id.startsWith('spark-legends-origins-'))).toBe(true);
    expect(list.goods[0]!.display).toBe('60 Diamonds');
    const pl = await goodsOf(h.watt, { client_id: '112032', spec_lang: 'pl' });
    expect(pl.goods[0]!.display).toBe('60 diamentów');
    const ar = await goodsOf(h.watt, { client_id: '112032', spec_lang: 'ar' });
    expect(ar.goods[0]!.display).toBe('60 ماسة');
    const zh = await goodsOf(h.watt, { client_id: '112032', spec_lang: 'zh-TW' });
    expect(zh.goods[0]!.display).toBe('60 鑽石');
  });

  it('leaves out goods without a price in the currency', async () => {
    await t.app.db
      .delete(productPrices)
      .where(
        and(
          eq(productPrices.tenantId, 'joynet'),
          eq(productPrices.productId, 'star-voyage-monthly-card'),
          eq(productPrices.currency, 'KRW'),
        ),
      );
    // joynet's universal area is priced in KRW.
    const list = await goodsOf(h.joynet, { client_id: '16303' });
    expect(list.currency).toBe('KRW');
    expect(list.goods.map((g) => g.product_id)).not.toContain('star-voyage-monthly-card');
    expect(list.types.map((x) => x.typeKey)).toEqual(['diamonds', 'packs']);
    const usd = await goodsOf(h.joynet, { client_id: '16303', domain_area: 'eru' });
    expect(usd.goods.map((g) => g.product_id)).toContain('star-voyage-monthly-card');
  });

  it('answers -3001, -3014 and -400', async () => {
    expect((await get(h.watt, path, { client_id: '13103' })).code).toBe(-3001);
    expect((await get(h.ko, path, { client_id: '13103', domain_area: 'ja' })).code).toBe(-3014);
    expect(await get(h.ko, path, {})).toMatchObject({ status: 400, code: -400 });
    const lang = await get(h.ko, path, { client_id: '13103', spec_lang: 'x'.repeat(17) });
    expect(lang).toMatchObject({ status: 400, code: -400 });
    expect(lang.msg).toContain('spec_lang');
  });
});
