import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productPrices, products, productTypes } from '../../db/tables/catalog.ts';
import { games } from '../../db/tables/config.ts';

export type GameRow = typeof games.$inferSelect;
export type ProductTypeRow = typeof productTypes.$inferSelect;
export type PricedProductRow = typeof products.$inferSelect & { amountMinor: number };

export function createCatalogRepository(db: Db) {
  return {
    /** Every game row of the tenant (all platforms, sub-games too), in listing order. */
    async listGames(tenantId: string): Promise<GameRow[]> {
      return db
        .select()
        .from(games)
        .where(eq(games.tenantId, tenantId))
        .orderBy(asc(games.sort), asc(games.clientId));
    },

    async listTypes(tenantId: string, gameCode: string): Promise<ProductTypeRow[]> {
      return db
        .select()
        .from(productTypes)
        .where(and(eq(productTypes.tenantId, tenantId), eq(productTypes.gameCode, gameCode)))
        .orderBy(asc(productTypes.sort), asc(productTypes.typeKey));
    },

    /** Active goods of a game that have a price in the currency (the others are not sold there). */
    /** Active goods of a game with their price in the currency (goods without one are left out). */
    listPricedGoods(tenantId: string, gameCode: string, currency: string) {
      return pricedProducts(db, { tenantId, gameCode, currency });
    },

    /** One active product with its price in the currency: the only price the shop charges. */
    async findPricedProduct(
      tenantId: string,
      gameCode: string,
      productId: string,
      currency: string,
    ): Promise<PricedProductRow | null> {
      const [row] = await pricedProducts(db, { tenantId, gameCode, currency, productId });
      return row ?? null;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

async function pricedProducts(
  db: Db,
  q: { tenantId: string; gameCode: string; currency: string; productId?: string },
): Promise<PricedProductRow[]> {
  const rows = await db
    .select({ product: products, amountMinor: productPrices.amountMinor })
    .from(products)
    .innerJoin(
      productPrices,
      and(
        eq(productPrices.tenantId, products.tenantId),
        eq(productPrices.productId, products.productId),
        eq(productPrices.currency, q.currency),
      ),
    )
    .where(
      and(
        eq(products.tenantId, q.tenantId),
        eq(products.gameCode, q.gameCode),
        eq(products.active, true),
        q.productId === undefined ? undefined : eq(products.productId, q.productId),
      ),
    );
  return rows.map((row) => ({ ...row.product, amountMinor: row.amountMinor }));
}
