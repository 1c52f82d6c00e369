import { describe, expect, it } from 'vitest';
import { couponRowText, lowestRate, needsNoCouponConfirm, splitCoupons } from './coupon-rules.ts';
import { coupon } from './test-coupons.ts';

const a = coupon('A', { discount_rate: 90 });
const b = coupon('B', { discount_rate: 80 });
const c = coupon('C', { discount_rate: 80 });
const row = { goodsAllows: true, methodAllows: true, usableCount: 2, selected: a };

describe('coupon selection (SPEC §4)', () => {
  it('defaults to the usable coupon with the lowest discount_rate, the first on ties', () => {
    expect(lowestRate([a, b, c])?.code).toBe('B');
    expect(lowestRate([])).toBeNull();
  });

  it('splits usable from locked and claimable coupons', () => {
    const lock = coupon('L', { use_category: 'lock' });
    const claim = coupon('', { use_category: 'claim' });
    const { usable, unusable } = splitCoupons([a, lock, claim, b]);
    expect(usable.map((x) => x.code)).toEqual(['A', 'B']);
    expect(unusable).toEqual([lock, claim]);
  });
});

describe('coupon row text (SPEC §4)', () => {
  it('follows the order goods, method, none usable, none selected, coupon', () => {
    expect(couponRowText({ ...row, goodsAllows: false, methodAllows: false })).toEqual({
      kind: 'tip',
      key: 'noSupportGoods',
    });
    expect(couponRowText({ ...row, methodAllows: false, usableCount: 0 })).toEqual({
      kind: 'tip',
      key: 'noSupportMethod',
    });
    expect(couponRowText({ ...row, usableCount: 0, selected: null })).toEqual({
      kind: 'tip',
      key: 'claimMore',
    });
    expect(couponRowText({ ...row, selected: null })).toEqual({ kind: 'tip', key: 'pleaseSelect' });
    expect(couponRowText(row)).toEqual({ kind: 'coupon', coupon: a });
  });
});

describe('the no-coupon confirm (SPEC §5)', () => {
  it('asks when usable coupons go unused: none selected or the method refuses them', () => {
    expect(needsNoCouponConfirm({ ...row, selected: null })).toBe(true);
    expect(needsNoCouponConfirm({ ...row, methodAllows: false })).toBe(true);
    expect(needsNoCouponConfirm(row)).toBe(false);
    expect(needsNoCouponConfirm({ ...row, selected: null, usableCount: 0 })).toBe(false);
    expect(needsNoCouponConfirm({ ...row, selected: null, goodsAllows: false })).toBe(false);
  });
});
