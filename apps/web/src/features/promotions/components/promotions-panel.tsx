import { useTranslation } from 'react-i18next';
import { isSameOriginPath } from '@topup/contracts/same-origin-path';
import type { Promotion } from '@topup/contracts/promotions';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { promotionTextFiles } from '../promotion-texts.ts';
import '../promotions.css';

export type PromotionsPanelProps = {
  clientId: string;
  /** The live ones, in display order (at least one). */
  promotions: Promotion[];
  /** Goods the page can select now (a promotion's goods link shows only for these). */
  canPick(productId: string): boolean;
  onPick(productId: string): void;
};

function Card({
  promotion,
  canPick,
  onPick,
}: { promotion: Promotion } & Omit<PromotionsPanelProps, 'clientId' | 'promotions'>) {
  const { t } = useTranslation();
  const { product_id: product, path } = promotion;
  return (
    <li className="promotion" data-testid="promotion">
      {/* The publisher's words are text, never markup; dir=auto for a title in another script. */}
      <strong className="promotion__title" dir="auto">
        {promotion.title}
      </strong>
      {promotion.text && (
        <p className="promotion__text" dir="auto">
          {promotion.text}
        </p>
      )}
      {product && canPick(product) && (
        <button
          type="button"
          className="button button--small promotion__action"
          onClick={() => onPick(product)}
        >
          {t('promotions.viewGoods')}
        </button>
      )}
      {/* The server accepts same-origin paths only; checked again so no other site is linked. */}
      {path && isSameOriginPath(path) && (
        <a className="button button--ghost button--small promotion__action" href={path}>
          {t('promotions.learnMore')}
        </a>
      )}
    </li>
  );
}

/** One card, or a row that scrolls sideways (once its texts are in). */
export function PromotionsPanel({ promotions: list, canPick, onPick }: PromotionsPanelProps) {
  const { t } = useTranslation();
  const ready = useFeatureTexts(promotionTextFiles, 'promotions');
  if (!ready) return null;
  return (
    <section className="promotions" aria-label={t('promotions.label')}>
      {/* A row scrolls sideways: focusable, so a keyboard can scroll it too (axe
          scrollable-region-focusable). */}
      <ul
        className={`promotions__list${list.length > 1 ? ' promotions__list--row' : ''}`}
        {...(list.length > 1 ? { tabIndex: 0, 'aria-label': t('promotions.label') } : {})}
      >
        {list.map((p) => (
          <Card key={p.id} promotion={p} canPick={canPick} onPick={onPick} />
        ))}
      </ul>
    </section>
  );
}
