import type { SubMethod } from '../../pay-methods/listing-rules.ts';

// Hooks the VIP issue fills (SPEC §2 coupon row, VIP points row). Until then they render nothing.
export type PriceContext = {
  clientId: string;
  productId: string;
  priceMinor: number;
  currency: string;
  /** The method being paid with; coupons apply only where it allows them (open_coupon). */
  method: SubMethod | null;
};

export function CouponRowSlot(_props: { price: PriceContext }): null {
  return null;
}

export function VipPointsSlot(_props: { price: PriceContext }): null {
  return null;
}
