import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { paymentMethods } from '../../../db/tables/payments.ts';
import { createCatalogRepository } from '../../catalog/repository.ts';

export type MethodRow = typeof paymentMethods.$inferSelect;
export type ProductPrice = { productId: string; gameCode: string; amountMinor: number };

export type FindMethodQuery = {
  paywayId: number;
  channelId?: string | undefined;
  country: string;
  /** When given, a row limited to other areas is not found (rows with no areas fit every area). */
  area?: string | undefined;
};

/** A row limited to some areas is only offered in those (SPEC §5: the area decides the list). */
export function inArea(row: Pick<MethodRow, 'areas'>, area: string): boolean {
  return row.areas.length === 0 || row.areas.includes(area);
}

export function normalizeCountry(country: string): string {
  return country.trim().toUpperCase();
}

export function createMethodsRepository(db: Db) {
  const catalog = createCatalogRepository(db);
  /** One row by its local key, active or not (the parent of a sub-method). */
  async function findByKey(
    tenantId: string,
    country: string,
    methodKey: string,
  ): Promise<MethodRow | null> {
    const [row] = await db
      .select()
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.tenantId, tenantId),
          eq(paymentMethods.country, normalizeCountry(country)),
          eq(paymentMethods.methodKey, methodKey),
        ),
      );
    return row ?? null;
  }

  return {
    findByKey,

    /**
     * The active method (or sub-method, by its own payway and channel) of a tenant in a country.
     * Without channelId the first by sort when a payway has several channels there (parents
     * before sub-methods). A sub-method whose parent is inactive or gone is not offered, so it
     * is not found either.
     */
    async findMethod(tenantId: string, query: FindMethodQuery): Promise<MethodRow | null> {
      const country = normalizeCountry(query.country);
      const rows = await db
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.tenantId, tenantId),
            eq(paymentMethods.country, country),
            eq(paymentMethods.paywayId, query.paywayId),
            eq(paymentMethods.active, true),
            query.channelId === undefined
              ? undefined
              : eq(paymentMethods.channelId, query.channelId),
          ),
        )
        .orderBy(asc(paymentMethods.sort), asc(paymentMethods.methodKey));
      // Without a channel, a payway shared by a parent and its sub-methods means the parent.
      const parentsFirst = [
        ...rows.filter((row) => row.parentKey === null),
        ...rows.filter((row) => row.parentKey !== null),
      ];
      for (const row of parentsFirst) {
        if (query.area !== undefined && !inArea(row, query.area)) continue;
        if (row.parentKey === null) return row;
        const parent = await findByKey(tenantId, country, row.parentKey);
        if (parent?.active && (query.area === undefined || inArea(parent, query.area))) return row;
      }
      return null;
    },

    /** Every active row of the tenant (parents and sub-methods), in listing order. */
    async listActive(tenantId: string): Promise<MethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.active, true)))
        .orderBy(
          asc(paymentMethods.country),
          asc(paymentMethods.sort),
          asc(paymentMethods.methodKey),
        );
    },

    /** An active product of the game with its price in the currency, else null. */
    async productPrice(
      tenantId: string,
      gameCode: string,
      productId: string,
      currency: string,
    ): Promise<ProductPrice | null> {
      const row = await catalog.findPricedProduct(tenantId, gameCode, productId, currency);
      return (
        row && { productId: row.productId, gameCode: row.gameCode, amountMinor: row.amountMinor }
      );
    },
  };
}

export type MethodsRepository = ReturnType<typeof createMethodsRepository>;
