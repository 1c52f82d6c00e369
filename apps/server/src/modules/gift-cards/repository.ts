import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards } from '../../db/tables/cards.ts';
import type { Tx } from '../orders/types.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;

export function createGiftCardRepository(db: Db) {
  return {
    async find(tenantId: string, codeHash: string): Promise<GiftCardRow | null> {
      const [row] = await db
        .select()
        .from(giftCards)
        .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.codeHash, codeHash)));
      return row ?? null;
    },
  };
}

export type GiftCardRepository = ReturnType<typeof createGiftCardRepository>;

/** active -> redeemed in the order's transaction; concurrent redemptions: one true, the rest false. */
export async function claimGiftCard(
  tx: Tx,
  q: { tenantId: string; codeHash: string; billingNo: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(giftCards)
    .set({ status: 'redeemed', billingNo: q.billingNo, redeemedAt: q.at })
    .where(
      and(
        eq(giftCards.tenantId, q.tenantId),
        eq(giftCards.codeHash, q.codeHash),
        eq(giftCards.status, 'active'),
      ),
    )
    .returning({ codeHash: giftCards.codeHash });
  return rows.length === 1;
}
