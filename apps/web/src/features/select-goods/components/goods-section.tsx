import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsData } from '@topup/contracts/catalog';
import { track } from '../../../shared/tracking/track.ts';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import type { GoodsListState } from '../../game/api/get-goods-list.ts';
import { groupGoods } from '../goods-groups.ts';
import { GoodsCard } from './goods-card.tsx';
import { tabId, TypeTabs } from './type-tabs.tsx';

const FirstPurchaseBanner = lazy(() =>
  import('../../offers/components/first-purchase-banner.tsx').then((m) => ({
    default: m.FirstPurchaseBanner,
  })),
);

type GoodsSectionProps = {
  goods: GoodsListState;
  /** The goods could not be loaded: an error state with retry instead of 'no data'. */
  failure: { failed: boolean; retry: () => void };
  selectedId: string | undefined;
  /** Picking a product opens the recharge sheet (the character is chosen). */
  opensPay: boolean;
  onSelect: (goods: GoodsData) => void;
};

/**
 * Goods grouped by type with the type switch; 3-item skeleton, then 'no data' when empty, or an
 * error with retry when they could not be loaded.
 */
export function GoodsSection({
  goods,
  failure,
  selectedId,
  opensPay,
  onSelect,
}: GoodsSectionProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const headingId = useId();
  const groups = useMemo(() => (goods.data ? groupGoods(goods.data) : []), [goods.data]);
  const [chosenType, setChosenType] = useState<string | null>(null);
  // Until the player switches, the tab of the selected product (else the first) is open.
  const selectedType = goods.data?.goods.find((g) => g.product_id === selectedId)?.typeKey;
  const wanted = chosenType ?? selectedType;
  const active = groups.find((g) => g.typeKey === wanted) ?? groups[0];

  const changeType = (typeKey: string) => {
    if (typeKey === active?.typeKey) return;
    setChosenType(typeKey);
    track('changeProductType', { type_key: typeKey });
  };
  const select = (item: GoodsData) => {
    onSelect(item);
    track('viewProductDetail', { product_id: item.product_id, type_key: item.typeKey });
  };

  return (
    <section className="goods" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {t('goods.title')}
      </h2>
      {goods.data?.first_purchase_bonus && (
        <Suspense fallback={<p className="first-bonus" />}>
          <FirstPurchaseBanner bonus={goods.data.first_purchase_bonus} />
        </Suspense>
      )}
      {failure.failed ? (
        <LoadError onRetry={failure.retry} />
      ) : goods.isPending ? (
        <Skeleton />
      ) : !active ? (
        <Empty />
      ) : (
        <>
          {groups.length > 1 && (
            <TypeTabs
              groups={groups}
              active={active.typeKey}
              panelId={panelId}
              onChange={changeType}
            />
          )}
          <div
            id={panelId}
            className="goods__grid"
            role={groups.length > 1 ? 'tabpanel' : undefined}
            aria-labelledby={groups.length > 1 ? tabId(panelId, active.typeKey) : undefined}
          >
            {active.goods.map((item) => (
              <GoodsCard
                key={item.product_id}
                goods={item}
                selected={item.product_id === selectedId}
                opensDialog={opensPay && !item.offer?.free}
                onSelect={() => select(item)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
