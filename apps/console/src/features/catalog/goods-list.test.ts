import { describe, expect, it } from 'vitest';
import type { ConsoleGoods } from '@topup/contracts/console-catalog';
import { searchGoods, sortGoods } from './goods-list.ts';

const goods = (
  id: string,
  names: Record<string, string>,
  o: { sort?: number; value?: number; usd?: number } = {},
): ConsoleGoods => ({
  product_id: id,
  game_code: 'g',
  type_key: 'gems',
  names,
  value: o.value ?? 100,
  bonus: 0,
  sort: o.sort ?? 1,
  special: false,
  limited: false,
  coupon: false,
  coupon_points: 0,
  active: true,
  image: null,
  prices: o.usd === undefined ? [] : [{ currency: 'USD', amount_minor: o.usd }],
  limit: null,
});

const list = [
  goods('gem-60', { en: '60 Diamonds', ko: '다이아 60개' }, { sort: 2, value: 60, usd: 99 }),
  goods(
    'gem-300',
    { en: '300 Diamonds', fr: '300 Diamants épiques' },
    { sort: 1, value: 300, usd: 499 },
  ),
  goods('pass', { en: 'Monthly pass' }, { sort: 3, value: 30 }),
];
const en = (g: ConsoleGoods) => g.names.en ?? g.product_id;
const ids = (gs: ConsoleGoods[]) => gs.map((g) => g.product_id);

describe('goods list', () => {
  it('finds goods by id or by a name in any language, every word, case and accents aside', () => {
    expect(ids(searchGoods(list, 'diamonds'))).toEqual(['gem-60', 'gem-300']);
    expect(ids(searchGoods(list, 'EPIQUES 300'))).toEqual(['gem-300']);
    expect(ids(searchGoods(list, '다이아'))).toEqual(['gem-60']);
    expect(ids(searchGoods(list, 'pass'))).toEqual(['pass']);
    expect(ids(searchGoods(list, '  '))).toEqual(['gem-60', 'gem-300', 'pass']);
    expect(searchGoods(list, 'ruby')).toEqual([]);
  });

  it("orders by the shop's order, name, amount or price (goods without that price last)", () => {
    expect(ids(sortGoods(list, 'sort', en, 'USD'))).toEqual(['gem-300', 'gem-60', 'pass']);
    expect(ids(sortGoods(list, 'name', en, 'USD'))).toEqual(['gem-300', 'gem-60', 'pass']);
    expect(ids(sortGoods(list, 'value', en, 'USD'))).toEqual(['pass', 'gem-60', 'gem-300']);
    expect(ids(sortGoods(list, 'price', en, 'USD'))).toEqual(['gem-60', 'gem-300', 'pass']);
  });
});
