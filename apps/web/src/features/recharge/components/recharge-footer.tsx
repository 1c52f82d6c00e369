import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import type { RechargeModel } from '../use-recharge.ts';
import { PriceArea } from './price-area.tsx';

type RechargeFooterProps = {
  model: RechargeModel;
  /** Card redemption (the cards issue): the button exchanges and no price is shown. */
  cardMode?: boolean;
  /** A coupon's price before the discount (the VIP issue). */
  originalMinor?: number;
};

/** Price area and the buy button, disabled until a method is chosen (SPEC §2). */
export function RechargeFooter({ model, cardMode = false, originalMinor }: RechargeFooterProps) {
  const { t } = useTranslation();
  const { payment, price, coupons } = model;
  const disabled = !model.ready || !model.methods.paying || payment.busy || payment.dropIn !== null;
  return (
    <div className="recharge-footer">
      {!cardMode && price && (
        <PriceArea
          payMinor={coupons.payMinor ?? price.priceMinor}
          currency={price.currency}
          originalMinor={originalMinor ?? coupons.originalMinor}
        />
      )}
      <button
        type="button"
        className="button recharge-footer__buy"
        disabled={disabled}
        aria-busy={payment.busy}
        onClick={payment.pay}
      >
        {t(cardMode ? 'recharge.exchange' : 'recharge.buy')}
      </button>
      <ConfirmDialog
        open={payment.confirming}
        title={t('coupon.tips')}
        message={t('coupon.tip_noUse_coupon')}
        onConfirm={payment.confirmPay}
        onCancel={payment.cancelConfirm}
      />
    </div>
  );
}
