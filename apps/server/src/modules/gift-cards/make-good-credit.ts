import { giftCards } from '../../db/tables/cards.ts';
import type { OrderRow, Tx } from '../orders/types.ts';
import { hashGiftCode, last4, newGiftCode, printedGiftCode } from './code.ts';

/**
 * The make-good credit (orders/make-good, issue 18): a gift code of the brand worth what the
 * player paid, in the order's currency, redeemed once through the gift-card recharge like a
 * retail one. Only its hash is in gift_cards; the clear code is the make-good's to keep, shown to
 * the order's player only. Written in the make-good's transaction; gift_cards is this module's.
 */
export async function issueMakeGoodCredit(
  tx: Tx,
  order: OrderRow,
  at: Date,
): Promise<{ code: string; codeHash: string }> {
  const raw = newGiftCode();
  const codeHash = hashGiftCode(raw);
  await tx.insert(giftCards).values({
    tenantId: order.tenantId,
    codeHash,
    codeLast4: last4(raw),
    currency: order.currency,
    valueMinor: order.amountMinor - order.refundedMinor,
    createdAt: at,
  });
  return { code: printedGiftCode(raw), codeHash };
}
