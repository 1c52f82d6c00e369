import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dailyCalendars, dailyClaims } from '../../db/tables/daily-rewards.ts';
import type { Tx } from '../orders/types.ts';
import type { CalendarRow } from './repository.ts';

// Daily reward calendars as the console edits them (service.ts runs them for players).

type Q = Db | Tx;
export type CalendarValues = Omit<typeof dailyCalendars.$inferInsert, 'tenantId' | 'calendarId'>;

/** Calendars of the brand (of one game, or one calendar) by start, with their claim counts. */
export async function readCalendars(
  db: Q,
  tenantId: string,
  where: { game?: string; calendar?: string },
): Promise<{ calendars: CalendarRow[]; claims: { calendarId: string; n: number }[] }> {
  const calendars = await db
    .select()
    .from(dailyCalendars)
    .where(
      and(
        eq(dailyCalendars.tenantId, tenantId),
        where.game === undefined ? undefined : eq(dailyCalendars.gameCode, where.game),
        where.calendar === undefined ? undefined : eq(dailyCalendars.calendarId, where.calendar),
      ),
    )
    .orderBy(asc(dailyCalendars.startsAt), asc(dailyCalendars.calendarId));
  const claims = calendars.length
    ? await db
        .select({ calendarId: dailyClaims.calendarId, n: count() })
        .from(dailyClaims)
        .where(eq(dailyClaims.tenantId, tenantId))
        .groupBy(dailyClaims.calendarId)
    : [];
  return { calendars, claims };
}

/** Creates the calendar or replaces it whole. */
export async function saveCalendar(
  tx: Q,
  tenantId: string,
  calendarId: string,
  values: CalendarValues,
) {
  await tx
    .insert(dailyCalendars)
    .values({ tenantId, calendarId, ...values })
    .onConflictDoUpdate({
      target: [dailyCalendars.tenantId, dailyCalendars.calendarId],
      set: values,
    });
}
