import type { Coupon } from '@topup/contracts/coupons';

// SPEC §4 coupon selection and the coupon row's texts; pure so every rule is testable.

export type CouponLists = { usable: Coupon[]; unusable: Coupon[] };

/** The popup's tabs: usable coupons, and everything else listed (locked, still to claim). */
export function splitCoupons(list: readonly Coupon[]): CouponLists {
  return {
    usable: list.filter((c) => c.use_category === 'avail' && c.code !== ''),
    unusable: list.filter((c) => c.use_category !== 'avail' && c.use_category !== 'history'),
  };
}

/** SPEC §9: the default coupon is the usable one with the lowest discount_rate (first on ties). */
export function lowestRate(usable: readonly Coupon[]): Coupon | null {
  let best: Coupon | null = null;
  for (const c of usable) if (!best || c.discount_rate < best.discount_rate) best = c;
  return best;
}

export type RowState = {
  goodsAllows: boolean;
  methodAllows: boolean;
  usableCount: number;
  selected: Coupon | null;
};
export type RowText =
  | { kind: 'tip'; key: 'noSupportGoods' | 'noSupportMethod' | 'claimMore' | 'pleaseSelect' }
  | { kind: 'coupon'; coupon: Coupon };

/** What the coupon row says, in SPEC §4's order of precedence. */
export function couponRowText(s: RowState): RowText {
  if (!s.goodsAllows) return { kind: 'tip', key: 'noSupportGoods' };
  if (!s.methodAllows) return { kind: 'tip', key: 'noSupportMethod' };
  if (s.usableCount === 0) return { kind: 'tip', key: 'claimMore' };
  if (!s.selected) return { kind: 'tip', key: 'pleaseSelect' };
  return { kind: 'coupon', coupon: s.selected };
}

/**
 * SPEC §5: paying without a coupon while usable ones exist (none chosen, or the method does not
 * take coupons) asks first. Goods that take no coupon never ask: nothing could be used.
 */
export function needsNoCouponConfirm(s: RowState): boolean {
  if (!s.goodsAllows || s.usableCount === 0) return false;
  return !s.methodAllows || !s.selected;
}
