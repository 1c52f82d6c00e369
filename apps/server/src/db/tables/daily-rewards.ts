import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One step of a daily calendar: what the player sees and the in-game units the game receives. */
export type DailyStep = {
  rewards: { names: Record<string, string>; icon: string; quantity: number }[];
  rewardAmount: number;
};

/**
 * Daily login reward calendars (issue 18), per brand and game, edited in the console. Steps are
 * kept as one ordered array (1..31): the calendar is always read and written whole. A player's
 * reward day starts at reset_hour in the brand's time zone; each claimed day advances one step
 * (docs/decisions/0025-daily-rewards.md).
 */
export const dailyCalendars = pgTable(
  'daily_calendars',
  {
    tenantId: text('tenant_id').notNull(),
    calendarId: text('calendar_id').notNull(),
    gameCode: text('game_code').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    steps: jsonb('steps').$type<DailyStep[]>().notNull(),
    resetHour: integer('reset_hour').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.calendarId] }),
    index('daily_calendars_game_idx').on(t.tenantId, t.gameCode),
    check('daily_calendars_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('daily_calendars_reset_check', sql`${t.resetHour} between 0 and 23`),
    check('daily_calendars_steps_check', sql`jsonb_array_length(${t.steps}) between 1 and 31`),
  ],
);

/**
 * One claim per account and reward day: the primary key (tenant, calendar, account, day) lets one
 * of two racing claims in. `step` is the 1-based step it gave; the character it went to is kept.
 */
export const dailyClaims = pgTable(
  'daily_claims',
  {
    tenantId: text('tenant_id').notNull(),
    calendarId: text('calendar_id').notNull(),
    suid: text('suid').notNull(),
    // The reward day 'YYYY-MM-DD' (the local date the day started on, at the reset hour).
    day: text('day').notNull(),
    step: integer('step').notNull(),
    gameCode: text('game_code').notNull(),
    roleId: text('role_id').notNull(),
    serverId: text('server_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.calendarId, t.suid, t.day] }),
    check('daily_claims_step_check', sql`${t.step} between 1 and 31`),
  ],
);
