import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Time-limited top-up events (SPEC §1, §2 /activity): 'cumulative' (total paid within the window)
 * or 'continuous' (consecutive days, each with at least min_daily_minor paid, days counted in the
 * tenant's time zone). Only orders in the event's currency count.
 */
export const activities = pgTable(
  'activities',
  {
    tenantId: text('tenant_id').notNull(),
    activityId: text('activity_id').notNull(),
    gameCode: text('game_code').notNull(),
    kind: text('kind').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
    currency: text('currency').notNull(),
    minDailyMinor: bigint('min_daily_minor', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.activityId] }),
    index('activities_game_idx').on(t.tenantId, t.gameCode),
    check('activities_kind_check', sql`${t.kind} in ('cumulative','continuous')`),
    check('activities_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A tier: reached at `threshold` (minor units paid, or days in a row) and what it gives. */
export const activityTiers = pgTable(
  'activity_tiers',
  {
    tenantId: text('tenant_id').notNull(),
    activityId: text('activity_id').notNull(),
    tierId: integer('tier_id').notNull(),
    threshold: bigint('threshold', { mode: 'number' }).notNull(),
    // What the player sees: [{ names: {en: ...}, icon, quantity }].
    rewards: jsonb('rewards')
      .$type<{ names: Record<string, string>; icon: string; quantity: number }[]>()
      .notNull(),
    // In-game units delivered to the role through the game gateway.
    rewardAmount: integer('reward_amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.activityId, t.tierId] }),
    check('activity_tiers_check', sql`${t.threshold} > 0 and ${t.rewardAmount} > 0`),
  ],
);

/** One claim per role and tier (the primary key makes a second claim a no-op). */
export const activityClaims = pgTable(
  'activity_claims',
  {
    tenantId: text('tenant_id').notNull(),
    activityId: text('activity_id').notNull(),
    tierId: integer('tier_id').notNull(),
    gameCode: text('game_code').notNull(),
    roleId: text('role_id').notNull(),
    suid: text('suid').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.activityId, t.tierId, t.gameCode, t.roleId] })],
);
