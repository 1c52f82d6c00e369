import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { CardConfirm } from '../../cards/components/card-confirm.tsx';
import type { CardMode } from '../../cards/use-card-mode.ts';
import type { RechargeModel } from '../use-recharge.ts';
import { PriceArea } from './price-area.tsx';

type RechargeFooterProps = {
  model: RechargeModel;
  /** Card redemption: when active the button exchanges, no price is shown (SPEC §2). */
  card?: CardMode;
  /** A coupon's price before the discount (the VIP issue). */
  originalMinor?: number;
};

/**
 * Price area and the buy button, disabled until a method is chosen (SPEC §2); in card mode it
 * reads 'exchange', is disabled until card number and password are filled, and checks the card.
 */
export function RechargeFooter({ model, card, originalMinor }: RechargeFooterProps) {
  const { t } = useTranslation();
  const { payment, price, coupons } = model;
  const cardMode = card?.active ?? false;
  const disabled = card?.active
    ? !model.ready || !card.filled || card.busy
    : !model.ready ||
      !model.methods.paying ||
      // A method that needs payer details pays once they are all there and well-formed.
      !model.payer.valid ||
      payment.busy ||
      payment.dropIn !== null;
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
        aria-busy={card?.active ? card.busy : payment.busy}
        onClick={card?.active ? card.submit : payment.pay}
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
      {card?.active && <CardConfirm card={card} role={model.detail.role} />}
    </div>
  );
}
