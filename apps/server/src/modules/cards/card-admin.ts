import { and, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepaidCards } from '../../db/tables/cards.ts';
import type { Tx } from '../orders/types.ts';
import type { PrepaidCardRow } from './repository.ts';

// Prepaid cards as the console makes, lists and voids them (redemption.ts redeems them).

export type NewCard = Omit<typeof prepaidCards.$inferInsert, 'status' | 'billingNo' | 'redeemedAt'>;

/** Inserts a batch in one statement: a clash with an existing number fails all of it. */
export async function insertCards(tx: Tx, cards: NewCard[]): Promise<void> {
  await tx.insert(prepaidCards).values(cards);
}

/** The brand's cards, newest first, by state and/or the start of the number; at most `limit`. */
export function listCards(
  db: Db,
  tenantId: string,
  filter: { status?: string; numberPrefix?: string; limit: number },
): Promise<PrepaidCardRow[]> {
  return db
    .select()
    .from(prepaidCards)
    .where(
      and(
        eq(prepaidCards.tenantId, tenantId),
        filter.status ? eq(prepaidCards.status, filter.status) : undefined,
        filter.numberPrefix ? like(prepaidCards.cardNo, `${filter.numberPrefix}%`) : undefined,
      ),
    )
    .orderBy(desc(prepaidCards.createdAt), prepaidCards.cardNo)
    .limit(filter.limit);
}

/** The card, locked for the rest of the transaction (a void racing a redemption waits). */
export async function lockCard(
  tx: Tx,
  tenantId: string,
  cardNo: string,
): Promise<PrepaidCardRow | null> {
  const [row] = await tx
    .select()
    .from(prepaidCards)
    .where(and(eq(prepaidCards.tenantId, tenantId), eq(prepaidCards.cardNo, cardNo)))
    .for('update');
  return row ?? null;
}

/** active -> void; answers the row after (null when it was not active). */
export async function voidCard(
  tx: Tx,
  tenantId: string,
  cardNo: string,
): Promise<PrepaidCardRow | null> {
  const [row] = await tx
    .update(prepaidCards)
    .set({ status: 'void' })
    .where(
      and(
        eq(prepaidCards.tenantId, tenantId),
        eq(prepaidCards.cardNo, cardNo),
        eq(prepaidCards.status, 'active'),
      ),
    )
    .returning();
  return row ?? null;
}
