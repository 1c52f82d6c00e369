import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { dailyCalendars } from '../../db/tables/daily-rewards.ts';

// Calendars for the API tests, on watt's Voltage Arena unless told otherwise.

export type TestCalendar = {
  id: string;
  steps: number;
  startsAt: string;
  endsAt: string;
  resetHour?: number;
  tenantId?: string;
  gameCode?: string;
};

/** Step n gives 10 * n in-game units ("n0 Diamonds"). */
export async function insertCalendar(app: FastifyInstance, c: TestCalendar): Promise<void> {
  await app.db.insert(dailyCalendars).values({
    tenantId: c.tenantId ?? 'watt',
    calendarId: c.id,
    gameCode: c.gameCode ?? 'voltage-arena',
    names: { en: `Calendar ${c.id}` },
    steps: Array.from({ length: c.steps }, (_, i) => ({
      rewards: [{ names: { en: 'Diamonds' }, icon: 'diamond', quantity: 10 * (i + 1) }],
      rewardAmount: 10 * (i + 1),
    })),
    resetHour: c.resetHour ?? 0,
    startsAt: new Date(c.startsAt),
    endsAt: new Date(c.endsAt),
  });
}

/** The demo seed's calendars of a brand go, so a test sees only its own. */
export async function dropSeededCalendars(app: FastifyInstance, tenantId: string) {
  await app.db.delete(dailyCalendars).where(and(eq(dailyCalendars.tenantId, tenantId)));
}
