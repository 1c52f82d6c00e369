import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../db/client.ts';

/** Demo game accounts of db/demo-accounts.ts for every tenant (idempotent). */
export async function seedAccounts(_db: Db, _tenants: readonly Tenant[]): Promise<void> {
  // Filled in by the accounts module.
}
