import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { track } from '../../../shared/tracking/track.ts';
import { useLayoutVersion } from '../../account/use-layout-version.ts';
import { openRecharge } from '../../../shared/pay-flow/pay-flow-store.ts';
import './buy-bar.css';

type BuyButtonProps = {
  /** Server, character and goods are chosen. */
  ready: boolean;
  productId: string | undefined;
};

/**
 * Starts paying: the recharge sheet in the new layout, the /recharge step in the old one. Picking
 * goods with the character chosen starts it too (issue 29 item 12), so the button is only needed
 * to come back after closing the sheet.
 */
export function useStartPay() {
  const version = useLayoutVersion();
  const navigate = useNavigate();
  const start = (productId: string | undefined) => {
    track('clickBuy', { product_id: productId });
    if (version === 'old') void navigate('/recharge');
    else openRecharge();
  };
  /** Starting opens a popup (the sheet) rather than the next page. */
  return { start, opensSheet: version !== 'old' };
}

export function BuyButton({ ready, productId }: BuyButtonProps) {
  const { t } = useTranslation();
  const { start, opensSheet } = useStartPay();
  const buy = () => start(productId);
  return (
    <div className={ready ? 'buy-bar buy-bar--ready' : 'buy-bar'}>
      <button
        type="button"
        className="button buy-bar__button"
        disabled={!ready}
        aria-haspopup={opensSheet ? 'dialog' : undefined}
        onClick={buy}
      >
        {t('recharge.buyNow')}
      </button>
    </div>
  );
}
