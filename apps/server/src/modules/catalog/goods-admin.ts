import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productPrices, products, productTypes } from '../../db/tables/catalog.ts';
import { orders } from '../../db/tables/payments.ts';
import type { Tx } from '../orders/types.ts';

// Goods types, goods and their prices as the console edits them (the storefront reads them
// through repository.ts). Callers pass their transaction so a change commits with its audit row.

type Q = Db | Tx;
export type ProductRow = typeof products.$inferSelect;
export type ProductTypeRow = typeof productTypes.$inferSelect;
export type PriceRow = typeof productPrices.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'tenantId' | 'productId'>;

export async function findType(
  db: Q,
  tenantId: string,
  gameCode: string,
  typeKey: string,
): Promise<ProductTypeRow | null> {
  const [row] = await db
    .select()
    .from(productTypes)
    .where(
      and(
        eq(productTypes.tenantId, tenantId),
        eq(productTypes.gameCode, gameCode),
        eq(productTypes.typeKey, typeKey),
      ),
    );
  return row ?? null;
}

/** Creates the type or changes its names and sort; answers the stored row. */
export async function saveType(
  tx: Q,
  row: {
    tenantId: string;
    gameCode: string;
    typeKey: string;
    names: Record<string, string>;
    sort: number;
  },
): Promise<ProductTypeRow> {
  const [saved] = await tx
    .insert(productTypes)
    .values(row)
    .onConflictDoUpdate({
      target: [productTypes.tenantId, productTypes.gameCode, productTypes.typeKey],
      set: { names: row.names, sort: row.sort },
    })
    .returning();
  return saved!;
}

export async function deleteType(tx: Q, tenantId: string, gameCode: string, typeKey: string) {
  await tx
    .delete(productTypes)
    .where(
      and(
        eq(productTypes.tenantId, tenantId),
        eq(productTypes.gameCode, gameCode),
        eq(productTypes.typeKey, typeKey),
      ),
    );
}

/** How many goods of the game have this type. */
export async function goodsOfType(db: Q, tenantId: string, gameCode: string, typeKey: string) {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.gameCode, gameCode),
        eq(products.typeKey, typeKey),
      ),
    );
  return row?.n ?? 0;
}

/** Goods of a game, active or not, in listing order. */
export function gameProducts(db: Q, tenantId: string, gameCode: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.gameCode, gameCode)))
    .orderBy(asc(products.goodsSort), asc(products.productId));
}

/** The product with this id (ids are unique per brand across its games), or null. */
export async function findProduct(
  db: Q,
  tenantId: string,
  productId: string,
): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.productId, productId)));
  return row ?? null;
}

/** Whether the game has a product with this id. */
export async function isProductOfGame(
  db: Q,
  tenantId: string,
  gameCode: string,
  productId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ productId: products.productId })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.gameCode, gameCode),
        eq(products.productId, productId),
      ),
    );
  return row !== undefined;
}

/** Every price of these products, by currency. */
export function pricesOf(db: Q, tenantId: string, productIds: string[]): Promise<PriceRow[]> {
  return db
    .select()
    .from(productPrices)
    .where(and(eq(productPrices.tenantId, tenantId), inArray(productPrices.productId, productIds)))
    .orderBy(asc(productPrices.currency));
}

export async function insertProduct(
  tx: Q,
  tenantId: string,
  productId: string,
  values: ProductValues,
) {
  await tx.insert(products).values({ tenantId, productId, ...values });
}

export async function updateProduct(
  tx: Q,
  tenantId: string,
  productId: string,
  values: Partial<ProductValues>,
) {
  await tx
    .update(products)
    .set(values)
    .where(and(eq(products.tenantId, tenantId), eq(products.productId, productId)));
}

/** Removes every price of the product (free goods have none). */
export async function deletePrices(tx: Q, tenantId: string, productId: string) {
  await tx
    .delete(productPrices)
    .where(and(eq(productPrices.tenantId, tenantId), eq(productPrices.productId, productId)));
}

/** The product's prices become these (minor units per currency). */
export async function replacePrices(
  tx: Q,
  tenantId: string,
  productId: string,
  prices: readonly { currency: string; amount_minor: number }[],
) {
  await deletePrices(tx, tenantId, productId);
  await tx.insert(productPrices).values(
    prices.map((p) => ({
      tenantId,
      productId,
      currency: p.currency,
      amountMinor: p.amount_minor,
    })),
  );
}

export async function deleteProduct(tx: Q, tenantId: string, productId: string) {
  await tx
    .delete(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.productId, productId)));
}

/**
 * Whether any order names the product. The orders table is the order lifecycle's; this one read
 * lives here until orders offers it (orders/** was another engineer's during issue 30).
 */
export async function productHasOrders(db: Q, tenantId: string, productId: string) {
  const [row] = await db
    .select({ id: orders.productId })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.productId, productId)))
    .limit(1);
  return row !== undefined;
}
