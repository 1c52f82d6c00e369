import { useTranslation } from 'react-i18next';
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
  const { payment, price } = model;
  const disabled = !model.ready || !model.methods.paying || payment.busy || payment.dropIn !== null;
  return (
    <div className="recharge-footer">
      {!cardMode && price && (
        <PriceArea
          payMinor={price.priceMinor}
          currency={price.currency}
          originalMinor={originalMinor}
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
    </div>
  );
}
