import { useTranslation } from 'react-i18next';
import { CouponRow } from '../../coupons/components/coupon-row.tsx';
import type { CouponModel } from '../../coupons/use-coupons.ts';
import type { SubMethod } from '../../pay-methods/listing-rules.ts';

// The VIP parts of the recharge sheet (SPEC §2 coupon row, VIP points row).
export type PriceContext = {
  clientId: string;
  productId: string;
  priceMinor: number;
  currency: string;
  /** The method being paid with; coupons apply only where it allows them (open_coupon). */
  method: SubMethod | null;
  /** The sheet's coupon state (use-coupons.ts). */
  coupons: CouponModel;
};

/** Only in the VIP version, with coupons open in the page config and loaded without failure. */
export function CouponRowSlot({ price }: { price: PriceContext }) {
  if (!price.coupons.shown) return null;
  return <CouponRow clientId={price.clientId} currency={price.currency} model={price.coupons} />;
}

/** The VIP points this order earns, in the order detail; only once the server priced it. */
export function VipPointsSlot({ price }: { price: PriceContext }) {
  const { t } = useTranslation();
  const { points } = price.coupons;
  if (points === null) return null;
  return (
    <dl className="facts order-detail__facts">
      <div className="facts__row">
        <dt>{t('vip.pointsRow')}</dt>
        <dd dir="ltr">{t('vip.pointsEarned', { count: points })}</dd>
      </div>
    </dl>
  );
}
