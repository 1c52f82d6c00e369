import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepaidCards } from '../../db/tables/cards.ts';
import type { Tx } from '../orders/types.ts';

export type PrepaidCardRow = typeof prepaidCards.$inferSelect;

/** Card numbers are printed in groups; spaces and dashes do not count, letters are upper-case. */
export function normalizeCardNo(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

export function createCardRepository(db: Db) {
  return {
    async find(tenantId: string, cardNo: string): Promise<PrepaidCardRow | null> {
      const [row] = await db
        .select()
        .from(prepaidCards)
        .where(and(eq(prepaidCards.tenantId, tenantId), eq(prepaidCards.cardNo, cardNo)));
      return row ?? null;
    },
  };
}

export type CardRepository = ReturnType<typeof createCardRepository>;

/**
 * active -> redeemed for this order, in the order's transaction. The conditional UPDATE takes the
 * row lock: of concurrent redemptions one wins, the others wait, re-read 'redeemed' and get false.
 */
export async function claimCard(
  tx: Tx,
  q: { tenantId: string; cardNo: string; billingNo: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(prepaidCards)
    .set({ status: 'redeemed', billingNo: q.billingNo, redeemedAt: q.at })
    .where(
      and(
        eq(prepaidCards.tenantId, q.tenantId),
        eq(prepaidCards.cardNo, q.cardNo),
        eq(prepaidCards.status, 'active'),
      ),
    )
    .returning({ cardNo: prepaidCards.cardNo });
  return rows.length === 1;
}
