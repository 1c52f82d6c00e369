import type { GoodsData } from '@topup/contracts/catalog';

// Goods grouped by product type for the type switch (SPEC §3 typeKey, typeSort, goodsSort).
export type GoodsGroup = { typeKey: string; name: string; goods: GoodsData[] };
type Listing = { types: { typeKey: string; name: string; typeSort: number }[]; goods: GoodsData[] };

const bySort =
  <T>(key: (item: T) => number) =>
  (a: T, b: T) =>
    key(a) - key(b);

/** Non-empty groups in typeSort order, each in goodsSort order; unlisted types come last. */
export function groupGoods(listing: Listing): GoodsGroup[] {
  const groups = new Map<string, GoodsGroup & { sort: number }>();
  for (const type of [...listing.types].sort(bySort((t) => t.typeSort))) {
    groups.set(type.typeKey, {
      typeKey: type.typeKey,
      name: type.name,
      goods: [],
      sort: type.typeSort,
    });
  }
  for (const item of listing.goods) {
    let group = groups.get(item.typeKey);
    if (!group) {
      // The server named a type it did not list: keep its goods reachable under the raw key.
      group = {
        typeKey: item.typeKey,
        name: item.typeKey,
        goods: [],
        sort: Number.MAX_SAFE_INTEGER,
      };
      groups.set(item.typeKey, group);
    }
    group.goods.push(item);
  }
  return [...groups.values()]
    .filter((g) => g.goods.length > 0)
    .sort(bySort((g) => g.sort))
    .map(({ typeKey, name, goods }) => ({
      typeKey,
      name,
      goods: goods.sort(bySort((g) => g.goodsSort)),
    }));
}
