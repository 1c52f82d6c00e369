import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createCatalogRepository, type PricedProductRow } from '../catalog/repository.ts';
import { paymentCallbacks } from '../../db/tables/payments.ts';

export type PricedProduct = PricedProductRow;
export type CallbackRecord = typeof paymentCallbacks.$inferSelect;

export function createPayRepository(db: Db) {
  const catalog = createCatalogRepository(db);
  return {
    /** An active product of the game with its price in the currency: the only price we charge. */
    pricedProduct: catalog.findPricedProduct,

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
