import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';
import { games, pageConfigs } from './tables/config.ts';
import { gameRows, syncTenantGames } from './tenant-sync.ts';

// Without the demo seed the brands' games still reach the database, at every start.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(() => t.close());

const allGames = () =>
  t.app.db.select().from(games).orderBy(asc(games.tenantId), asc(games.clientId));

describe('syncTenantGames', () => {
  it("writes every client id of every brand's file at start, with no demo sub-games", async () => {
    const tenants = loadTenants();
    const rows = await allGames();
    expect(rows).toHaveLength(tenants.flatMap(gameRows).length);
    expect(rows.every((r) => r.parentCode === null)).toBe(true);
    expect(await t.app.db.select().from(pageConfigs)).toHaveLength(tenants.length);
  });

  it('is idempotent, and a changed brand file reaches the rows on the next start', async () => {
    const before = await allGames();
    await syncTenantGames(t.app.db, loadTenants());
    expect(await allGames()).toEqual(before);

    const renamed = loadTenants().map((tenant) =>
      tenant.id !== 'watt'
        ? tenant
        : { ...tenant, games: tenant.games.map((g, i) => (i ? g : { ...g, name: 'Volt Arena' })) },
    );
    await syncTenantGames(t.app.db, renamed);
    const watt = await t.app.db.select().from(games).where(eq(games.clientId, '11103'));
    expect(watt[0]!.name).toBe('Volt Arena');
  });
});
