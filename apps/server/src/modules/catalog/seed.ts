import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../db/client.ts';

/** Sub-games, demo servers and roles, goods types, goods and prices for every tenant. */
export async function seedCatalog(_db: Db, _tenants: readonly Tenant[]): Promise<void> {
  // Filled in by the catalog module.
}
