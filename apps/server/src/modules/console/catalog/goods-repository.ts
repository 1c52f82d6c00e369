import type { ConsoleGoods } from '@topup/contracts/console-catalog';
import type { Db } from '../../../db/client.ts';
import {
  deletePrices,
  deleteProduct,
  findProduct,
  gameProducts,
  insertProduct,
  pricesOf,
  replacePrices,
  updateProduct,
  type ProductRow,
  type ProductTypeRow,
} from '../../catalog/goods-admin.ts';
import { deleteLimit, limitsOf, replaceLimit } from '../../limits/limit-admin.ts';
import type { Tx } from '../../orders/types.ts';

// Goods as the console shows them join two owners: catalog (goods, prices) and limits (purchase
// limits). This file asks each and puts the answers together; it writes no SQL of its own.

type Q = Db | Tx;
export type GoodsWrite = Omit<ConsoleGoods, 'limited' | 'game_code' | 'limit'> & {
  limit: { type: 'role' | 'time' | 'game'; frequency: number; days: number } | null;
};

export const typeData = (row: ProductTypeRow) => ({
  type_key: row.typeKey,
  names: row.names,
  sort: row.sort,
});

/** Goods of a brand's games as the console reads and writes them. */
export const goodsRepository = {
  /** Goods of a game (active or not) with every price and their limit, in listing order. */
  async listGoods(db: Q, tenantId: string, gameCode: string): Promise<ConsoleGoods[]> {
    return withDetails(db, tenantId, await gameProducts(db, tenantId, gameCode));
  },

  async findGoods(db: Q, tenantId: string, productId: string): Promise<ConsoleGoods | null> {
    const row = await findProduct(db, tenantId, productId);
    const [one] = await withDetails(db, tenantId, row ? [row] : []);
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
    if (insert) await insertProduct(tx, tenantId, g.product_id, values);
    else await updateProduct(tx, tenantId, g.product_id, values);
    await replacePrices(tx, tenantId, g.product_id, g.prices);
    await replaceLimit(tx, tenantId, g.product_id, g.limit);
  },

  async deleteGoods(tx: Tx, tenantId: string, productId: string) {
    await deletePrices(tx, tenantId, productId);
    await deleteLimit(tx, tenantId, productId);
    await deleteProduct(tx, tenantId, productId);
  },
};

async function withDetails(db: Q, tenantId: string, rows: ProductRow[]): Promise<ConsoleGoods[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.productId);
  const [prices, limits] = await Promise.all([
    pricesOf(db, tenantId, ids),
    limitsOf(db, tenantId, ids),
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
