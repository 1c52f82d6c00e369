import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/format/money.ts';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useGuestGoodsList } from '../api/get-guest-goods.ts';

type GuestGoodsProps = {
  clientId: string;
  area: string | undefined;
  chosen: string | null;
  onChoose: (productId: string) => void;
};

/**
 * The goods a guest may buy: the game's list without purchase-limited goods and offers, which
 * belong to a logged-in account (ADR 0038; the server refuses them too).
 */
export function GuestGoods({ clientId, area, chosen, onChoose }: GuestGoodsProps) {
  const { t } = useTranslation();
  const list = useGuestGoodsList(clientId, area);
  if (list.isPending) return <Skeleton />;
  if (list.isError)
    return <LoadError text={t('recharge.loadFailed')} onRetry={() => void list.refetch()} />;
  const goods = list.data.goods.filter((g) => !g.isLimit && !g.offer);
  if (goods.length === 0) return <Empty text={t('playerId.noGoods')} />;
  return (
    <section className="pid-goods" aria-labelledby="pid-goods-title">
      <h2 id="pid-goods-title" className="pid-section-title">
        {t('playerId.goods')}
      </h2>
      <p className="pid-card__hint">{t('playerId.guestNote')}</p>
      <ul className="pid-goods__list">
        {goods.map((g) => (
          <li key={g.product_id}>
            <button
              type="button"
              className="pid-goods__item"
              aria-pressed={chosen === g.product_id}
              onClick={() => onChoose(g.product_id)}
            >
              <span className="pid-goods__name">{g.display}</span>
              <span className="pid-goods__price" dir="ltr">
                {formatMinor(g.price_minor, g.currency)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
