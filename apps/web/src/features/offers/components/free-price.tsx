import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { offerTextFiles } from '../offer-texts.ts';

/**
 * Where goods show their price, a free step says 'Free' (issue 29 item 8: it read "$0.00", as if
 * there were something to pay). Holds its line until the offer texts are in, so nothing moves.
 */
export function FreePrice() {
  const { t } = useTranslation();
  const ready = useFeatureTexts(offerTextFiles, 'offers');
  return (
    <span className="goods-price goods-price--free">{ready ? t('offers.free') : '\u00a0'}</span>
  );
}
