import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import { demoAccounts } from '../demo-accounts.ts';
import { seedDemo } from '../seed.ts';
import { productPrices, products, productTypes } from '@topup/server/db/tables/catalog';
import { games } from '@topup/server/db/tables/config';
import { demoRoles, demoServers } from '@topup/server/db/tables/demo-game';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { catalogRows, FIRST_GAME_SERVERS, subGameParent } from './seed-rows.ts';

const tenants = loadTenants();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tables = { games, demoServers, demoRoles, productTypes, products, productPrices };
async function snapshot() {
  const out: Record<string, { rows: number; content: string[] }> = {};
  for (const [name, table] of Object.entries(tables)) {
    const rows = await t.app.db.select().from(table);
    out[name] = { rows: rows.length, content: rows.map((row) => JSON.stringify(row)).sort() };
  }
  return out;
}

describe('catalog demo data', () => {
  it.each(tenants.map((tenant) => [tenant.id, tenant] as const))('%s has it all', (_id, tenant) => {
    const rows = catalogRows(tenant);
    const first = tenant.games[0]!.code;
    const firstServers = rows.servers.filter((s) => s.gameCode === first);
    expect(firstServers.length).toBe(FIRST_GAME_SERVERS);
    expect(new Set(firstServers.map((s) => s.area))).toEqual(new Set(tenant.areas));
    // The sub-games hang under the second game, so the first one is picked directly.
    const parent = subGameParent(tenant).code;
    expect(parent).toBe(tenant.games[1]!.code);
    expect(rows.subGames.map((g) => g.parentCode)).toEqual([parent, parent]);

    const codes = [...tenant.games.map((g) => g.code), ...rows.subGames.map((g) => g.gameCode)];
    for (const code of codes) {
      const servers = rows.servers.filter((s) => s.gameCode === code);
      expect(new Set(servers.map((s) => s.area))).toEqual(new Set(tenant.areas));
      expect(rows.goods.filter((g) => g.gameCode === code).length).toBeGreaterThanOrEqual(8);
      for (const account of demoAccounts) {
        const roles = rows.roles.filter((r) => r.gameCode === code && r.suid === account.suid);
        const onServers = new Set(roles.map((r) => r.serverId));
        if (account.hasRoles) expect(onServers.size).toBeGreaterThanOrEqual(3);
        else expect(roles).toEqual([]);
      }
    }
    // In the first game every account with characters has them on 3 servers of every area.
    for (const account of demoAccounts.filter((a) => a.hasRoles)) {
      const mine = new Set(
        rows.roles
          .filter((r) => r.gameCode === first && r.suid === account.suid)
          .map((r) => r.serverId),
      );
      for (const area of tenant.areas) {
        const inArea = firstServers.filter((s) => s.area === area && mine.has(s.serverId));
        expect(inArea, `${account.username} in ${area}`).toHaveLength(3);
      }
    }
    // Every area's currency prices every product.
    for (const area of tenant.areas) {
      const currency = defaultCurrency(tenant, area);
      const priced = rows.prices.filter((p) => p.currency === currency);
      expect(priced.length).toBe(rows.goods.length);
    }
    expect(rows.goods.some((g) => g.isSpecial)).toBe(true);
    expect(rows.goods.some((g) => g.isLimit)).toBe(true);
    expect(rows.goods.filter((g) => g.isCoupon).every((g) => g.couponPoints! > 0)).toBe(true);
  });

  it('flags one top-level game (the second) and one sub-game per tenant', async () => {
    for (const tenant of tenants) {
      const flagged = await t.app.db
        .selectDistinct({ code: games.gameCode, parent: games.parentCode })
        .from(games)
        .where(and(eq(games.tenantId, tenant.id), eq(games.isSelectGame, true)))
        .orderBy(asc(games.gameCode));
      expect(flagged).toEqual(
        [
          { code: `${subGameParent(tenant).code}-origins`, parent: subGameParent(tenant).code },
          { code: tenant.games[1]!.code, parent: null },
        ].sort((a, b) => (a.code < b.code ? -1 : 1)),
      );
    }
  });

  it('gives demo two characters on one server and norole none', async () => {
    const demo = await t.app.db
      .select({ serverId: demoRoles.serverId, n: count() })
      .from(demoRoles)
      .where(
        and(
          eq(demoRoles.tenantId, 'watt'),
          eq(demoRoles.gameCode, 'voltage-arena'),
          eq(demoRoles.suid, '10000001'),
        ),
      )
      .groupBy(demoRoles.serverId)
      .orderBy(asc(demoRoles.serverId));
    // Three servers per area (universal 1001–, useuro 1015–, mea 1029–), two characters on 1001.
    expect(demo).toEqual([
      { serverId: '1001', n: 2 },
      { serverId: '1002', n: 1 },
      { serverId: '1003', n: 1 },
      { serverId: '1015', n: 1 },
      { serverId: '1016', n: 1 },
      { serverId: '1017', n: 1 },
      { serverId: '1029', n: 1 },
      { serverId: '1030', n: 1 },
      { serverId: '1031', n: 1 },
    ]);
    const norole = await t.app.db
      .select({ n: count() })
      .from(demoRoles)
      .where(eq(demoRoles.suid, '10000002'));
    expect(norole[0]!.n).toBe(0);
  });

  it('changes nothing when run twice more', async () => {
    const before = await snapshot();
    expect(before.demoServers!.rows).toBeGreaterThan(tenants.length * 40);
    await seedDemo(t.app.db, tenants);
    await seedDemo(t.app.db, tenants);
    // Same row counts and the same rows (created_at of characters included).
    expect(await snapshot()).toEqual(before);
  });
});
