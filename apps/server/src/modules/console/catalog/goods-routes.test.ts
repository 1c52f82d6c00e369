import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/tables/console.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createTestStaff } from '../test-kit.ts';
import {
  consoleCall,
  rhinoGoods,
  rhinoRushWeb,
  rhinosHost,
  type Answer,
  type Headers,
} from './test-kit.ts';

// Goods types and goods through the console; the storefront's goods list shows each change at
// once although it caches goods for 5 s (the catalog bus clears it).
let t: TestApp;
let owner: Headers;
const base = '/api/console/catalog/rhinos';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  consoleCall(t.app, owner, method, url, body);

async function storefront(area: string, lang = 'en'): Promise<Answer> {
  const res = await t.app.inject({
    url: `/api/pay/getGoodsList?client_id=${rhinoRushWeb}&domain_area=${area}&spec_lang=${lang}`,
    headers: { host: rhinosHost },
  });
  return { status: res.statusCode, ...res.json() };
}
const shopItem = async (area: string, id: string, lang = 'en') =>
  ((await storefront(area, lang)).data.goods as { product_id: string }[]).find(
    (g) => g.product_id === id,
  ) as Record<string, unknown> | undefined;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
});
afterAll(async () => {
  await t?.close();
});

describe('console catalog: brands and games', () => {
  it("lists the staff member's brands with their languages, currencies and areas", async () => {
    const res = await call('GET', '/api/console/catalog/brands');
    expect(res).toMatchObject({ status: 200, code: 1 });
    expect(res.data.brands).toEqual([
      expect.objectContaining({
        id: 'rhinos',
        defaultLanguage: 'en',
        currencies: expect.arrayContaining(['USD', 'KRW', 'JPY']),
        areas: ['kr', 'ja', 'universal'],
      }),
    ]);
  });

  it("lists the brand's games with their client ids", async () => {
    const res = await call('GET', `${base}/games`);
    expect(res.code).toBe(1);
    const rush = res.data.games.find((g: { code: string }) => g.code === 'rhino-rush');
    expect(rush.clients).toContainEqual({
      client_id: rhinoRushWeb,
      platform: 'web',
      area: 'universal',
    });
  });
});

describe('console catalog: goods types', () => {
  it('creates, renames and removes a type; a used type cannot be removed', async () => {
    const put = await call('PUT', `${base}/games/rhino-rush/types/console-gems`, {
      names: { en: 'Console gems', ko: '콘솔 보석' },
      sort: 7,
    });
    expect(put).toMatchObject({ code: 1, data: { type_key: 'console-gems', sort: 7 } });
    const renamed = await call('PUT', `${base}/games/rhino-rush/types/console-gems`, {
      names: { en: 'Gems (console)' },
      sort: 0,
    });
    expect(renamed.data.names).toEqual({ en: 'Gems (console)' });
    const list = await call('GET', `${base}/games/rhino-rush/types`);
    expect(list.data.types).toContainEqual({
      type_key: 'console-gems',
      names: { en: 'Gems (console)' },
      sort: 0,
    });

    await call('PUT', `${base}/games/rhino-rush/types/temp`, { names: { en: 'Temp' } });
    expect(await call('DELETE', `${base}/games/rhino-rush/types/temp`)).toMatchObject({
      code: 1,
      data: { deleted: true },
    });
    expect(await call('DELETE', `${base}/games/rhino-rush/types/temp`)).toMatchObject({
      status: 404,
      code: -404,
    });
  });

  it('refuses names without the brand language and unknown games', async () => {
    expect(
      await call('PUT', `${base}/games/rhino-rush/types/x`, { names: { ja: 'だけ' } }),
    ).toMatchObject({ status: 400, code: -400, msg: expect.stringContaining('en') });
    expect(
      await call('PUT', `${base}/games/no-such-game/types/x`, { names: { en: 'X' } }),
    ).toMatchObject({ status: 404, code: -404 });
  });
});

describe('console catalog: goods', () => {
  it('creates goods priced in two currencies; the storefront shows them at once', async () => {
    // Cached before the change: without the bus it would stay stale for 5 s.
    expect(await shopItem('universal', 'console-1')).toBeUndefined();
    expect(await shopItem('kr', 'console-1')).toBeUndefined();

    const res = await call('POST', `${base}/games/rhino-rush/goods`, {
      ...rhinoGoods('console-1', 'console-gems'),
      image: 'https://cdn.rhinos.example/goods/console-1.webp',
    });
    expect(res).toMatchObject({
      status: 200,
      code: 1,
      data: {
        product_id: 'console-1',
        game_code: 'rhino-rush',
        special: true,
        coupon: true,
        limited: false,
        active: true,
        prices: [
          { currency: 'KRW', amount_minor: 2500 },
          { currency: 'USD', amount_minor: 199 },
        ],
      },
    });

    expect(await shopItem('universal', 'console-1')).toMatchObject({
      price_minor: 199,
      currency: 'USD',
      value: 120,
      bonus: 12,
      display: 'Console pack',
      isSpecial: true,
      isCoupon: true,
      image: 'https://cdn.rhinos.example/goods/console-1.webp',
    });
    expect(await shopItem('kr', 'console-1')).toMatchObject({ price_minor: 2500, currency: 'KRW' });
    expect(await shopItem('universal', 'console-1', 'ja')).toMatchObject({
      display: 'コンソールパック',
    });
    // No JPY price: not sold in the ja area.
    expect(await shopItem('ja', 'console-1')).toBeUndefined();
  });

  it('lists, changes (prices replaced, limit added) and switches goods off, at once', async () => {
    const list = await call('GET', `${base}/games/rhino-rush/goods`);
    expect(list.data.goods.map((g: { product_id: string }) => g.product_id)).toContain('console-1');

    const changed = await call('PUT', `${base}/goods/console-1`, {
      ...rhinoGoods('x', 'console-gems'),
      product_id: undefined,
      prices: [
        { currency: 'USD', amount_minor: 299 },
        { currency: 'JPY', amount_minor: 300 },
      ],
      limit: { type: 'time', frequency: 2, days: 7 },
    });
    expect(changed).toMatchObject({
      code: 1,
      data: {
        limited: true,
        limit: { type: 'time', frequency: 2, days: 7 },
        prices: [
          { currency: 'JPY', amount_minor: 300 },
          { currency: 'USD', amount_minor: 299 },
        ],
      },
    });
    expect(await shopItem('universal', 'console-1')).toMatchObject({
      price_minor: 299,
      isLimit: true,
    });
    expect(await shopItem('ja', 'console-1')).toMatchObject({ price_minor: 300 });
    expect(await shopItem('kr', 'console-1')).toBeUndefined();

    const off = await call('PUT', `${base}/goods/console-1`, {
      ...rhinoGoods('x', 'console-gems'),
      product_id: undefined,
      active: false,
    });
    expect(off.data).toMatchObject({ active: false, limited: false, limit: null });
    expect(await shopItem('universal', 'console-1')).toBeUndefined();
  });

  it('audits each change with who, before and after', async () => {
    const rows = await t.app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.tenantId, 'rhinos'), eq(staffAudit.target, 'console-1')));
    expect(rows.map((r) => r.action)).toEqual(['goods.create', 'goods.update', 'goods.update']);
    expect(rows[0]).toMatchObject({ before: null, after: expect.objectContaining({ value: 120 }) });
    expect(rows[1]!.before).toMatchObject({
      prices: expect.arrayContaining([{ currency: 'KRW', amount_minor: 2500 }]),
    });
    expect(rows[1]!.after).toMatchObject({
      prices: expect.arrayContaining([{ currency: 'JPY', amount_minor: 300 }]),
    });
    expect(rows[0]!.staffEmail).toMatch(/^owner-/);
  });

  it('refuses bad goods with -400 and changes nothing', async () => {
    const good = rhinoGoods('console-bad', 'console-gems');
    const bad: [string, unknown][] = [
      ['duplicate id', rhinoGoods('console-1', 'console-gems')],
      ['currency not sold', { ...good, prices: [{ currency: 'EUR', amount_minor: 100 }] }],
      ['zero price', { ...good, prices: [{ currency: 'USD', amount_minor: 0 }] }],
      ['fractional price', { ...good, prices: [{ currency: 'USD', amount_minor: 1.5 }] }],
      ['lower-case currency', { ...good, prices: [{ currency: 'usd', amount_minor: 100 }] }],
      [
        'currency twice',
        {
          ...good,
          prices: [
            { currency: 'USD', amount_minor: 1 },
            { currency: 'USD', amount_minor: 2 },
          ],
        },
      ],
      ['no price', { ...good, prices: [] }],
      ['no brand-language name', { ...good, names: { ja: 'だけ' } }],
      ['unknown language', { ...good, names: { en: 'A', xx: 'B' } }],
      ['unknown type', { ...good, type_key: 'nope' }],
      ['zero value', { ...good, value: 0 }],
      ['negative bonus', { ...good, bonus: -1 }],
      ['bad id', { ...good, product_id: 'a b' }],
      ['unknown field', { ...good, extra: 1 }],
      ['role limit with days', { ...good, limit: { type: 'role', frequency: 1, days: 3 } }],
      ['picture over http', { ...good, image: 'http://cdn.example/a.png' }],
      ['picture as a script', { ...good, image: 'javascript:alert(1)' }],
    ];
    for (const [why, body] of bad) {
      const res = await call('POST', `${base}/games/rhino-rush/goods`, body);
      expect({ why, status: res.status, code: res.code }).toEqual({ why, status: 400, code: -400 });
      expect(res.msg.length).toBeGreaterThan(0);
    }
    expect(
      (await call('GET', `${base}/games/rhino-rush/goods`)).data.goods.map(
        (g: { product_id: string }) => g.product_id,
      ),
    ).not.toContain('console-bad');
    const update = await call('PUT', `${base}/goods/console-1`, {
      ...good,
      product_id: undefined,
      prices: [{ currency: 'EUR', amount_minor: 5 }],
    });
    expect(update).toMatchObject({ status: 400, code: -400 });
    expect(
      (await call('PUT', `${base}/goods/nope`, { ...good, product_id: undefined })).status,
    ).toBe(404);
  });

  it('removes goods never ordered; refuses a type still used', async () => {
    expect(await call('DELETE', `${base}/games/rhino-rush/types/console-gems`)).toMatchObject({
      status: 400,
      msg: expect.stringContaining('used by 1'),
    });
    expect(await call('DELETE', `${base}/goods/console-1`)).toMatchObject({
      code: 1,
      data: { deleted: true },
    });
    expect(await call('DELETE', `${base}/goods/console-1`)).toMatchObject({ status: 404 });
  });
});
