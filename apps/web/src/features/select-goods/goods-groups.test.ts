import { describe, expect, it } from 'vitest';
import type { GoodsData } from '@topup/contracts/catalog';
import { groupGoods } from './goods-groups.ts';

const item = (id: string, typeKey: string, goodsSort: number): GoodsData => ({
  product_id: id,
  value: 60,
  bonus: 0,
  display: id,
  price: '0.99',
  price_minor: 99,
  currency: 'USD',
  typeKey,
  isLimit: false,
  isCoupon: false,
  couponPoints: 0,
  goodsSort,
  typeSort: 0,
  isSpecial: false,
});

describe('groupGoods', () => {
  it('orders types by typeSort and goods by goodsSort, dropping empty types', () => {
    const groups = groupGoods({
      types: [
        { typeKey: 'card', name: 'Cards', typeSort: 2 },
        { typeKey: 'gems', name: 'Gems', typeSort: 1 },
        { typeKey: 'empty', name: 'Nothing', typeSort: 0 },
      ],
      goods: [item('c1', 'card', 1), item('g2', 'gems', 2), item('g1', 'gems', 1)],
    });
    expect(groups.map((g) => [g.name, g.goods.map((x) => x.product_id)])).toEqual([
      ['Gems', ['g1', 'g2']],
      ['Cards', ['c1']],
    ]);
  });

  it('keeps goods of an unlisted type reachable, last', () => {
    const groups = groupGoods({
      types: [{ typeKey: 'gems', name: 'Gems', typeSort: 5 }],
      goods: [item('x', 'mystery', 0), item('g', 'gems', 0)],
    });
    expect(groups.map((g) => g.typeKey)).toEqual(['gems', 'mystery']);
  });

  it('is empty without goods', () => {
    expect(
      groupGoods({ types: [{ typeKey: 'gems', name: 'Gems', typeSort: 1 }], goods: [] }),
    ).toEqual([]);
  });
});
