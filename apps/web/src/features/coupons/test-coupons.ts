import type { Coupon } from '@topup/contracts/coupons';

// Coupons shaped like GET /api/coupons/couponList answers, for the coupon and VIP tests.
export function coupon(code: string, over: Partial<Coupon> = {}): Coupon {
  return {
    code,
    template_id: `t-${code || 'claim'}`,
    type: 'week',
    name: `Coupon ${code}`,
    use_category: 'avail',
    is_used: 0,
    used_time: null,
    valid_end_time: '2030-01-06T15:59:59Z',
    time_zone: 'Asia/Shanghai',
    discount_rate: 90,
    ...over,
  };
}
