import { getBoot } from './boot.ts';

/**
 * Coupons exist only on brands whose tenant config turns the VIP version on (`vip`: coupons and VIP
 * points). The catalog marks goods `isCoupon` on every brand, so the page must not show a coupon
 * badge or tip from that flag alone (issue 17: 'Coupon' on ru and rhinosSea).
 */
export function offersCoupons(): boolean {
  return getBoot().tenant.vip;
}
