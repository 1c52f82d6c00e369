import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { productPrices, products } from '@topup/server/db/tables/catalog';
import { firstPurchaseBonuses, offers } from '@topup/server/db/tables/offers';
import { priceTiers } from '../catalog/seed-data.ts';
import { subGameRows, tenantCurrencies } from '../catalog/seed-rows.ts';
import {
  CHAIN_ID,
  FIRST_PURCHASE_BONUS,
  OFFER_HOURS,
  OFFER_TENANTS,
  offerTemplates,
  type OfferTemplate,
} from './seed-data.ts';

const HOUR_MS = 3_600_000;

export const demoOfferId = (gameCode: string, key: string) => `${gameCode}-offer-${key}`;

/**
 * The sub-game the demo does not open on ('Classic' of the game with versions): the first page
 * stays within its JS budget (an offer on screen loads its lazy note, about 1.5 KiB), and the
 * first games' goods and deliveries stay as other demos and tests know them.
 */
export function demoOfferGame(tenant: Tenant): { gameCode: string; clientId: string } {
  const row = subGameRows(tenant).find((r) => !r.isSelectGame)!;
  return { gameCode: row.gameCode, clientId: row.clientId };
}

/**
 * The time-limited offer's window follows the first seeding: open since an hour before it, ending
 * OFFER_HOURS after it. Later starts leave it alone, like everything the console can change
 * (issue 31). Chain steps have no window.
 */
function windowOf(t: OfferTemplate, at: Date) {
  if (t.chainStep !== null) return { startsAt: null, endsAt: null };
  return {
    startsAt: new Date(at.getTime() - HOUR_MS),
    endsAt: new Date(at.getTime() + OFFER_HOURS * HOUR_MS),
  };
}

/**
 * The demo's offers on watt's and ko's demo game (seed-data.ts). Adds what is missing and leaves
 * existing rows alone: an operator's price, window, end or bonus survives a restart (issue 31).
 */
export async function seedOffers(db: Db, tenants: readonly Tenant[], at: Date): Promise<void> {
  for (const tenant of tenants.filter((t) => (OFFER_TENANTS as readonly string[]).includes(t.id))) {
    const game = { code: demoOfferGame(tenant).gameCode };
    for (const t of offerTemplates) {
      const productId = demoOfferId(game.code, t.key);
      const product = {
        gameCode: game.code,
        typeKey: 'packs',
        names: t.names,
        value: t.value,
        bonus: t.bonus,
        goodsSort: t.goodsSort,
        isSpecial: true,
        active: true,
        // The demo art (scripts/generate-demo-art.ts).
        image: `/goods/offer-${t.key}.svg`,
      };
      const added = await db
        .insert(products)
        .values({ tenantId: tenant.id, productId, ...product })
        .onConflictDoNothing({ target: [products.tenantId, products.productId] })
        .returning({ productId: products.productId });
      // The demo's free step has no price of its own; prices go in only with a new product, so a
      // price the console gave or took away stays as it is.
      if (added.length > 0 && t.tier !== null) {
        for (const currency of tenantCurrencies(tenant)) {
          const amountMinor = priceTiers[currency][t.tier]!;
          await db
            .insert(productPrices)
            .values({ tenantId: tenant.id, productId, currency, amountMinor })
            .onConflictDoNothing({
              target: [productPrices.tenantId, productPrices.productId, productPrices.currency],
            });
        }
      }
      const offer = {
        gameCode: game.code,
        ...windowOf(t, at),
        chainId: t.chainStep === null ? null : CHAIN_ID,
        chainStep: t.chainStep,
        endedAt: null,
        regularProductId: t.regular === null ? null : `${game.code}-${t.regular}`,
        free: t.tier === null && t.chainStep !== null,
      };
      await db
        .insert(offers)
        .values({ tenantId: tenant.id, productId, ...offer })
        .onConflictDoNothing({ target: [offers.tenantId, offers.productId] });
    }
    await db
      .insert(firstPurchaseBonuses)
      .values({ tenantId: tenant.id, gameCode: game.code, bonus: FIRST_PURCHASE_BONUS })
      .onConflictDoNothing({
        target: [firstPurchaseBonuses.tenantId, firstPurchaseBonuses.gameCode],
      });
  }
}
