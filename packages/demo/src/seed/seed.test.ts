import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { seedDemo } from './seed.ts';
import { gameRows } from '@topup/server/db/tenant-sync';
import { games, pageConfigs } from '@topup/server/db/tables/config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const snapshot = async () => ({
  games: await t.app.db.select().from(games).orderBy(asc(games.tenantId), asc(games.clientId)),
  configs: await t.app.db
    .select()
    .from(pageConfigs)
    .orderBy(asc(pageConfigs.tenantId), asc(pageConfigs.id)),
});

describe('seedDemo', () => {
  it('seeds every client id of every tenant and one default page config each', async () => {
    const tenants = loadTenants();
    const { games: all, configs } = await snapshot();
    // Sub-games come from the catalog seed (catalog/seed.test.ts covers them).
    const rows = all.filter((r) => r.parentCode === null);
    expect(rows).toHaveLength(tenants.flatMap(gameRows).length);
    expect(configs).toHaveLength(tenants.length);
    expect(configs.every((c) => c.clientId === null)).toBe(true);
    const watt = rows.filter((r) => r.tenantId === 'watt').map((r) => r.clientId);
    expect(watt).toEqual(['11101', '11102', '11103', '11201', '11202', '11203']);
  });

  it('changes nothing when run again (the app already ran it once)', async () => {
    const before = await snapshot();
    await seedDemo(t.app.db, loadTenants());
    await seedDemo(t.app.db, loadTenants());
    expect(await snapshot()).toEqual(before);
  });

  it("keeps an operator's page config edit", async () => {
    await t.app.db
      .update(pageConfigs)
      .set({ isOpenCoupon: false, brandColor: '#000000' })
      .where(eq(pageConfigs.tenantId, 'ko'));
    await seedDemo(t.app.db, loadTenants());
    const [ko] = await t.app.db.select().from(pageConfigs).where(eq(pageConfigs.tenantId, 'ko'));
    expect(ko).toMatchObject({ isOpenCoupon: false, brandColor: '#000000' });
  });
});
