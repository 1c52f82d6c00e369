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
    async listPricedGoods(
      tenantId: string,
      gameCode: string,
      currency: string,
    ): Promise<PricedProductRow[]> {
      const rows = await db
        .select({ product: products, amountMinor: productPrices.amountMinor })
        .from(products)
        .innerJoin(
          productPrices,
          and(
            eq(productPrices.tenantId, products.tenantId),
            eq(productPrices.productId, products.productId),
            eq(productPrices.currency, currency),
          ),
        )
        .where(
          and(
            eq(products.tenantId, tenantId),
            eq(products.gameCode, gameCode),
            eq(products.active, true),
          ),
        );
      return rows.map((row) => ({ ...row.product, amountMinor: row.amountMinor }));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
