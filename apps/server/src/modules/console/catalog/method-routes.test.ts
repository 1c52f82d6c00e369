import { and, eq, like } from 'drizzle-orm';
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

// Payment methods per country through the console; the storefront's method list (cached 5 s)
// shows each change at once.
let t: TestApp;
let owner: Headers;
const base = '/api/console/catalog/rhinos';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  consoleCall(t.app, owner, method, url, body);

type ShopMethod = {
  payway_id: number;
  channel_id: string;
  name: string;
  description: string;
  sub_payment: ShopMethod[];
} & Record<string, unknown>;

async function shopMethods(country: string, lang = 'en'): Promise<ShopMethod[]> {
  const res = await t.app.inject({
    url: `/api/pay/getPayWayList?client_id=${rhinoRushWeb}&product_id=method-goods&domain_area=universal`,
    headers: { host: rhinosHost, 'accept-language': lang, 'x-lang': lang },
  });
  const body = res.json() as Answer;
  expect(body.code).toBe(1);
  return (body.data.country[country] ?? []) as ShopMethod[];
}

const method = {
  country: 'NZ',
  payway_id: 901,
  channel_id: 'kiwi',
  family_id: 10201,
  names: { en: 'Kiwi wallet', ja: 'キウイ' },
  icon: 'https://cdn.example/kiwi.png',
  sort: 3,
  min_money: 100,
  max_money: 50_000,
  descriptions: { en: 'Pay with Kiwi' },
  open_coupon: true,
  areas: ['universal'],
};

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
  await call('PUT', `${base}/games/rhino-rush/types/method-type`, { names: { en: 'T' } });
  const goods = await call('POST', `${base}/games/rhino-rush/goods`, {
    ...rhinoGoods('method-goods', 'method-type'),
  });
  expect(goods.code).toBe(1);
});
afterAll(async () => {
  await t?.close();
});

describe('console catalog: payment methods', () => {
  it('creates a method for a country; the storefront lists it at once', async () => {
    expect(await shopMethods('NZ')).toEqual([]);
    const res = await call('POST', `${base}/methods`, method);
    expect(res).toMatchObject({
      code: 1,
      data: {
        country: 'NZ',
        method_key: '901_kiwi',
        parent_key: null,
        names: { en: 'Kiwi wallet', ja: 'キウイ' },
        descriptions: { en: 'Pay with Kiwi' },
        min_money: 100,
        max_money: 50_000,
        open_coupon: true,
        active: true,
      },
    });
    const [listed] = await shopMethods('NZ');
    expect(listed).toMatchObject({
      payway_id: 901,
      channel_id: 'kiwi',
      family_id: 10201,
      name: 'Kiwi wallet',
      icon: 'https://cdn.example/kiwi.png',
      min_money: 100,
      max_money: 50_000,
      open_coupon: true,
    });
    expect(JSON.parse(listed!.description)).toEqual({ en: 'Pay with Kiwi' });
  });

  it('adds a sub-method under it, changes and removes them, each at once', async () => {
    const sub = await call('POST', `${base}/methods`, {
      ...method,
      payway_id: 902,
      channel_id: '',
      names: { en: 'Kiwi card' },
      parent_key: '901_kiwi',
    });
    expect(sub).toMatchObject({ code: 1, data: { method_key: '902_', parent_key: '901_kiwi' } });
    expect((await shopMethods('NZ'))[0]!.sub_payment.map((s) => s.name)).toEqual(['Kiwi card']);

    const { country: _c, payway_id: _p, channel_id: _ch, ...fields } = method;
    const changed = await call('PUT', `${base}/methods/NZ/901_kiwi`, {
      ...fields,
      names: { en: 'Kiwi Pay' },
      min_money: 0,
      max_money: 0,
    });
    expect(changed.data).toMatchObject({ names: { en: 'Kiwi Pay' }, min_money: 0 });
    expect((await shopMethods('NZ'))[0]).toMatchObject({ name: 'Kiwi Pay', max_money: 0 });

    expect(await call('DELETE', `${base}/methods/NZ/901_kiwi`)).toMatchObject({
      status: 400,
      msg: expect.stringContaining('902_'),
    });
    const off = await call('PUT', `${base}/methods/NZ/901_kiwi`, { ...fields, active: false });
    expect(off.data.active).toBe(false);
    expect(await shopMethods('NZ')).toEqual([]);

    expect((await call('DELETE', `${base}/methods/NZ/902_`)).data).toEqual({ deleted: true });
    expect((await call('DELETE', `${base}/methods/NZ/901_kiwi`)).data).toEqual({ deleted: true });
    expect((await call('DELETE', `${base}/methods/NZ/901_kiwi`)).status).toBe(404);
  });

  it('lists one country or all, inactive ones too', async () => {
    await call('POST', `${base}/methods`, { ...method, active: false });
    const nz = await call('GET', `${base}/methods?country=NZ`);
    expect(nz.data.methods).toEqual([
      expect.objectContaining({ method_key: '901_kiwi', active: false }),
    ]);
    const all = await call('GET', `${base}/methods`);
    expect(
      new Set(all.data.methods.map((m: { country: string }) => m.country)).size,
    ).toBeGreaterThan(1);
  });

  it('reads seeded plain-text and JSON names as texts per language', async () => {
    const all = (await call('GET', `${base}/methods`)).data.methods as {
      names: Record<string, string>;
    }[];
    expect(all.every((m) => typeof m.names.en === 'string' && m.names.en.length > 0)).toBe(true);
  });

  it('audits each change', async () => {
    const rows = await t.app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.tenantId, 'rhinos'), like(staffAudit.action, 'payment-method.%')));
    expect(rows.map((r) => `${r.action} ${r.target}`)).toEqual([
      'payment-method.create NZ/901_kiwi',
      'payment-method.create NZ/902_',
      'payment-method.update NZ/901_kiwi',
      'payment-method.update NZ/901_kiwi',
      'payment-method.delete NZ/902_',
      'payment-method.delete NZ/901_kiwi',
      'payment-method.create NZ/901_kiwi',
    ]);
    expect(rows[2]!.before).toMatchObject({ names: { en: 'Kiwi wallet', ja: 'キウイ' } });
    expect(rows[2]!.after).toMatchObject({ names: { en: 'Kiwi Pay' } });
  });

  it('refuses bad methods with -400 and writes nothing', async () => {
    const bad: [string, unknown][] = [
      ['duplicate', method],
      ['unknown family', { ...method, payway_id: 903, family_id: 99999 }],
      ['lower-case country', { ...method, payway_id: 903, country: 'nz' }],
      ['area not of the brand', { ...method, payway_id: 903, areas: ['eru'] }],
      ['max below min', { ...method, payway_id: 903, min_money: 500, max_money: 100 }],
      ['negative min', { ...method, payway_id: 903, min_money: -1 }],
      ['no brand-language name', { ...method, payway_id: 903, names: { ja: 'キ' } }],
      ['missing parent', { ...method, payway_id: 903, parent_key: '1_none' }],
      ['payway 0', { ...method, payway_id: 0 }],
      ['bad platform', { ...method, payway_id: 903, platforms: ['tv'] }],
      ['unknown field', { ...method, payway_id: 903, extra: true }],
    ];
    for (const [why, body] of bad) {
      const res = await call('POST', `${base}/methods`, body);
      expect({ why, status: res.status, code: res.code }).toEqual({ why, status: 400, code: -400 });
    }
    const nz = await call('GET', `${base}/methods?country=NZ`);
    expect(nz.data.methods).toHaveLength(1);
  });
});
