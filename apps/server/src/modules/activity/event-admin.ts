import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, activityClaims, activityTiers } from '../../db/tables/activities.ts';
import type { Tx } from '../orders/types.ts';
import type { ActivityRow, TierRow } from './repository.ts';

// Top-up events and their tiers as the console edits them (service.ts runs them for players).

type Q = Db | Tx;
export type EventValues = Omit<typeof activities.$inferInsert, 'tenantId' | 'activityId'>;
export type TierValues = Omit<typeof activityTiers.$inferInsert, 'tenantId' | 'activityId'>;

/** Events of the brand (of one game, or one event), by start, with every tier of the brand. */
export async function readEvents(
  db: Q,
  tenantId: string,
  where: { game?: string; event?: string },
): Promise<{ events: ActivityRow[]; tiers: TierRow[] }> {
  const events = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.tenantId, tenantId),
        where.game === undefined ? undefined : eq(activities.gameCode, where.game),
        where.event === undefined ? undefined : eq(activities.activityId, where.event),
      ),
    )
    .orderBy(asc(activities.startsAt), asc(activities.activityId));
  const tiers = events.length
    ? await db
        .select()
        .from(activityTiers)
        .where(eq(activityTiers.tenantId, tenantId))
        .orderBy(asc(activityTiers.tierId))
    : [];
  return { events, tiers };
}

/** The tiers of the event some player claimed (each once). */
export async function claimedTiers(db: Q, tenantId: string, eventId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ tier: activityClaims.tierId })
    .from(activityClaims)
    .where(and(eq(activityClaims.tenantId, tenantId), eq(activityClaims.activityId, eventId)));
  return rows.map((r) => r.tier);
}

/** How many claims the event has. */
export async function claimsOf(db: Q, tenantId: string, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activityClaims)
    .where(and(eq(activityClaims.tenantId, tenantId), eq(activityClaims.activityId, eventId)));
  return row?.n ?? 0;
}

/** Creates the event or replaces its fields; its tiers become these. */
export async function saveEvent(
  tx: Tx,
  tenantId: string,
  eventId: string,
  values: EventValues,
  tiers: TierValues[],
) {
  await tx
    .insert(activities)
    .values({ tenantId, activityId: eventId, ...values })
    .onConflictDoUpdate({ target: [activities.tenantId, activities.activityId], set: values });
  await deleteTiers(tx, tenantId, eventId);
  await tx
    .insert(activityTiers)
    .values(tiers.map((t) => ({ ...t, tenantId, activityId: eventId })));
}

/** Removes the event and its tiers (callers check it has no claims). */
export async function deleteEvent(tx: Tx, tenantId: string, eventId: string) {
  await deleteTiers(tx, tenantId, eventId);
  await tx
    .delete(activities)
    .where(and(eq(activities.tenantId, tenantId), eq(activities.activityId, eventId)));
}

async function deleteTiers(tx: Tx, tenantId: string, eventId: string) {
  await tx
    .delete(activityTiers)
    .where(and(eq(activityTiers.tenantId, tenantId), eq(activityTiers.activityId, eventId)));
}
