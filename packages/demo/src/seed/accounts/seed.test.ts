import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { demoAccounts } from '../demo-accounts.ts';
import { accounts } from '@topup/server/db/tables/accounts';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { verifyPassword } from '@topup/server/modules/accounts/password';
import { seedAccounts } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const all = () =>
  t.app.db.select().from(accounts).orderBy(asc(accounts.tenantId), asc(accounts.suid));

describe('seedAccounts', () => {
  it('gives every tenant the demo accounts, with hashes that verify', async () => {
    const tenants = loadTenants();
    const rows = await all();
    expect(rows).toHaveLength(tenants.length * demoAccounts.length);
    for (const tenant of tenants) {
      const own = rows.filter((r) => r.tenantId === tenant.id);
      expect(own.map((r) => r.username)).toEqual(demoAccounts.map((a) => a.username));
    }
    const card = rows.find((r) => r.tenantId === 'ko' && r.suid === '10000003');
    expect(card).toMatchObject({ cardNo: '8800000000000001', realNameVerified: true });
    const unverified = rows.find((r) => r.tenantId === 'ko' && r.username === 'unverified');
    expect(unverified?.realNameVerified).toBe(false);
    expect(await verifyPassword('card1234', card!.passwordHash)).toBe(true);
    expect(await verifyPassword('demo1234', card!.passwordHash)).toBe(false);
  });

  it('is idempotent: only missing rows come back, existing rows stay as they are', async () => {
    const where = and(eq(accounts.tenantId, 'watt'), eq(accounts.suid, '10000002'));
    await t.app.db
      .delete(accounts)
      .where(and(eq(accounts.tenantId, 'ru'), eq(accounts.suid, '10000001')));
    await t.app.db
      .update(accounts)
      .set({ passwordHash: 'changed', displayName: 'NoRole' })
      .where(where);
    const before = await all();
    await seedAccounts(t.app.db, loadTenants());
    const after = await all();

    expect(after).toHaveLength(before.length + 1);
    expect(after.find((r) => r.tenantId === 'watt' && r.suid === '10000002')).toMatchObject({
      passwordHash: 'changed',
      displayName: 'NoRole',
    });
    const restored = after.find((r) => r.tenantId === 'ru' && r.suid === '10000001');
    expect(restored?.passwordHash).toBe(
      before.find((r) => r.tenantId === 'watt' && r.suid === '10000001')?.passwordHash,
    );
  });
});
