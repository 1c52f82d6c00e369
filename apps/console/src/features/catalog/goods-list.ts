import type { ConsoleGoods } from '@topup/contracts/console-catalog';

// The goods table's search and order (issue 31 item 9): a game can have a hundred goods, and an
// operator looks one up by a word of its name or its id, or lines them up by what they compare.

export const goodsSorts = ['sort', 'name', 'value', 'price'] as const;
export type GoodsSort = (typeof goodsSorts)[number];

/** Goods whose id or name in any language holds every word typed (case and accents ignored). */
export function searchGoods(goods: readonly ConsoleGoods[], query: string): ConsoleGoods[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...goods];
  return goods.filter((g) => {
    const text = fold([g.product_id, ...Object.values(g.names)].join(' '));
    return words.every((w) => text.includes(w));
  });
}

/**
 * The goods in the chosen order: the shop's own order (sort, then id), the name in the operator's
 * language, the in-game amount (value + bonus), or the price in `currency` (goods without one
 * last). Ties keep the shop's order, so the table does not jump.
 */
export function sortGoods(
  goods: readonly ConsoleGoods[],
  by: GoodsSort,
  nameOf: (g: ConsoleGoods) => string,
  currency: string,
): ConsoleGoods[] {
  const shopOrder = (a: ConsoleGoods, b: ConsoleGoods) =>
    a.sort - b.sort || a.product_id.localeCompare(b.product_id);
  const priceOf = (g: ConsoleGoods) =>
    g.prices.find((p) => p.currency === currency)?.amount_minor ?? Number.POSITIVE_INFINITY;
  const key: Record<GoodsSort, (a: ConsoleGoods, b: ConsoleGoods) => number> = {
    sort: () => 0,
    name: (a, b) => nameOf(a).localeCompare(nameOf(b)),
    value: (a, b) => a.value + a.bonus - (b.value + b.bonus),
    price: (a, b) => {
      const pa = priceOf(a);
      const pb = priceOf(b);
      return pa === pb ? 0 : pa < pb ? -1 : 1;
    },
  };
  return [...goods].sort((a, b) => key[by](a, b) || shopOrder(a, b));
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
