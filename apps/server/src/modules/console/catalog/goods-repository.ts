import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ConsoleGoods } from '@topup/contracts/console-catalog';
import type { Db } from '../../../db/client.ts';
import { productPrices, products, productTypes } from '../../../db/tables/catalog.ts';
import { productLimits } from '../../../db/tables/limits.ts';
import { orders } from '../../../db/tables/payments.ts';
import type { Tx } from '../../orders/types.ts';

type Q = Db | Tx;
export type GoodsWrite = Omit<ConsoleGoods, 'limited' | 'game_code' | 'limit'> & {
  limit: { type: 'role' | 'time' | 'game'; frequency: number; days: number } | null;
};

export const typeData = (row: typeof productTypes.$inferSelect) => ({
  type_key: row.typeKey,
  names: row.names,
  sort: row.sort,
});

/** Goods types and goods of a brand's games as the console reads and writes them. */
export const goodsRepository = {
  listTypes(db: Q, tenantId: string, gameCode: string) {
    return db
      .select()
      .from(productTypes)
      .where(and(eq(productTypes.tenantId, tenantId), eq(productTypes.gameCode, gameCode)))
      .orderBy(asc(productTypes.sort), asc(productTypes.typeKey));
  },

  async findType(db: Q, tenantId: string, gameCode: string, typeKey: string) {
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
  },

  async goodsOfType(db: Q, tenantId: string, gameCode: string, typeKey: string) {
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
  },

  /** Goods of a game (active or not) with every price and their limit, in listing order. */
  async listGoods(db: Q, tenantId: string, gameCode: string): Promise<ConsoleGoods[]> {
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.gameCode, gameCode)))
      .orderBy(asc(products.goodsSort), asc(products.productId));
    return withDetails(db, tenantId, rows);
  },

  async findGoods(db: Q, tenantId: string, productId: string): Promise<ConsoleGoods | null> {
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.productId, productId)));
    const [one] = await withDetails(db, tenantId, rows);
    return one ?? null;
  },

  /** Writes the goods row, replaces its prices and its limit (none: unlimited). */
  async writeGoods(tx: Tx, tenantId: string, gameCode: string, g: GoodsWrite, insert: boolean) {
    const values = {
      gameCode,
      typeKey: g.type_key,
      names: g.names,
      value: g.value,
      bonus: g.bonus,
      goodsSort: g.sort,
      isLimit: g.limit !== null,
      isCoupon: g.coupon,
      couponPoints: g.coupon_points,
      isSpecial: g.special,
      active: g.active,
      image: g.image,
    };
    if (insert) await tx.insert(products).values({ tenantId, productId: g.product_id, ...values });
    else
      await tx
        .update(products)
        .set(values)
        .where(and(eq(products.tenantId, tenantId), eq(products.productId, g.product_id)));
    await tx
      .delete(productPrices)
      .where(and(eq(productPrices.tenantId, tenantId), eq(productPrices.productId, g.product_id)));
    await tx.insert(productPrices).values(
      g.prices.map((p) => ({
        tenantId,
        productId: g.product_id,
        currency: p.currency,
        amountMinor: p.amount_minor,
      })),
    );
    await tx
      .delete(productLimits)
      .where(and(eq(productLimits.tenantId, tenantId), eq(productLimits.productId, g.product_id)));
    if (g.limit) {
      await tx.insert(productLimits).values({
        tenantId,
        productId: g.product_id,
        limitType: g.limit.type,
        frequency: g.limit.frequency,
        dayInfo: g.limit.days,
      });
    }
  },

  async hasOrders(db: Q, tenantId: string, productId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.productId })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.productId, productId)))
      .limit(1);
    return row !== undefined;
  },

  async deleteGoods(tx: Tx, tenantId: string, productId: string) {
    for (const table of [productPrices, productLimits, products]) {
      await tx
        .delete(table)
        .where(and(eq(table.tenantId, tenantId), eq(table.productId, productId)));
    }
  },
};

async function withDetails(
  db: Q,
  tenantId: string,
  rows: (typeof products.$inferSelect)[],
): Promise<ConsoleGoods[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.productId);
  const [prices, limits] = await Promise.all([
    db
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.tenantId, tenantId), inArray(productPrices.productId, ids)))
      .orderBy(asc(productPrices.currency)),
    db
      .select()
      .from(productLimits)
      .where(and(eq(productLimits.tenantId, tenantId), inArray(productLimits.productId, ids))),
  ]);
  return rows.map((r) => {
    const limit = limits.find((l) => l.productId === r.productId);
    return {
      product_id: r.productId,
      game_code: r.gameCode,
      type_key: r.typeKey,
      names: r.names,
      value: r.value,
      bonus: r.bonus,
      sort: r.goodsSort,
      special: r.isSpecial,
      limited: r.isLimit,
      coupon: r.isCoupon,
      coupon_points: r.couponPoints,
      active: r.active,
      image: r.image,
      prices: prices
        .filter((p) => p.productId === r.productId)
        .map((p) => ({ currency: p.currency, amount_minor: p.amountMinor })),
      limit: limit
        ? { type: limit.limitType, frequency: limit.frequency, days: limit.dayInfo }
        : null,
    };
  });
}
