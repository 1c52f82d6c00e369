import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Per-tenant VIP texts (SPEC §3 base info); only VIP tenants have a row. */
export const vipSettings = pgTable('vip_settings', {
  tenantId: text('tenant_id').primaryKey(),
  pointToCoin: text('point_to_coin').notNull(),
  faqTitle: text('faq_title').notNull(),
  faqContent: text('faq_content').notNull(),
});

/** Never sent to players: points = floor(amount_minor * points / per_minor) of a delivered order. */
export const vipPointRates = pgTable(
  'vip_point_rates',
  {
    tenantId: text('tenant_id').notNull(),
    currency: text('currency').notNull(),
    points: integer('points').notNull(),
    perMinor: integer('per_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.currency] }),
    check('vip_point_rates_check', sql`${t.points} >= 0 and ${t.perMinor} > 0`),
  ],
);

export const vipLevels = pgTable(
  'vip_levels',
  {
    tenantId: text('tenant_id').notNull(),
    levelId: integer('level_id').notNull(),
    name: text('name').notNull(),
    showName: text('show_name').notNull(),
    needPoints: integer('need_points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.levelId] })],
);

/** A coupon a level hands out: once (permanent) or once per ISO week / calendar month. */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    tenantId: text('tenant_id').notNull(),
    templateId: text('template_id').notNull(),
    levelId: integer('level_id').notNull(),
    type: text('type').notNull(),
    // Plain text or JSON of locale -> text; stored and answered as-is (the app renders text).
    name: text('name').notNull(),
    // Percent the player pays: 85 = 15% off.
    discountRate: integer('discount_rate').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.templateId] }),
    check('coupon_templates_type_check', sql`${t.type} in ('permanent', 'week', 'month')`),
    check('coupon_templates_rate_check', sql`${t.discountRate} between 1 and 99`),
  ],
);

/** A player's growth points; the level is derived from them and the tenant's levels. */
export const vipAccounts = pgTable(
  'vip_accounts',
  {
    tenantId: text('tenant_id').notNull(),
    suid: text('suid').notNull(),
    totalPoints: bigint('total_points', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.suid] })],
);

/** One row per delivered order: the primary key makes points land exactly once. */
export const vipPointAwards = pgTable('vip_point_awards', {
  billingNo: text('billing_no').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  suid: text('suid').notNull(),
  points: integer('points').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** The order was refunded: its points were taken back from the account's total. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Claimed coupons. status: avail -> reserved (by billing_no, with the order insert) -> used when
 * paid, or back to avail when that order fails or expires. Expiry is valid_end_time, not a status.
 */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    suid: text('suid').notNull(),
    templateId: text('template_id').notNull(),
    // 'permanent', '2025-W07' or '2025-02' in the tenant's time zone.
    period: text('period').notNull(),
    status: text('status').notNull().default('avail'),
    billingNo: text('billing_no'),
    validEndTime: timestamp('valid_end_time', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    unique('coupons_claim_uq').on(t.tenantId, t.suid, t.templateId, t.period),
    index('coupons_owner_idx').on(t.tenantId, t.suid),
    index('coupons_billing_idx').on(t.billingNo),
    check('coupons_status_check', sql`${t.status} in ('avail', 'reserved', 'used')`),
  ],
);
