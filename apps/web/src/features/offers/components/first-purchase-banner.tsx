import { useTranslation } from 'react-i18next';
import type { FirstPurchaseBonus } from '@topup/contracts/offers';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { offerTextFiles } from '../offer-texts.ts';
import '../offers.css';

/**
 * The game's first-purchase bonus above the goods: shown until the chosen character has used it
 * (eligible false); without a character, as the offer it is to a new one.
 */
export function FirstPurchaseBanner({ bonus }: { bonus: FirstPurchaseBonus }) {
  const { t } = useTranslation();
  const ready = useFeatureTexts(offerTextFiles, 'offers');
  if (bonus.eligible === false) return null;
  return (
    <p className="first-bonus" role="note">
      {ready && (
        <>
          <span className="badge badge--first">{t('offers.firstBonus')}</span>{' '}
          {t('offers.firstBonusNote', { bonus: bonus.bonus.toLocaleString('en-US') })}
        </>
      )}
    </p>
  );
}
