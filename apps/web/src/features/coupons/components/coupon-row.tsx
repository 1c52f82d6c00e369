import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/format/money.ts';
import { couponName } from '../coupon-name.ts';
import type { CouponModel } from '../use-coupons.ts';
import { CouponPopup } from './coupon-popup.tsx';
import '../coupons.css';
import { Icon } from '../../../shared/ui/icon.tsx';

const tipKeys = {
  noSupportGoods: 'coupon.tip_noSupportCoupon_goods',
  noSupportMethod: 'coupon.tip_noSupportCoupon',
  claimMore: 'coupon.tip_claim_more',
  pleaseSelect: 'coupon.please_select',
} as const;

type CouponRowProps = { clientId: string; currency: string; model: CouponModel };

/** The recharge sheet's coupon row (SPEC §2, §4); tapping it opens the coupon popup. */
export function CouponRow({ clientId, currency, model }: CouponRowProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const { text } = model;
  return (
    <>
      <button
        type="button"
        className="coupon-row"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="coupon-row__label">{t('coupon.label')}</span>
        <span className="coupon-row__value">
          {text.kind === 'tip' ? (
            t(tipKeys[text.key])
          ) : (
            <>
              <span dir="auto">{couponName(text.coupon.name, i18n.language)}</span>
              {model.payMinor !== null && (
                <strong className="coupon-row__price" dir="ltr">
                  {formatMinor(model.payMinor, currency)}
                </strong>
              )}
            </>
          )}
        </span>
        <Icon name="chevron-end" />
      </button>
      {open && <CouponPopup clientId={clientId} model={model} onClose={() => setOpen(false)} />}
    </>
  );
}
