import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createTestStaff } from '../test-kit.ts';
import { consoleCall, rhinoGoods, rhinoRushWeb, rhinosHost, type Headers } from './test-kit.ts';

// Two instances on one PostgreSQL schema, each with its own caches: goods and a payment method
// changed through instance A show on instance B's storefront at once, not after B's 5 s TTL
// (PostgreSQL LISTEN/NOTIFY, lib/change-bus.ts).
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let b: FastifyInstance;
let owner: Headers;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  b = await buildApp(t.config);
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

async function shopOnB(path: string) {
  const res = await b.inject({ url: path, headers: { host: rhinosHost } });
  return res.json() as { code: number; data: Record<string, unknown> };
}
const goodsIdsOnB = async () =>
  (await shopOnB(`/api/pay/getGoodsList?client_id=${rhinoRushWeb}&domain_area=universal`)).data
    .goods as { product_id: string; price_minor: number }[];

/** Polls for at most 2 s, well inside the 5 s a TTL alone would take. */
async function soon<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const end = Date.now() + 2_000;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

describe.skipIf(!onPostgres)('console catalog across instances', () => {
  it("shows goods created and changed on A in B's storefront at once", async () => {
    // B caches the list before the change.
    expect((await goodsIdsOnB()).map((g) => g.product_id)).not.toContain('multi-1');
    await consoleCall(
      t.app,
      owner,
      'PUT',
      '/api/console/catalog/rhinos/games/rhino-rush/types/multi',
      {
        names: { en: 'Multi' },
      },
    );
    const started = Date.now();
    const created = await consoleCall(
      t.app,
      owner,
      'POST',
      '/api/console/catalog/rhinos/games/rhino-rush/goods',
      rhinoGoods('multi-1', 'multi'),
    );
    expect(created.code).toBe(1);
    const list = await soon(goodsIdsOnB, (l) => l.some((g) => g.product_id === 'multi-1'));
    expect(list.find((g) => g.product_id === 'multi-1')).toMatchObject({ price_minor: 199 });
    expect(Date.now() - started).toBeLessThan(4_000);

    const { product_id: _id, ...fields } = rhinoGoods('multi-1', 'multi');
    await consoleCall(t.app, owner, 'PUT', '/api/console/catalog/rhinos/goods/multi-1', {
      ...fields,
      prices: [{ currency: 'USD', amount_minor: 777 }],
    });
    const changed = await soon(goodsIdsOnB, (l) =>
      l.some((g) => g.product_id === 'multi-1' && g.price_minor === 777),
    );
    expect(changed.find((g) => g.product_id === 'multi-1')!.price_minor).toBe(777);
  });

  it("shows a payment method created on A in B's method list at once", async () => {
    const methodsOnB = async () =>
      (
        await shopOnB(
          `/api/pay/getPayWayList?client_id=${rhinoRushWeb}&product_id=multi-1&domain_area=universal`,
        )
      ).data.country as Record<string, { payway_id: number }[]>;
    expect((await methodsOnB()).NZ).toBeUndefined();
    const res = await consoleCall(t.app, owner, 'POST', '/api/console/catalog/rhinos/methods', {
      country: 'NZ',
      payway_id: 950,
      channel_id: 'multi',
      family_id: 10201,
      names: { en: 'Multi pay' },
    });
    expect(res.code).toBe(1);
    const after = await soon(methodsOnB, (m) => (m.NZ ?? []).length > 0);
    expect(after.NZ).toEqual([expect.objectContaining({ payway_id: 950 })]);
  });
});
