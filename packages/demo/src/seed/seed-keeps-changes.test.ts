import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { createTestStaff } from '@topup/server/modules/console/test-kit';
import {
  consoleCall,
  rhinosHost,
  type Headers,
} from '@topup/server/modules/console/catalog/test-kit';
import { seedDemo } from './seed.ts';

// Issue 31, item 1: a price changed in the console was back at the seed's value after a restart.
// Every start runs the demo seed; it must add what is missing and leave what exists alone, for
// every entity the seed writes and the console can change.
let t: TestApp;
let owner: Headers;
const tenants = loadTenants();

/** One changed column per seeded entity, as an operator would leave it: [what, change, read]. */
const edits: [string, string, string][] = [
  [
    'sub-game name',
    `update games set name = 'Renamed' where parent_code is not null`,
    `select distinct name from games where parent_code is not null`,
  ],
  [
    'goods type order',
    `update product_types set sort = 77`,
    `select distinct sort from product_types`,
  ],
  [
    'goods names and switch',
    `update products set names = '{"en":"Operator pack"}', active = false`,
    `select distinct names->>'en' as n, active from products`,
  ],
  [
    'prices',
    `update product_prices set amount_minor = 12345`,
    `select distinct amount_minor from product_prices`,
  ],
  [
    'payment methods',
    `update payment_methods set name = 'Operator method', min_money = 4242, sort = 9`,
    `select distinct name, min_money, sort from payment_methods`,
  ],
  [
    'events',
    `update activities set ends_at = '2030-01-02T03:04:05Z', names = '{"en":"Op event"}'`,
    `select distinct ends_at, names->>'en' as n from activities`,
  ],
  [
    'event tiers',
    `update activity_tiers set threshold = 31337`,
    `select distinct threshold from activity_tiers`,
  ],
  [
    'daily calendars',
    `update daily_calendars set reset_hour = 7, ends_at = '2031-01-01T00:00:00Z'`,
    `select distinct reset_hour, ends_at from daily_calendars`,
  ],
  [
    'purchase limits',
    `update product_limits set frequency = 99`,
    `select distinct frequency from product_limits`,
  ],
  [
    'offers',
    `update offers set ended_at = '2026-01-01T00:00:00Z', ends_at = null`,
    `select distinct ended_at, ends_at from offers`,
  ],
  [
    'promotions',
    `update promotions set titles = '{"en":"Op promo"}', active = false, sort = 5`,
    `select distinct titles->>'en' as n, active, sort from promotions`,
  ],
  [
    'first-purchase bonus',
    `update first_purchase_bonuses set bonus = 1`,
    `select distinct bonus from first_purchase_bonuses`,
  ],
  [
    'third-party gifts',
    `update third_gifts set quantity = 5, active = false`,
    `select distinct quantity, active from third_gifts`,
  ],
  [
    'VIP levels',
    `update vip_levels set name = 'Op level', need_points = 1`,
    `select distinct name, need_points from vip_levels`,
  ],
  [
    'coupon templates',
    `update coupon_templates set name = 'Op coupon'`,
    `select distinct name from coupon_templates`,
  ],
];

const rows = async (query: string) =>
  ((await t.app.db.execute(sql.raw(query))) as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
});
afterAll(() => t?.close());

describe('the demo seed on a restart', () => {
  it('keeps a price changed in the console, in the console and in the shop', async () => {
    const client = tenants.find((x) => x.id === 'rhinos')!.games[0]!.clients.web.clientId;
    const shop = async () => {
      const res = await t.app.inject({
        url: `/api/pay/getGoodsList?client_id=${client}&domain_area=universal&spec_lang=en`,
        headers: { host: rhinosHost },
      });
      return (res.json().data.goods as { product_id: string; price_minor: number }[])[0]!;
    };
    const before = await shop();
    const game = tenants.find((x) => x.id === 'rhinos')!.games[0]!.code;
    const listed = await consoleCall(
      t.app,
      owner,
      'GET',
      `/api/console/catalog/rhinos/games/${game}/goods`,
    );
    type Goods = Record<string, unknown> & {
      product_id: string;
      prices: { currency: string; amount_minor: number }[];
    };
    const goods = (listed.data.goods as Goods[]).find((g) => g.product_id === before.product_id)!;
    const path = `/api/console/catalog/rhinos/goods/${before.product_id}`;
    const prices = goods.prices.map((p) =>
      p.currency === 'USD' ? { ...p, amount_minor: p.amount_minor + 20 } : p,
    );
    const changed = await consoleCall(t.app, owner, 'PUT', path, {
      type_key: goods.type_key,
      names: goods.names,
      value: goods.value,
      bonus: goods.bonus,
      sort: goods.sort,
      special: goods.special,
      coupon: goods.coupon,
      prices,
    });
    expect(changed.code).toBe(1);

    await seedDemo(t.app.db, tenants);

    expect((await shop()).price_minor).toBe(before.price_minor + 20);
    const relisted = await consoleCall(
      t.app,
      owner,
      'GET',
      `/api/console/catalog/rhinos/games/${game}/goods`,
    );
    const after = (relisted.data.goods as (typeof goods)[]).find(
      (g) => g.product_id === before.product_id,
    )!;
    expect(after.prices).toContainEqual({ currency: 'USD', amount_minor: before.price_minor + 20 });
  });

  it('keeps every seeded entity as the operator left it, and deletes nothing', async () => {
    for (const [, change] of edits) await rows(change);
    const changed = await Promise.all(edits.map(([, , read]) => rows(read)));
    const count = `select (select count(*) from products) p, (select count(*) from product_prices) pp,
      (select count(*) from payment_methods) m, (select count(*) from offers) o,
      (select count(*) from promotions) pr`;
    const counts = await rows(count);

    await seedDemo(t.app.db, tenants);

    for (const [i, [what, , read]] of edits.entries()) {
      expect({ what, rows: await rows(read) }).toEqual({ what, rows: changed[i] });
      // Each edit reached at least one row, so the comparison proves something.
      expect(changed[i]!.length, what).toBeGreaterThan(0);
    }
    expect(await rows(count)).toEqual(counts);
  });

  it('adds what is missing: a deleted price of the demo catalogue comes back', async () => {
    const [row] = await rows(
      `delete from product_prices where ctid in (select ctid from product_prices
        where product_id not in (select product_id from offers) order by product_id limit 1)
        returning *`,
    );
    await seedDemo(t.app.db, tenants);
    const back = await rows(
      `select amount_minor from product_prices where tenant_id = '${row!.tenant_id}'
        and product_id = '${row!.product_id}' and currency = '${row!.currency}'`,
    );
    expect(back).toHaveLength(1);
  });
});
