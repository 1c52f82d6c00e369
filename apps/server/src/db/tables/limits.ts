import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Purchase limits of limited goods (SPEC §3 limited goods, §6). limit_type:
 * - role: `frequency` purchases per character, ever (day_info 0);
 * - time: `frequency` purchases per character within a rolling `day_info` days;
 * - game: `frequency` purchases per game account (every character) within `day_info` days; with
 *   none left the app counts down to the next purchase.
 * Unpaid, unexpired orders count (ARCHITECTURE §6 orders); enforced in the order's insert.
 */
export const productLimits = pgTable(
  'product_limits',
  {
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id').notNull(),
    limitType: text('limit_type').notNull(),
    frequency: integer('frequency').notNull(),
    dayInfo: integer('day_info').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId] }),
    check('product_limits_type_check', sql`${t.limitType} in ('role','time','game')`),
    check('product_limits_frequency_check', sql`${t.frequency} > 0 and ${t.dayInfo} >= 0`),
  ],
);
