import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { games } from '../../db/tables/config.ts';
import { promotions } from '../../db/tables/promotions.ts';

// The promotions table's SQL: only this module reads or writes it (the console's routes ask the
// service, modules/console/catalog/promotion-routes.ts).

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Q = Db | Tx;
export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionValues = Omit<
  typeof promotions.$inferInsert,
  'id' | 'tenantId' | 'gameCode' | 'endedAt' | 'seedKey' | 'createdAt'
>;

const order = [asc(promotions.sort), asc(promotions.id)];

export async function gameExists(q: Q, tenantId: string, gameCode: string): Promise<boolean> {
  const [row] = await q
    .select({ code: games.gameCode })
    .from(games)
    .where(and(eq(games.tenantId, tenantId), eq(games.gameCode, gameCode)))
    .limit(1);
  return row !== undefined;
}

/** Every promotion of a game, in display order (the console's list). */
export function gamePromotions(q: Q, tenantId: string, gameCode: string): Promise<PromotionRow[]> {
  return q
    .select()
    .from(promotions)
    .where(and(eq(promotions.tenantId, tenantId), eq(promotions.gameCode, gameCode)))
    .orderBy(...order);
}

/**
 * The promotions players may see from `at` on, of any of the game codes: active, not ended, not
 * past. Those not started yet
 * come too, so a cached list still shows one the moment it starts (the service checks the clock).
 */
export function shownPromotions(
  q: Q,
  tenantId: string,
  gameCodes: readonly string[],
  at: Date,
): Promise<PromotionRow[]> {
  return q
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.tenantId, tenantId),
        inArray(promotions.gameCode, [...gameCodes]),
        eq(promotions.active, true),
        isNull(promotions.endedAt),
        gt(promotions.endsAt, at),
      ),
    )
    .orderBy(...order);
}

export async function findPromotion(q: Q, tenantId: string, id: number) {
  const [row] = await q
    .select()
    .from(promotions)
    .where(and(eq(promotions.tenantId, tenantId), eq(promotions.id, id)));
  return row ?? null;
}

export async function insertPromotion(
  q: Q,
  row: PromotionValues & { tenantId: string; gameCode: string },
): Promise<PromotionRow> {
  const [saved] = await q.insert(promotions).values(row).returning();
  return saved!;
}

export async function updatePromotion(
  q: Q,
  tenantId: string,
  id: number,
  values: PromotionValues,
): Promise<PromotionRow> {
  const [saved] = await q
    .update(promotions)
    .set(values)
    .where(and(eq(promotions.tenantId, tenantId), eq(promotions.id, id)))
    .returning();
  return saved!;
}

/** Ends it at `at` (an ended one keeps its first end). */
export async function endPromotion(q: Q, row: PromotionRow, at: Date): Promise<PromotionRow> {
  const [saved] = await q
    .update(promotions)
    .set({ endedAt: row.endedAt ?? at })
    .where(and(eq(promotions.tenantId, row.tenantId), eq(promotions.id, row.id)))
    .returning();
  return saved!;
}

/** For the demo seed: adds a row under its seed key unless one is there (kept as changed). */
export async function insertSeeded(
  q: Q,
  row: PromotionValues & { tenantId: string; gameCode: string; seedKey: string },
): Promise<void> {
  await q
    .insert(promotions)
    .values(row)
    .onConflictDoNothing({ target: [promotions.tenantId, promotions.seedKey] });
}
