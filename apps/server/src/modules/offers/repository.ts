import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productPrices, products } from '../../db/tables/catalog.ts';
import { firstPurchaseBonuses, offerClaims, offers } from '../../db/tables/offers.ts';
import { orders } from '../../db/tables/payments.ts';
import type { Tx } from '../orders/types.ts';
import { windowState, type OfferRow } from './offer-state.ts';

type Reader = Db | Tx;
export type ProductRow = typeof products.$inferSelect;
export type Character = { tenantId: string; gameCode: string; roleId: string };

export async function findOffer(
  db: Reader,
  tenantId: string,
  productId: string,
): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.productId, productId)));
  return row ?? null;
}

/** Every offer of a game with its product (active or not: the caller decides). */
export async function gameOffers(
  db: Reader,
  tenantId: string,
  gameCode: string,
): Promise<{ offer: OfferRow; product: ProductRow }[]> {
  return db
    .select({ offer: offers, product: products })
    .from(offers)
    .innerJoin(
      products,
      and(eq(products.tenantId, offers.tenantId), eq(products.productId, offers.productId)),
    )
    .where(and(eq(offers.tenantId, tenantId), eq(offers.gameCode, gameCode)))
    .orderBy(asc(offers.chainId), asc(offers.chainStep), asc(offers.productId));
}

/**
 * The steps of the offer's chain that are not ended at `at`: an ended step (by staff or by its
 * window) no longer holds back the steps after it (issue 31 item 9).
 */
export async function chainSteps(
  db: Reader,
  offer: Pick<OfferRow, 'tenantId' | 'gameCode' | 'chainId'>,
  at: Date,
): Promise<OfferRow[]> {
  if (!offer.chainId) return [];
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.tenantId, offer.tenantId),
        eq(offers.gameCode, offer.gameCode),
        eq(offers.chainId, offer.chainId),
      ),
    )
    .orderBy(asc(offers.chainStep));
  return rows.filter((r) => windowState(r, at) !== 'ended');
}

/** Products the character has taken: paid (or delivered) goods orders, and claimed free steps. */
export async function takenProducts(
  db: Reader,
  who: Character,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const paid = await db
    .selectDistinct({ productId: orders.productId })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, who.tenantId),
        eq(orders.gameCode, who.gameCode),
        eq(orders.roleId, who.roleId),
        inArray(orders.productId, [...productIds]),
        inArray(orders.status, ['paid', 'delivered']),
      ),
    );
  const claimed = await db
    .select({ productId: offerClaims.productId })
    .from(offerClaims)
    .where(
      and(
        eq(offerClaims.tenantId, who.tenantId),
        eq(offerClaims.gameCode, who.gameCode),
        eq(offerClaims.roleId, who.roleId),
        inArray(offerClaims.productId, [...productIds]),
      ),
    );
  return new Set([...paid, ...claimed].map((r) => r.productId));
}

/** Another order of the character for the product that may still be paid (not this one). */
export async function hasOpenOrder(
  db: Reader,
  who: Character & { productId: string; at: Date; exceptBillingNo: string },
): Promise<boolean> {
  const [row] = await db
    .select({ billingNo: orders.billingNo })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, who.tenantId),
        eq(orders.gameCode, who.gameCode),
        eq(orders.roleId, who.roleId),
        eq(orders.productId, who.productId),
        ne(orders.billingNo, who.exceptBillingNo),
        inArray(orders.status, ['created', 'pending']),
        gt(orders.expiresAt, who.at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The regular prices of offers (issue 29 item 13): the price in `currency` of the ordinary goods
 * each offer names as its regular_product_id, by the offer's product id. An offer whose goods have
 * no price in that currency (or are switched off) has none.
 */
export async function regularPrices(
  db: Reader,
  tenantId: string,
  currency: string,
  rows: readonly { offer: Pick<OfferRow, 'productId' | 'regularProductId'> }[],
): Promise<Map<string, number>> {
  const regularOf = new Map(
    rows.flatMap(({ offer }) =>
      offer.regularProductId ? [[offer.productId, offer.regularProductId] as const] : [],
    ),
  );
  if (regularOf.size === 0) return new Map();
  const prices = await db
    .select({ productId: productPrices.productId, amountMinor: productPrices.amountMinor })
    .from(productPrices)
    .innerJoin(
      products,
      and(
        eq(products.tenantId, productPrices.tenantId),
        eq(products.productId, productPrices.productId),
      ),
    )
    .where(
      and(
        eq(productPrices.tenantId, tenantId),
        eq(productPrices.currency, currency),
        eq(products.active, true),
        inArray(productPrices.productId, [...new Set(regularOf.values())]),
      ),
    );
  const priceOf = new Map(prices.map((p) => [p.productId, p.amountMinor]));
  const out = new Map<string, number>();
  for (const [offerId, regularId] of regularOf) {
    const price = priceOf.get(regularId);
    if (price !== undefined) out.set(offerId, price);
  }
  return out;
}

export async function firstPurchaseBonus(
  db: Reader,
  tenantId: string,
  gameCode: string,
): Promise<number | null> {
  const [row] = await db
    .select({ bonus: firstPurchaseBonuses.bonus })
    .from(firstPurchaseBonuses)
    .where(
      and(eq(firstPurchaseBonuses.tenantId, tenantId), eq(firstPurchaseBonuses.gameCode, gameCode)),
    );
  return row?.bonus ?? null;
}

/**
 * Whether the character has paid for goods in this game before (orders other than `except`):
 * a character who bought before the bonus existed is not a first buyer.
 */
export async function hasPaidBefore(
  db: Reader,
  who: Character & { exceptBillingNo?: string },
): Promise<boolean> {
  const [row] = await db
    .select({ billingNo: orders.billingNo })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, who.tenantId),
        eq(orders.gameCode, who.gameCode),
        eq(orders.roleId, who.roleId),
        eq(orders.purpose, 'goods'),
        inArray(orders.status, ['paid', 'delivered', 'refunded']),
        who.exceptBillingNo ? ne(orders.billingNo, who.exceptBillingNo) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Serialises everything that reads then writes one character's state of one offer key. */
export async function lockCharacterKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
