import { useTranslation } from 'react-i18next';
import type { GoodsData } from '@topup/contracts/catalog';
import { formatCount } from '../../../shared/format/money.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { ThirdGiftList } from '../../third-gifts/components/third-gift-list.tsx';
import { GoodsBadges, GoodsPrice, takesCoupons } from './goods-card.tsx';

type ProductDetailSheetProps = { goods: GoodsData; typeName: string; onClose: () => void };

/** What the tapped product delivers and costs; payment follows in the recharge step. */
export function ProductDetailSheet({ goods, typeName, onClose }: ProductDetailSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      open
      title={goods.display}
      onClose={onClose}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t('common.confirm')}
        </button>
      }
    >
      <GoodsBadges goods={goods} />
      <dl className="facts product-facts">
        {typeName && (
          <div className="facts__row">
            <dt>{t('goods.type')}</dt>
            <dd dir="auto">{typeName}</dd>
          </div>
        )}
        <div className="facts__row">
          <dt>{t('goods.amount')}</dt>
          <dd dir="ltr">{formatCount(goods.value)}</dd>
        </div>
        {goods.bonus > 0 && (
          <div className="facts__row">
            <dt>{t('goods.bonusLabel')}</dt>
            <dd dir="ltr">+{formatCount(goods.bonus)}</dd>
          </div>
        )}
        <div className="facts__row">
          <dt>{t('goods.total')}</dt>
          <dd dir="ltr">{formatCount(goods.value + goods.bonus)}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('goods.price')}</dt>
          <dd>
            <GoodsPrice goods={goods} />
          </dd>
        </div>
      </dl>
      <ThirdGiftList productId={goods.product_id} />
      <ul className="product-notes">
        {goods.isLimit && <li>{t('goods.limitedTip')}</li>}
        {takesCoupons(goods) && <li>{t('goods.couponTip')}</li>}
        <li>{t('goods.selectedTip')}</li>
      </ul>
    </BottomSheet>
  );
}
