import { useTranslation } from 'react-i18next';
import type { GoodsData } from '@topup/contracts/catalog';
import { formatMoney } from '../../../shared/format/money.ts';

/** Special, coupon and limited marks of a product (SPEC §3 isSpecial, isCoupon, isLimit). */
export function GoodsBadges({ goods }: { goods: GoodsData }) {
  const { t } = useTranslation();
  if (!goods.isSpecial && !goods.isCoupon && !goods.isLimit) return null;
  return (
    <span className="goods-badges">
      {goods.isSpecial && <span className="badge badge--special">{t('goods.special')}</span>}
      {goods.isCoupon && <span className="badge badge--coupon">{t('goods.coupon')}</span>}
      {goods.isLimit && <span className="badge badge--limit">{t('goods.limited')}</span>}
    </span>
  );
}

/** "6,480 +648": the amount delivered and the bonus on top. */
export function GoodsAmount({ goods }: { goods: GoodsData }) {
  const { t } = useTranslation();
  return (
    <span className="goods-amount">
      <span dir="ltr">{goods.value.toLocaleString('en-US')}</span>
      {goods.bonus > 0 && (
        <span className="goods-amount__bonus">
          {t('goods.bonus', { bonus: goods.bonus.toLocaleString('en-US') })}
        </span>
      )}
    </span>
  );
}

export function GoodsPrice({ goods }: { goods: GoodsData }) {
  return (
    <span className="goods-price" dir="ltr">
      {formatMoney(goods.price, goods.currency)}
    </span>
  );
}

type GoodsCardProps = { goods: GoodsData; selected: boolean; onSelect: () => void };

export function GoodsCard({ goods, selected, onSelect }: GoodsCardProps) {
  return (
    <button
      type="button"
      className="goods-card"
      aria-pressed={selected}
      aria-haspopup="dialog"
      onClick={onSelect}
    >
      <GoodsBadges goods={goods} />
      <span className="goods-card__name" dir="auto">
        {goods.display}
      </span>
      <GoodsAmount goods={goods} />
      <GoodsPrice goods={goods} />
    </button>
  );
}
