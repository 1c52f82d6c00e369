import { sql } from 'drizzle-orm';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../../db/client.ts';
import { paymentMethods } from '../../../db/tables/payments.ts';
import { methodRows } from './seed-rows.ts';

const CHUNK = 500;

/**
 * Payment methods per tenant and country (seed-rows.ts), upserted by primary key: a second run
 * changes nothing and edited seed data reaches the rows on the next start. `active` is left as
 * it is on existing rows, so an operator who switches a method off keeps it off.
 */
export async function seedPaymentMethods(db: Db, tenants: readonly Tenant[]): Promise<void> {
  const rows = tenants.flatMap(methodRows);
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(paymentMethods)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [paymentMethods.tenantId, paymentMethods.country, paymentMethods.methodKey],
        set: {
          paywayId: sql`excluded.payway_id`,
          channelId: sql`excluded.channel_id`,
          familyId: sql`excluded.family_id`,
          parentKey: sql`excluded.parent_key`,
          name: sql`excluded.name`,
          icon: sql`excluded.icon`,
          sort: sql`excluded.sort`,
          minMoney: sql`excluded.min_money`,
          maxMoney: sql`excluded.max_money`,
          description: sql`excluded.description`,
          openCoupon: sql`excluded.open_coupon`,
          payId: sql`excluded.pay_id`,
          areas: sql`excluded.areas`,
          platforms: sql`excluded.platforms`,
        },
      });
  }
}
