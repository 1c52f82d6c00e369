import type { Db } from '../../db/client.ts';
import { trackingEvents } from '../../db/tables/tracking.ts';

export type TrackingRow = typeof trackingEvents.$inferInsert;

export function createTrackingRepository(db: Db) {
  return {
    /**
     * Inserts what is new and answers the event ids stored now; an event id already stored for the
     * tenant is skipped.
     */
    async insertNew(rows: TrackingRow[]): Promise<Set<string>> {
      if (rows.length === 0) return new Set();
      const inserted = await db
        .insert(trackingEvents)
        .values(rows)
        .onConflictDoNothing({ target: [trackingEvents.tenantId, trackingEvents.eventId] })
        .returning({ eventId: trackingEvents.eventId });
      return new Set(inserted.map((r) => r.eventId));
    },
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
