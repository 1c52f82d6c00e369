import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CapsSettings } from '@topup/contracts/spending-caps';

/**
 * Spending caps a player (or a guardian with a PIN) sets per brand and account (issue 18,
 * docs/decisions/0024). Caps are in `currency` (the brand's default when set), minor units, null =
 * none. A looser setting under cooling-off waits in `pending` until `pending_from`; the row is
 * also what pay-service locks on (advisory lock on tenant+account) while it counts the spend.
 */
export const spendingCaps = pgTable(
  'spending_caps',
  {
    tenantId: text('tenant_id').notNull(),
    suid: text('suid').notNull(),
    currency: text('currency').notNull(),
    dailyMinor: bigint('daily_minor', { mode: 'number' }),
    weeklyMinor: bigint('weekly_minor', { mode: 'number' }),
    monthlyMinor: bigint('monthly_minor', { mode: 'number' }),
    ageBand: text('age_band'),
    coolingOff: boolean('cooling_off').notNull().default(false),
    pending: jsonb('pending').$type<CapsSettings>(),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    // scrypt hash (accounts/password.ts) of the guardian PIN, when one is set.
    pinHash: text('pin_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.suid] }),
    check(
      'spending_caps_positive_check',
      sql`coalesce(${t.dailyMinor}, 1) > 0 and coalesce(${t.weeklyMinor}, 1) > 0 and coalesce(${t.monthlyMinor}, 1) > 0`,
    ),
    check(
      'spending_caps_age_band_check',
      sql`${t.ageBand} is null or ${t.ageBand} in ('under16','16to19','adult')`,
    ),
    check('spending_caps_pending_check', sql`(${t.pending} is null) = (${t.pendingFrom} is null)`),
  ],
);
