import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from './client.ts';
import { staffAccounts } from './tables/console.ts';
import { createStaff } from '../modules/console/staff-repository.ts';
import type { StaffRole } from '../modules/console/staff.ts';
import type { Tx } from '../modules/orders/types.ts';

// The demo's publisher-console logins (README "Publisher console"). The TOTP secrets are fixed
// and public so a developer (or the E2E suite) can compute a code: `npx tsx scripts/totp.ts
// <secret>`. Demo data only: seedDemo never runs in production (SEED_DEMO=false there).
export const DEMO_STAFF_PASSWORD = 'console-demo-1';

export type DemoStaff = {
  email: string;
  role: StaffRole;
  /** null: every brand of the shop. */
  tenantIds: readonly string[] | null;
  totpSecret: string;
};

export const demoStaff: readonly DemoStaff[] = [
  { email: 'owner@topup.demo', role: 'owner', tenantIds: null, totpSecret: 'OWNERTOPUPDEMO22' },
  {
    email: 'operator@topup.demo',
    role: 'operator',
    tenantIds: null,
    totpSecret: 'OPERATORTOPUP234',
  },
  {
    email: 'support@topup.demo',
    role: 'support',
    tenantIds: null,
    totpSecret: 'SUPPORTTOPUPDEM2',
  },
  {
    email: 'analyst@topup.demo',
    role: 'analyst',
    tenantIds: null,
    totpSecret: 'ANALYSTTOPUPDEM2',
  },
  {
    email: 'support.watt@topup.demo',
    role: 'support',
    tenantIds: ['watt'],
    totpSecret: 'SUPPORTWATTDEMO2',
  },
];

/** Creates the demo staff that do not exist yet (idempotent; scrypt only for new ones). */
export async function seedDemoStaff(db: Db | Tx, tenants: readonly Tenant[]): Promise<void> {
  const existing = new Set(
    (await db.select({ email: staffAccounts.email }).from(staffAccounts)).map((r) => r.email),
  );
  const known = new Set(tenants.map((t) => t.id));
  for (const staff of demoStaff) {
    if (existing.has(staff.email)) continue;
    const tenantIds = (staff.tenantIds ?? [...known]).filter((id) => known.has(id));
    if (tenantIds.length === 0) continue;
    await createStaff(db, {
      email: staff.email,
      password: DEMO_STAFF_PASSWORD,
      role: staff.role,
      tenantIds,
      totpSecret: staff.totpSecret,
    });
  }
}
