import { and, eq, isNull } from 'drizzle-orm';
import { firstPurchaseBonuses, offers } from '../../db/tables/offers.ts';
import type { Tx } from '../orders/types.ts';
import type { OfferRow } from './offer-state.ts';

// Offers and first-purchase bonuses as the console edits them (decision 0028); repository.ts
// reads them for players and for the console's lists.

export type OfferValues = Pick<OfferRow, 'startsAt' | 'endsAt' | 'chainId' | 'chainStep' | 'free'> &
  Partial<Pick<OfferRow, 'regularProductId'>>;

/** The offer not ended by staff holding this step of the game's chain, or null. */
export async function chainStepHolder(
  tx: Tx,
  q: { tenantId: string; gameCode: string; chainId: string; chainStep: number },
): Promise<OfferRow | null> {
  const [row] = await tx
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.tenantId, q.tenantId),
        eq(offers.gameCode, q.gameCode),
        eq(offers.chainId, q.chainId),
        eq(offers.chainStep, q.chainStep),
        isNull(offers.endedAt),
      ),
    );
  return row ?? null;
}

/**
 * Makes the product an offer or changes it. Two saves racing to one chain step: the unique index
 * (offers_chain_step_uq, over offers not ended) refuses the later one, which the caller answers.
 */
export async function saveOffer(
  tx: Tx,
  key: { tenantId: string; productId: string; gameCode: string },
  values: OfferValues,
) {
  await tx
    .insert(offers)
    .values({ ...key, ...values })
    .onConflictDoUpdate({ target: [offers.tenantId, offers.productId], set: values });
}

/** Ends the offer at `at` (an offer ended before keeps its end); answers the row after. */
export async function endOffer(tx: Tx, offer: OfferRow, at: Date): Promise<OfferRow> {
  const [ended] = await tx
    .update(offers)
    .set({ endedAt: offer.endedAt ?? at })
    .where(and(eq(offers.tenantId, offer.tenantId), eq(offers.productId, offer.productId)))
    .returning();
  return ended!;
}

/** Sets the game's first-purchase bonus (in-game units); null removes it. */
export async function setFirstPurchaseBonus(
  tx: Tx,
  tenantId: string,
  gameCode: string,
  bonus: number | null,
) {
  if (bonus === null) {
    await tx
      .delete(firstPurchaseBonuses)
      .where(
        and(
          eq(firstPurchaseBonuses.tenantId, tenantId),
          eq(firstPurchaseBonuses.gameCode, gameCode),
        ),
      );
    return;
  }
  await tx
    .insert(firstPurchaseBonuses)
    .values({ tenantId, gameCode, bonus })
    .onConflictDoUpdate({
      target: [firstPurchaseBonuses.tenantId, firstPurchaseBonuses.gameCode],
      set: { bonus },
    });
}
