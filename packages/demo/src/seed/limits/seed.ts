import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { productLimits } from '@topup/server/db/tables/limits';
import { catalogRows } from '../catalog/seed-rows.ts';

type LimitRow = typeof productLimits.$inferInsert;
type LimitSpec = Pick<LimitRow, 'limitType' | 'frequency' | 'dayInfo'>;

/**
 * The limits of the demo's limited goods (seed-data.ts isLimit), one of each type, by goods key.
 * Limited goods missing here sell without a limit (enforceLimit finds no row).
 */
export const demoLimits: Readonly<Record<string, LimitSpec>> = {
  // Once per character, ever.
  'starter-pack': { limitType: 'role', frequency: 1, dayInfo: 0 },
  // Twice per character in any 7 days.
  'weekly-pack': { limitType: 'time', frequency: 2, dayInfo: 7 },
  // Once per account (all its characters) in any 30 days; then the app counts down.
  'monthly-card': { limitType: 'game', frequency: 1, dayInfo: 30 },
};

export function limitRows(tenant: Tenant): LimitRow[] {
  return catalogRows(tenant).goods.flatMap((goods) => {
    const spec = goods.isLimit
      ? demoLimits[goods.productId.slice(goods.gameCode.length + 1)]
      : null;
    return spec ? [{ tenantId: tenant.id, productId: goods.productId, ...spec }] : [];
  });
}

/** Adds the missing demo limits; existing ones are left alone (issue 31: a restart never undoes what the console changed). */
export async function seedLimits(db: Db, tenants: readonly Tenant[]): Promise<void> {
  const rows = tenants.flatMap(limitRows);
  if (rows.length === 0) return;
  await db
    .insert(productLimits)
    .values(rows)
    .onConflictDoNothing({ target: [productLimits.tenantId, productLimits.productId] });
}
