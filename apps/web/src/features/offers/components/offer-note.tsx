import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsData } from '@topup/contracts/catalog';
import { formatMinor } from '../../../shared/format/money.ts';
import { formatTimestamp } from '../../../shared/format/time.ts';
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

/** What the offer saves on its regular price, in whole percent, never rounded up. */
export function savingPercent(priceMinor: number, regularMinor: number): number {
  return Math.floor(((regularMinor - priceMinor) * 100) / regularMinor);
}

/**
 * An offer's note under its price on the goods card: the regular price struck through (issue 29
 * item 13), badges (Save n%, Limited, Step n of m, Free, Locked) and, for an offer with an end, a countdown and the end on the player's clock with its zone. The note keeps
 * its lines' height from the first paint (offers.css and the card's placeholder), so neither the
 * texts arriving nor the ticking move the card. The countdown is the time to an instant, the
 * same in every zone.
 */
export function OfferNote({ goods }: { goods: GoodsData }) {
  const offer = goods.offer!;
  const { t } = useTranslation();
  const ready = useFeatureTexts(offerTextFiles, 'offers');
  const now = useSecondClock(offer.ends_at !== null);
  const left = offer.ends_at ? (Date.parse(offer.ends_at) - now) / 1000 : null;
  useRefreshWhenEnded(left !== null && left <= 0);
  if (!ready) return <span className="offer-note" aria-hidden="true" />;
  const chain = offer.chain;
  const time = left === null ? null : timeLeft(left);
  const regular = offer.regular_price_minor;
  const saving = regular !== undefined ? savingPercent(goods.price_minor, regular) : 0;
  return (
    <span className="offer-note">
      <span className="goods-badges">
        {regular !== undefined && (
          <del className="offer-note__was" dir="ltr">
            <span className="offer-sr">{t('offers.regularPrice')} </span>
            {formatMinor(regular, goods.currency)}
          </del>
        )}
        {saving > 0 && (
          <span className="badge badge--save">{t('offers.save', { percent: saving })}</span>
        )}
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
      {offer.ends_at && (
        <time className="offer-note__end" dateTime={offer.ends_at}>
          {t('offers.endsAt', { time: formatTimestamp(offer.ends_at) })}
        </time>
      )}
    </span>
  );
}
