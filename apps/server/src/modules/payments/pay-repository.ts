import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productPrices, products } from '../../db/tables/catalog.ts';
import { paymentCallbacks } from '../../db/tables/payments.ts';

export type PricedProduct = typeof products.$inferSelect & { amountMinor: number };
export type CallbackRecord = typeof paymentCallbacks.$inferSelect;

export function createPayRepository(db: Db) {
  return {
    /** An active product of the game with its price in the currency: the only price we charge. */
    async pricedProduct(
      tenantId: string,
      gameCode: string,
      productId: string,
      currency: string,
    ): Promise<PricedProduct | null> {
      const [row] = await db
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
            eq(products.productId, productId),
            eq(products.active, true),
          ),
        );
      return row ? { ...row.product, amountMinor: row.amountMinor } : null;
    },

    async findCallback(provider: string, eventId: string): Promise<CallbackRecord | null> {
      const [row] = await db
        .select()
        .from(paymentCallbacks)
        .where(and(eq(paymentCallbacks.provider, provider), eq(paymentCallbacks.eventId, eventId)));
      return row ?? null;
    },

    /** Records a processed event; a concurrent copy that got here first wins (same outcome). */
    async recordCallback(row: typeof paymentCallbacks.$inferInsert): Promise<void> {
      await db.insert(paymentCallbacks).values(row).onConflictDoNothing();
    },
  };
}

export type PayRepository = ReturnType<typeof createPayRepository>;
