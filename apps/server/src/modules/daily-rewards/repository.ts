import { and, asc, eq, getTableColumns, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dailyCalendars, dailyClaims } from '../../db/tables/daily-rewards.ts';
import { outbox } from '../../db/tables/payments.ts';
import { dailyDeliveryId, type DailyRewardPayload } from './daily-payload.ts';
import { announceWork } from '../../db/wake.ts';
import { jsonObjectOf, parsedJson, rowFrom } from '../../lib/json-row.ts';
import type { PlayerKeys } from '../../plugins/session-lookup.ts';

export type CalendarRow = typeof dailyCalendars.$inferSelect;
export type DailyClaimInput = Omit<DailyRewardPayload, 'source'> & {
  serverId: string;
  at: Date;
};

/** A running calendar and the account's claimed reward days in it, oldest first. */
export type LiveCalendar = { calendar: CalendarRow; days: string[] };

// The game's calendars running at the instant (by daily_calendars_game_idx).
const runningAt = (tenantId: string | PlayerKeys['tenantId'], gameCode: string, at: Date) =>
  and(
    eq(dailyCalendars.tenantId, tenantId),
    eq(dailyCalendars.gameCode, gameCode),
    lte(dailyCalendars.startsAt, at),
    gt(dailyCalendars.endsAt, at),
  );
// Of overlapping ones the earliest started.
const firstStarted = [asc(dailyCalendars.startsAt), asc(dailyCalendars.calendarId)];
const calendarColumns = getTableColumns(dailyCalendars);

/**
 * The game's running calendar and the account's claimed days in it (null: none running), as a
 * subquery on the session's keys: liveCalendar and claimedDays in the session's statement
 * (issue 32: the daily state took three). Claims by their primary key.
 */
export function liveCalendarOf(gameCode: string, at: Date) {
  return (keys: PlayerKeys) => ({
    live: sql<LiveCalendar | null>`(select json_build_object(
        'calendar', ${jsonObjectOf(calendarColumns)},
        'days', coalesce((select json_agg(${dailyClaims.day} order by ${dailyClaims.day})
          from ${dailyClaims} where ${dailyClaims.tenantId} = ${dailyCalendars.tenantId}
            and ${dailyClaims.calendarId} = ${dailyCalendars.calendarId}
            and ${dailyClaims.suid} = ${keys.suid}), '[]'::json))
      from ${dailyCalendars} where ${runningAt(keys.tenantId, gameCode, at)}
      order by ${sql.join(firstStarted, sql`, `)} limit 1)`.mapWith((value: unknown) => {
      if (value === null) return null;
      const { calendar, days } = parsedJson(value) as { calendar: object; days: string[] };
      return { calendar: rowFrom(calendarColumns, calendar as Record<string, unknown>), days };
    }),
  });
}

export function createDailyRepository(db: Db) {
  return {
    /** The game's calendar running at the instant; of overlapping ones the earliest started. */
    async liveCalendar(tenantId: string, gameCode: string, at: Date) {
      const [row] = await db
        .select()
        .from(dailyCalendars)
        .where(runningAt(tenantId, gameCode, at))
        .orderBy(...firstStarted)
        .limit(1);
      return row;
    },

    /** The account's claimed reward days in the calendar, oldest first. */
    async claimedDays(tenantId: string, calendarId: string, suid: string): Promise<string[]> {
      const rows = await db
        .select({ day: dailyClaims.day })
        .from(dailyClaims)
        .where(
          and(
            eq(dailyClaims.tenantId, tenantId),
            eq(dailyClaims.calendarId, calendarId),
            eq(dailyClaims.suid, suid),
          ),
        )
        .orderBy(asc(dailyClaims.day));
      return rows.map((r) => r.day);
    },

    /**
     * The claim row and its delivery in the outbox, in one transaction. The claim's primary key
     * (tenant, calendar, account, day) lets one of two racing claims in; the loser inserts
     * nothing and answers false. The delivery id is the same key, unique in the outbox too.
     */
    async claim(c: DailyClaimInput): Promise<boolean> {
      const { serverId, at, ...rest } = c;
      const payload: DailyRewardPayload = { ...rest, source: 'daily' };
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(dailyClaims)
          .values({
            tenantId: c.tenantId,
            calendarId: c.calendarId,
            suid: c.suid,
            day: c.day,
            step: c.step,
            gameCode: c.gameCode,
            roleId: c.roleId,
            serverId,
            claimedAt: at,
          })
          .onConflictDoNothing()
          .returning({ day: dailyClaims.day });
        if (inserted.length === 0) return false;
        await tx
          .insert(outbox)
          .values({
            tenantId: c.tenantId,
            kind: 'reward',
            deliveryId: dailyDeliveryId(payload),
            payload,
            nextAttemptAt: at,
            createdAt: at,
          })
          .onConflictDoNothing({ target: outbox.deliveryId });
        // The relay hears of it when this commits (issue 32), not at its next poll.
        await announceWork(tx, 'outbox');
        return true;
      });
    },
  };
}

export type DailyRepository = ReturnType<typeof createDailyRepository>;
