import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsData } from '@topup/contracts/catalog';
import { offersCoupons } from '../../../shared/boot/offers-coupons.ts';
import { formatCount, formatMoney } from '../../../shared/format/money.ts';
import { isBlocked } from '../../limits/is-blocked.ts';
import { useGoodsLimit } from '../../limits/use-limit-info.ts';
import { ThirdGiftSlot } from '../../third-gifts/components/third-gift-slot.tsx';

// Offers (decision 0028): their badges, countdown and texts load with the first offer on screen;
// under the price, so the regular price struck through (issue 29 item 13) sits beside it.
const OfferNote = lazy(() =>
  import('../../offers/components/offer-note.tsx').then((m) => ({ default: m.OfferNote })),
);

// Only players with a character chosen and limited goods on screen load the limit texts.
const LimitNote = lazy(() =>
  import('../../limits/components/limit-note.tsx').then((m) => ({ default: m.LimitNote })),
);

/** The goods take coupons and the brand has them (its VIP version). */
export function takesCoupons(goods: GoodsData): boolean {
  return goods.isCoupon && offersCoupons();
}

/** Special, coupon and limited marks of a product (SPEC §3 isSpecial, isCoupon, isLimit). */
export function GoodsBadges({ goods }: { goods: GoodsData }) {
  const { t } = useTranslation();
  const coupon = takesCoupons(goods);
  if (!goods.isSpecial && !coupon && !goods.isLimit) return null;
  return (
    <span className="goods-badges">
      {goods.isSpecial && <span className="badge badge--special">{t('goods.special')}</span>}
      {coupon && <span className="badge badge--coupon">{t('goods.coupon')}</span>}
      {goods.isLimit && <span className="badge badge--limit">{t('goods.limited')}</span>}
    </span>
  );
}

/** "6,480 +648": the amount delivered and the bonus on top. */
export function GoodsAmount({ goods }: { goods: GoodsData }) {
  const { t } = useTranslation();
  return (
    <span className="goods-amount">
      <span dir="ltr">{formatCount(goods.value)}</span>
      {goods.bonus > 0 && (
        <span className="goods-amount__bonus">
          {t('goods.bonus', { bonus: formatCount(goods.bonus) })}
        </span>
      )}
    </span>
  );
}

const FreePrice = lazy(() =>
  import('../../offers/components/free-price.tsx').then((m) => ({ default: m.FreePrice })),
);

export function GoodsPrice({ goods }: { goods: GoodsData }) {
  if (goods.offer?.free) {
    return (
      <Suspense fallback={<span className="goods-price">{'\u00a0'}</span>}>
        <FreePrice />
      </Suspense>
    );
  }
  return (
    <span className="goods-price" dir="ltr">
      {formatMoney(goods.price, goods.currency)}
    </span>
  );
}

type GoodsCardProps = {
  goods: GoodsData;
  selected: boolean;
  /** Choosing it opens the recharge sheet (issue 29 item 12). */
  opensDialog?: boolean;
  onSelect: () => void;
};

/**
 * One product. A limited one shows its limit and what is left; when nothing is left (or unpaid
 * orders hold the rest) it says why and cannot be chosen (SPEC §4 limit display).
 */
export function GoodsCard({ goods, selected, opensDialog, onSelect }: GoodsCardProps) {
  const limit = useGoodsLimit(goods);
  const offer = goods.offer;
  // A chain step is chosen only when it is the character's next one (the server checks too).
  const stepClosed = offer?.chain ? offer.chain.state !== 'available' : false;
  return (
    <button
      type="button"
      className="goods-card"
      aria-pressed={selected}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      disabled={(limit ? isBlocked(limit) : false) || stepClosed}
      onClick={onSelect}
    >
      <span className="goods-card__head">
        {goods.image && (
          // Decorative: the name beside it says what it is. Sized, so nothing moves as it loads.
          <img
            className="goods-card__image"
            src={goods.image}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
          />
        )}
        <GoodsBadges goods={goods} />
      </span>
      <span className="goods-card__name" dir="auto">
        {goods.display}
      </span>
      <GoodsAmount goods={goods} />
      <ThirdGiftSlot productId={goods.product_id} />
      {limit && (
        <Suspense fallback={null}>
          <LimitNote limit={limit} />
        </Suspense>
      )}
      <GoodsPrice goods={goods} />
      {offer && (
        <Suspense fallback={<span className="offer-note" />}>
          <OfferNote goods={goods} />
        </Suspense>
      )}
    </button>
  );
}
