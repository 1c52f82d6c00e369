import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/format/money.ts';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { offerTextFiles } from '../offer-texts.ts';
import '../offers.css';

type OfferPriceProps = { priceMinor: number; regularMinor: number; currency: string };

/**
 * An offer's price beside its regular price struck through (issue 29 item 13). `<del>` alone is
 * not read out as "was" by most screen readers, so each amount says what it is, unseen.
 */
export function OfferPrice({ priceMinor, regularMinor, currency }: OfferPriceProps) {
  const { t } = useTranslation();
  const ready = useFeatureTexts(offerTextFiles, 'offers');
  return (
    <span className="goods-price offer-price" dir="ltr">
      <del className="offer-price__was">
        {ready && <span className="offer-sr">{t('offers.regularPrice')} </span>}
        {formatMinor(regularMinor, currency)}
      </del>
      <span className="offer-price__now">
        {ready && <span className="offer-sr">{t('offers.offerPrice')} </span>}
        {formatMinor(priceMinor, currency)}
      </span>
    </span>
  );
}
