import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/format/money.ts';

type PriceAreaProps = {
  payMinor: number;
  currency: string;
  /** The price before a discount; shown struck through when higher than the pay price. */
  originalMinor?: number;
};

/** What the player pays (SPEC §2 price area). */
export function PriceArea({ payMinor, currency, originalMinor }: PriceAreaProps) {
  const { t } = useTranslation();
  const discounted = originalMinor !== undefined && originalMinor > payMinor;
  return (
    <p className="price-area">
      <span className="price-area__label">{t('recharge.payPrice')}</span>
      {discounted && (
        <del className="price-area__original" dir="ltr">
          <span className="visually-hidden">{t('recharge.originalPrice')}</span>
          {formatMinor(originalMinor, currency)}
        </del>
      )}
      <strong className="price-area__pay" dir="ltr">
        {formatMinor(payMinor, currency)}
      </strong>
    </p>
  );
}
