import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { consoleHost } from '@topup/server/modules/console/test-kit';
import { totpCode } from '@topup/server/modules/console/totp';
import { DEMO_STAFF_PASSWORD, demoStaff, seedDemoStaff } from './demo-staff.ts';
import { staffAccounts } from '@topup/server/db/tables/console';

// The demo's console logins work with the documented password and TOTP secrets.
let t: TestApp;
const now = new Date('2026-11-27T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(async () => t?.close());

describe('demo staff', () => {
  it('can log in with the documented password and secret, scoped as documented', async () => {
    const all = loadTenants().map((x) => x.id);
    for (const staff of demoStaff) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/console/login',
        headers: { host: consoleHost },
        payload: {
          email: staff.email,
          password: DEMO_STAFF_PASSWORD,
          code: totpCode(staff.totpSecret, now),
        },
      });
      const body = res.json<{
        code: number;
        data: { staff: { role: string; tenantIds: string[] } };
      }>();
      expect(body.code, staff.email).toBe(1);
      expect(body.data.staff.role).toBe(staff.role);
      expect(body.data.staff.tenantIds.sort()).toEqual([...(staff.tenantIds ?? all)].sort());
    }
  });

  it('seeds once', async () => {
    await seedDemoStaff(t.app.db, loadTenants());
    const rows = await t.app.db.select().from(staffAccounts);
    expect(rows.filter((r) => r.email.endsWith('@topup.demo'))).toHaveLength(demoStaff.length);
  });
});
