import { sql } from 'drizzle-orm';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { paymentMethods } from '@topup/server/db/tables/payments';
import { methodRows } from './seed-rows.ts';

const CHUNK = 500;

/**
 * Payment methods per tenant and country (seed-rows.ts): missing ones are added; on existing rows
 * only the provider mapping (payway and channel, which the console cannot edit) follows the code.
 */
export async function seedPaymentMethods(db: Db, tenants: readonly Tenant[]): Promise<void> {
  const rows = tenants.flatMap(methodRows);
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(paymentMethods)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [paymentMethods.tenantId, paymentMethods.country, paymentMethods.methodKey],
        // Only the provider mapping follows the code; everything the console edits (names,
        // order, amounts, areas, active …) stays as the operator left it (issue 31).
        set: {
          paywayId: sql`excluded.payway_id`,
          channelId: sql`excluded.channel_id`,
        },
      });
  }
}
