import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards } from '../../db/tables/cards.ts';
import type { Tx } from '../orders/types.ts';
import type { GiftCardRow } from './repository.ts';

// Gift codes as the console makes, lists and voids them (service.ts redeems them).

export type NewGiftCode = Omit<
  typeof giftCards.$inferInsert,
  'status' | 'billingNo' | 'redeemedAt'
>;

/** Inserts a batch in one statement: a clash with an existing code fails all of it. */
export async function insertGiftCodes(tx: Tx, codes: NewGiftCode[]): Promise<void> {
  await tx.insert(giftCards).values(codes);
}

/** The brand's codes, newest first, by state and/or last four characters; at most `limit`. */
export function listGiftCodes(
  db: Db,
  tenantId: string,
  filter: { status?: string; last4?: string; limit: number },
): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(
      and(
        eq(giftCards.tenantId, tenantId),
        filter.status ? eq(giftCards.status, filter.status) : undefined,
        filter.last4 ? eq(giftCards.codeLast4, filter.last4) : undefined,
      ),
    )
    .orderBy(desc(giftCards.createdAt), giftCards.codeHash)
    .limit(filter.limit);
}

/** The code, locked for the rest of the transaction (a void racing a redemption waits). */
export async function lockGiftCode(
  tx: Tx,
  tenantId: string,
  codeHash: string,
): Promise<GiftCardRow | null> {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.codeHash, codeHash)))
    .for('update');
  return row ?? null;
}

/** active -> void; answers the row after (null when it was not active). */
export async function voidGiftCode(
  tx: Tx,
  tenantId: string,
  codeHash: string,
): Promise<GiftCardRow | null> {
  const [row] = await tx
    .update(giftCards)
    .set({ status: 'void' })
    .where(
      and(
        eq(giftCards.tenantId, tenantId),
        eq(giftCards.codeHash, codeHash),
        eq(giftCards.status, 'active'),
      ),
    )
    .returning();
  return row ?? null;
}
