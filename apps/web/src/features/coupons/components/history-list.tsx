import type { Coupon } from '@topup/contracts/coupons';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty.tsx';
import { CouponItem } from './coupon-item.tsx';

/** Past coupons, each marked 'used' or 'expired' (SPEC §4). */
export function HistoryList({ coupons }: { coupons: readonly Coupon[] }) {
  const { t } = useTranslation();
  if (coupons.length === 0) return <Empty />;
  return (
    <ul className="coupon-list">
      {coupons.map((c) => (
        <li key={c.code || c.template_id} className="coupon-list__row">
          <CouponItem
            coupon={c}
            action={
              <span className="coupon-item__state">
                {t(c.is_used === 1 ? 'coupon.used' : 'coupon.expired')}
              </span>
            }
          />
        </li>
      ))}
    </ul>
  );
}
