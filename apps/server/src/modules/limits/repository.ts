import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/tables/catalog.ts';
import { productLimits } from '../../db/tables/limits.ts';
import type { ProductLimit } from './usage.ts';

export function createLimitsRepository(db: Db) {
  return {
    /**
     * The game's active limited goods (isLimit) that have a limit row. A product flagged isLimit
     * without a row has no limit: enforceLimit lets it through, so it is left out here too.
     */
    async gameLimits(tenantId: string, gameCode: string): Promise<ProductLimit[]> {
      const rows = await db
        .select({ limit: productLimits })
        .from(products)
        .innerJoin(
          productLimits,
          and(
            eq(productLimits.tenantId, products.tenantId),
            eq(productLimits.productId, products.productId),
          ),
        )
        .where(
          and(
            eq(products.tenantId, tenantId),
            eq(products.gameCode, gameCode),
            eq(products.isLimit, true),
            eq(products.active, true),
          ),
        )
        .orderBy(asc(products.typeKey), asc(products.goodsSort), asc(products.productId));
      return rows.map((r) => r.limit);
    },
  };
}

export type LimitsRepository = ReturnType<typeof createLimitsRepository>;
