import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsOffer } from '@topup/contracts/offers';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { offerTextFiles } from '../offer-texts.ts';
import { timeLeft } from '../time-left.ts';
import '../offers.css';

/** Now, every second while `ticking` (an offer with an end on screen). */
function useSecondClock(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * At the end of its time an offer leaves the shop: the goods list is asked again (the server lists
 * live offers only), so the card goes away without a reload, once.
 */
function useRefreshWhenEnded(ended: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: ['goods-list'] });
  }, [ended, queryClient]);
}

/**
 * An offer's badges on its goods card (Limited, Free, Step n of m, Locked) and, for an offer with
 * an end, a countdown. The note keeps one line's height from the first paint (offers.css and the
 * card's placeholder), so neither the texts arriving nor the ticking move the card.
 */
export function OfferNote({ offer }: { offer: GoodsOffer }) {
  const { t } = useTranslation();
  const ready = useFeatureTexts(offerTextFiles, 'offers');
  const now = useSecondClock(offer.ends_at !== null);
  const left = offer.ends_at ? (Date.parse(offer.ends_at) - now) / 1000 : null;
  useRefreshWhenEnded(left !== null && left <= 0);
  if (!ready) return <span className="offer-note" aria-hidden="true" />;
  const chain = offer.chain;
  const time = left === null ? null : timeLeft(left);
  return (
    <span className="offer-note">
      <span className="goods-badges">
        {offer.ends_at && <span className="badge badge--offer">{t('offers.limited')}</span>}
        {chain && (
          <span className="badge badge--step">
            {t('offers.step', { step: chain.step, steps: chain.steps })}
          </span>
        )}
        {offer.free && <span className="badge badge--free">{t('offers.free')}</span>}
        {chain?.state === 'locked' && (
          <span className="badge badge--locked">{t('offers.locked')}</span>
        )}
        {chain?.state === 'done' && <span className="badge badge--done">{t('offers.done')}</span>}
      </span>
      {time && (
        <span className="offer-note__countdown" role="timer">
          {time.days > 0
            ? t('offers.endsInDays', { days: time.days, time: time.clock })
            : t('offers.endsIn', { time: time.clock })}
        </span>
      )}
    </span>
  );
}
