import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/tables/console.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { demoCardNo } from '@topup/demo/seed/cards/seed-data';
import { hashGiftCode, normalizeGiftCode } from '../../gift-cards/code.ts';
import { createTestStaff } from '../test-kit.ts';
import {
  consoleCall,
  couponTemplate,
  rhinoEvent,
  rhinoGift,
  rhinoGoods,
  vipLevel,
  type Headers,
} from './test-kit.ts';

// Every console catalog route, asked by the wrong people: a staff member of another brand gets
// the -404 a missing row gets (nothing about brand B leaks), an analyst -403 on every change, no
// one logged in -600, and a player's brand host -404. Nothing is written or audited.
let t: TestApp;
let rhinosOwner: Headers;
let wattOwner: Headers;
let analyst: Headers;

type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown };
const { product_id: _id, ...goodsFields } = rhinoGoods('scope-1', 'scope-type');
const methodFields = { family_id: 10201, names: { en: 'Scope' } };
const b = '/api/console/catalog/rhinos';
const reads: Route[] = [
  { method: 'GET', url: `${b}/games` },
  { method: 'GET', url: `${b}/games/rhino-rush/types` },
  { method: 'GET', url: `${b}/games/rhino-rush/goods` },
  { method: 'GET', url: `${b}/methods` },
  { method: 'GET', url: `${b}/methods?country=NZ` },
  { method: 'GET', url: `${b}/games/rhino-rush/events` },
  { method: 'GET', url: `${b}/vip` },
  { method: 'GET', url: `${b}/games/rhino-rush/gifts` },
  { method: 'GET', url: `${b}/gift-codes` },
  { method: 'GET', url: `${b}/cards?status=active` },
];
// Demo rows of rhinos (cards/seed-data.ts, gift-cards/seed-data.ts) the voids below aim at.
const rhinosGiftRef = hashGiftCode(normalizeGiftCode('GIFT-DEMO-0003'));
const rhinosCardNo = demoCardNo('rhinos', 4);
const writes: Route[] = [
  { method: 'PUT', url: `${b}/games/rhino-rush/types/scope-type`, body: { names: { en: 'X' } } },
  { method: 'DELETE', url: `${b}/games/rhino-rush/types/scope-type` },
  { method: 'POST', url: `${b}/games/rhino-rush/goods`, body: rhinoGoods('scope-2', 'scope-type') },
  { method: 'PUT', url: `${b}/goods/scope-1`, body: goodsFields },
  { method: 'DELETE', url: `${b}/goods/scope-1` },
  {
    method: 'POST',
    url: `${b}/methods`,
    body: { country: 'NZ', payway_id: 905, channel_id: 'x', ...methodFields },
  },
  { method: 'PUT', url: `${b}/methods/NZ/904_scope`, body: methodFields },
  { method: 'DELETE', url: `${b}/methods/NZ/904_scope` },
  { method: 'PUT', url: `${b}/games/rhino-rush/events/scope-ev`, body: rhinoEvent() },
  { method: 'DELETE', url: `${b}/events/scope-ev` },
  { method: 'PUT', url: `${b}/vip/levels/7`, body: vipLevel },
  { method: 'DELETE', url: `${b}/vip/levels/7` },
  { method: 'PUT', url: `${b}/vip/coupons/scope-coupon`, body: { ...couponTemplate, level: 7 } },
  { method: 'DELETE', url: `${b}/vip/coupons/scope-coupon` },
  { method: 'PUT', url: `${b}/games/rhino-rush/gifts/scope-gift`, body: rhinoGift },
  { method: 'DELETE', url: `${b}/gifts/scope-gift` },
  {
    method: 'POST',
    url: `${b}/card-batches`,
    body: { count: 1, currency: 'USD', price_minor: 100, gems: 10 },
  },
  {
    method: 'POST',
    url: `${b}/gift-code-batches`,
    body: { count: 1, currency: 'USD', value_minor: 100 },
  },
  { method: 'POST', url: `${b}/gift-codes/${rhinosGiftRef}/void` },
  { method: 'POST', url: `${b}/cards/${rhinosCardNo}/void` },
];

beforeAll(async () => {
  t = await createTestApp();
  rhinosOwner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
  wattOwner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] })).headers;
  analyst = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['rhinos'] })).headers;
  // Rows that exist, so a -404 below is the brand scope, not a missing row.
  const setup: Route[] = [
    { method: 'PUT', url: `${b}/games/rhino-rush/types/scope-type`, body: { names: { en: 'S' } } },
    {
      method: 'POST',
      url: `${b}/games/rhino-rush/goods`,
      body: rhinoGoods('scope-1', 'scope-type'),
    },
    {
      method: 'POST',
      url: `${b}/methods`,
      body: { country: 'NZ', payway_id: 904, channel_id: 'scope', ...methodFields },
    },
    { method: 'PUT', url: `${b}/games/rhino-rush/events/scope-ev`, body: rhinoEvent() },
    { method: 'PUT', url: `${b}/vip/levels/7`, body: vipLevel },
    { method: 'PUT', url: `${b}/vip/coupons/scope-coupon`, body: { ...couponTemplate, level: 7 } },
    { method: 'PUT', url: `${b}/games/rhino-rush/gifts/scope-gift`, body: rhinoGift },
  ];
  for (const r of setup)
    expect((await consoleCall(t.app, rhinosOwner, r.method, r.url, r.body)).code).toBe(1);
});
afterAll(async () => {
  await t?.close();
});

const auditCount = async () => (await t.app.db.select().from(staffAudit)).length;

describe('console catalog: brand scope and roles on every route', () => {
  it("answers another brand's staff -404 on every route, reads and changes", async () => {
    const before = await auditCount();
    for (const r of [...reads, ...writes]) {
      const res = await consoleCall(t.app, wattOwner, r.method, r.url, r.body);
      expect({ route: `${r.method} ${r.url}`, status: res.status, code: res.code }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 404,
        code: -404,
      });
    }
    expect(await auditCount()).toBe(before);
    // The same owner reaches their own brand, and sees only it in the brand list.
    expect(
      (await consoleCall(t.app, wattOwner, 'GET', '/api/console/catalog/watt/games')).code,
    ).toBe(1);
    const brands = await consoleCall(t.app, wattOwner, 'GET', '/api/console/catalog/brands');
    expect(brands.data.brands.map((x: { id: string }) => x.id)).toEqual(['watt']);
  });

  it('answers an unknown brand -404 like a brand of someone else', async () => {
    const res = await consoleCall(t.app, rhinosOwner, 'GET', '/api/console/catalog/nobody/games');
    expect(res).toMatchObject({ status: 404, code: -404 });
  });

  it('lets an analyst read everything and change nothing (-403)', async () => {
    for (const r of reads) {
      expect((await consoleCall(t.app, analyst, r.method, r.url)).code).toBe(1);
    }
    const before = await auditCount();
    for (const r of writes) {
      const res = await consoleCall(t.app, analyst, r.method, r.url, r.body);
      expect({ route: `${r.method} ${r.url}`, status: res.status, code: res.code }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 403,
        code: -403,
      });
    }
    expect(await auditCount()).toBe(before);
    const goods = await consoleCall(t.app, analyst, 'GET', `${b}/games/rhino-rush/goods`);
    expect(goods.data.goods.map((g: { product_id: string }) => g.product_id)).toContain('scope-1');
  });

  it('answers -600 without a login and -404 on a brand host', async () => {
    for (const r of [
      { method: 'GET', url: '/api/console/catalog/brands' } as Route,
      ...reads,
      ...writes,
    ]) {
      const anon = await consoleCall(t.app, { host: 'console.localhost' }, r.method, r.url, r.body);
      expect({ route: r.url, status: anon.status, code: anon.code }).toEqual({
        route: r.url,
        status: 401,
        code: -600,
      });
      const onShop = await consoleCall(
        t.app,
        { ...rhinosOwner, host: 'rhinos.localhost:8080' },
        r.method,
        r.url,
        r.body,
      );
      expect(onShop.status).toBe(404);
    }
  });
});
