import type { PriceContext } from './components/coupon-row-slot.tsx';
import type { RechargeModel } from './use-recharge.ts';

/** What the coupon and VIP slots need to price the order; null until the price is known. */
export function priceContextOf(model: RechargeModel): PriceContext | null {
  if (!model.price) return null;
  return {
    clientId: model.clientId,
    productId: model.productId,
    priceMinor: model.price.priceMinor,
    currency: model.price.currency,
    method: model.methods.paying,
    coupons: model.coupons,
  };
}
