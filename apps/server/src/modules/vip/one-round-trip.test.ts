import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipAccounts } from '../../db/tables/vip.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { countQueries } from '../../test/query-counter.ts';
import { playerOf } from '../coupons/test-kit.ts';
import { tenantById } from '../payments/test-kit.ts';

// Issue 32: a logged-in player's VIP card (session, points, levels) is one statement, not four.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const demo = playerOf(() => t.app, tenantById('watt'));

async function counted(path: string) {
  const counter = countQueries(t.app.database);
  try {
    const res = await demo.get(path);
    return { res, statements: counter.texts() };
  } finally {
    counter.stop();
  }
}

describe('vipInfo in one round trip', () => {
  it('reads the session, the points and the levels in one statement', async () => {
    await demo.login();
    await demo.get('/api/coupons/vipInfo'); // the game row is cached after the first call
    const { res, statements } = await counted('/api/coupons/vipInfo');
    expect(res.data).toMatchObject({ vip_level: 1, total_points: 0, next_need_points: 500 });
    expect(statements).toHaveLength(1);
  });

  it('answers the points the player has, and the level they reach', async () => {
    const [row] = await t.app.db
      .insert(vipAccounts)
      .values({ tenantId: 'watt', suid: demo.suid, totalPoints: 2500 })
      .onConflictDoUpdate({
        target: [vipAccounts.tenantId, vipAccounts.suid],
        set: { totalPoints: 2500 },
      })
      .returning();
    expect(row?.totalPoints).toBe(2500);
    const { res, statements } = await counted('/api/coupons/vipInfo');
    expect(res.data).toEqual({
      vip_level: 3,
      vip_level_name: expect.any(String),
      vip_level_show: 'V3',
      total_points: 2500,
      next_need_points: 6000,
    });
    expect(statements).toHaveLength(1);
    await t.app.db.delete(vipAccounts).where(eq(vipAccounts.suid, demo.suid));
  });

  it('without a live session: -600 after that one statement', async () => {
    const res = await t.app.inject({
      url: `/api/coupons/vipInfo?client_id=${demo.clientId}&oauth_token=${'x'.repeat(32)}`,
      headers: { host: demo.host },
    });
    expect(res.json()).toMatchObject({ code: -600 });
  });
});
