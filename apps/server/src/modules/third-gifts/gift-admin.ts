import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { thirdGifts } from '../../db/tables/cards.ts';
import type { Tx } from '../orders/types.ts';

// Third-party gifts as the console edits them (service.ts lists the running ones to players).

type Q = Db | Tx;
export type ThirdGiftRow = typeof thirdGifts.$inferSelect;
export type ThirdGiftValues = Omit<typeof thirdGifts.$inferInsert, 'tenantId' | 'giftId'>;

/** Every gift of a game, running or not, by id. */
export function gameGifts(db: Q, tenantId: string, gameCode: string): Promise<ThirdGiftRow[]> {
  return db
    .select()
    .from(thirdGifts)
    .where(and(eq(thirdGifts.tenantId, tenantId), eq(thirdGifts.gameCode, gameCode)))
    .orderBy(asc(thirdGifts.giftId));
}

export async function findGift(db: Q, tenantId: string, giftId: string) {
  const [row] = await db
    .select()
    .from(thirdGifts)
    .where(and(eq(thirdGifts.tenantId, tenantId), eq(thirdGifts.giftId, giftId)));
  return row ?? null;
}

/** Creates the gift or replaces its fields. */
export async function saveGift(tx: Q, tenantId: string, giftId: string, values: ThirdGiftValues) {
  await tx
    .insert(thirdGifts)
    .values({ tenantId, giftId, ...values })
    .onConflictDoUpdate({ target: [thirdGifts.tenantId, thirdGifts.giftId], set: values });
}

export async function deleteGift(tx: Q, tenantId: string, giftId: string) {
  await tx
    .delete(thirdGifts)
    .where(and(eq(thirdGifts.tenantId, tenantId), eq(thirdGifts.giftId, giftId)));
}
