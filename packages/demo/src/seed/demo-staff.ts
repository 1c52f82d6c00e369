import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { staffAccounts } from '@topup/server/db/tables/console';
import type { StaffRole } from '@topup/server/modules/console/staff';
import type { Tx } from '@topup/server/modules/orders/types';

// The demo's publisher-console logins (README "Publisher console"). The TOTP secrets are fixed
// and public so a developer (or the E2E suite) can compute a code: `npx tsx scripts/totp.ts
// <secret>`. Demo data only: seedDemo never runs in production (SEED_DEMO=false there).
export const DEMO_STAFF_PASSWORD = 'console-demo-1';
/**
 * Its scrypt hash, computed once (salt "topup-console-demo"): every test app seeds the demo, and
 * five scrypt runs per app would slow the whole suite. demo-staff.test.ts logs in with it.
 */
const DEMO_STAFF_PASSWORD_HASH =
  'scrypt$16384$8$1$dG9wdXAtY29uc29sZS1kZW1v$htU2LzrYbYKPXXVEqjpwqnv9edL+gr4WXfWLnvf8KsQaqgnZ7DRjZs9LftG/M8s7++qUVyHJMUzK4NO8crk+aw==';

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

/** Creates the demo staff that do not exist yet (idempotent; no scrypt run). */
export async function seedDemoStaff(db: Db | Tx, tenants: readonly Tenant[]): Promise<void> {
  const existing = new Set(
    (await db.select({ email: staffAccounts.email }).from(staffAccounts)).map((r) => r.email),
  );
  const known = new Set(tenants.map((t) => t.id));
  for (const staff of demoStaff) {
    if (existing.has(staff.email)) continue;
    const tenantIds = (staff.tenantIds ?? [...known]).filter((id) => known.has(id));
    if (tenantIds.length === 0) continue;
    await db.insert(staffAccounts).values({
      id: `demo-${staff.email.split('@')[0]}`,
      email: staff.email,
      passwordHash: DEMO_STAFF_PASSWORD_HASH,
      role: staff.role,
      tenantIds,
      totpSecret: staff.totpSecret,
    });
  }
}
