import type { Coupon } from '@topup/contracts/coupons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { couponName } from '../coupon-name.ts';
import { formatValidity } from '../coupon-dates.ts';

type CouponItemProps = { coupon: Coupon; action?: ReactNode; selected?: boolean };

/** One coupon: name (always as text), discount, validity, and its state's action. */
export function CouponItem({ coupon, action, selected }: CouponItemProps) {
  const { t, i18n } = useTranslation();
  const off = 100 - coupon.discount_rate;
  return (
    <div className={`coupon-item coupon-item--${coupon.use_category}`} aria-current={selected}>
      <div className="coupon-item__off" aria-hidden="true">
        {off}%
      </div>
      <div className="coupon-item__text">
        <span className="coupon-item__name" dir="auto">
          {couponName(coupon.name, i18n.language)}
        </span>
        <span className="coupon-item__meta">
          {t('coupon.off', { percent: off })} · {t(`coupon.type.${coupon.type}`)}
        </span>
        {coupon.valid_end_time && (
          <span className="coupon-item__meta" dir="ltr">
            {t('coupon.validUntil', {
              date: formatValidity(coupon.valid_end_time, coupon.time_zone),
            })}
          </span>
        )}
      </div>
      {action && <div className="coupon-item__action">{action}</div>}
    </div>
  );
}
