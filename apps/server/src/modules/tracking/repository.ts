import type { Db } from '../../db/client.ts';
import { trackingEvents } from '../../db/tables/tracking.ts';

export type TrackingRow = typeof trackingEvents.$inferInsert;

export function createTrackingRepository(db: Db) {
  return {
    /** Inserts what is new; an event id already stored for the tenant is skipped. */
    async insertNew(rows: TrackingRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(trackingEvents)
        .values(rows)
        .onConflictDoNothing({ target: [trackingEvents.tenantId, trackingEvents.eventId] })
        .returning({ id: trackingEvents.id });
      return inserted.length;
    },
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
