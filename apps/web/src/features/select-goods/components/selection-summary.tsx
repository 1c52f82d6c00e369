import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsData } from '@topup/contracts/catalog';
import type { Picks } from '../../game/selection-rules.ts';
import { GoodsPrice } from './goods-card.tsx';

type SelectionSummaryProps = {
  gameName: string;
  /** Shown only when the page config says areas have roles (SPEC §2 order detail). */
  region?: string;
  picks: Picks;
  goods: GoodsData | undefined;
};

/** What the player has chosen so far: game, region, server, character and product. */
export function SelectionSummary({ gameName, region, picks, goods }: SelectionSummaryProps) {
  const { t } = useTranslation();
  const id = useId();
  const rows: [string, ReactNode][] = [
    [t('game.label'), gameName],
    ...(region ? [[t('region.label'), region] as [string, string]] : []),
    [t('server.label'), picks.server?.display ?? '—'],
    [t('role.label'), picks.role?.display ?? '—'],
    [
      t('goods.selected'),
      goods ? (
        <>
          <bdi>{goods.display}</bdi> · <GoodsPrice goods={goods} />
        </>
      ) : (
        (picks.goods?.display ?? '—')
      ),
    ],
  ];
  return (
    <section className="summary" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {t('goods.summary')}
      </h2>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label} className="facts__row">
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
      {!picks.role && <p className="summary__hint">{t('goods.needRole')}</p>}
    </section>
  );
}
