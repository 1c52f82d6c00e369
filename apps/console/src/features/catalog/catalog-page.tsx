import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../../shared/staff.tsx';
import { useBrands, useGames } from './catalog-api.ts';
import { GoodsSection } from './goods-section.tsx';
import { MethodsSection } from './methods-section.tsx';

type Tab = 'goods' | 'methods';

/**
 * The catalog of one brand: its games' goods types and goods, and its payment methods per
 * country. Edits reach the storefront at once (the server clears its caches on every instance).
 */
export function CatalogPage() {
  const { t } = useTranslation();
  const { brand: shellBrand } = useStaff();
  const brands = useBrands();
  const [picked, setPicked] = useState('');
  const [pickedGame, setPickedGame] = useState('');
  const [tab, setTab] = useState<Tab>('goods');

  const list = brands.data?.brands ?? [];
  // The page's own choice, else the shell's brand filter, else the first brand.
  const brandId =
    [picked, shellBrand, list[0]?.id ?? ''].find(
      (id) => id !== '' && list.some((b) => b.id === id),
    ) ?? '';
  const brand = list.find((b) => b.id === brandId);
  const games = useGames(brandId);
  const gameList = games.data?.games ?? [];
  const game = gameList.some((g) => g.code === pickedGame) ? pickedGame : (gameList[0]?.code ?? '');

  return (
    <section className="console-page" aria-labelledby="catalog-title">
      <h1 id="catalog-title">{t('catalog.title')}</h1>
      {brands.isError && (
        <div className="error-box" role="alert">
          {brands.error.message}
        </div>
      )}
      <div className="toolbar">
        <label className="field field--inline">
          <span>{t('catalog.brand')}</span>
          <select
            value={brandId}
            onChange={(e) => {
              setPicked(e.target.value);
              setPickedGame('');
            }}
            data-testid="catalog-brand"
          >
            {list.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name} ({b.id})
              </option>
            ))}
          </select>
        </label>
        <div role="tablist" aria-label={t('catalog.sections')} className="catalog-tabs">
          {(['goods', 'methods'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={tab === name ? undefined : 'secondary'}
              onClick={() => setTab(name)}
              data-testid={`catalog-tab-${name}`}
            >
              {t(`catalog.tabs.${name}`)}
            </button>
          ))}
        </div>
        {tab === 'goods' && (
          <label className="field field--inline">
            <span>{t('catalog.game')}</span>
            <select
              value={game}
              onChange={(e) => setPickedGame(e.target.value)}
              data-testid="catalog-game"
            >
              {gameList.map((g) => (
                <option key={g.code} value={g.code}>
                  {g.parent_code ? `↳ ${g.name}` : g.name} ({g.code})
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {brand && tab === 'goods' && game !== '' && (
        <GoodsSection key={`${brand.id}/${game}`} brand={brand} game={game} />
      )}
      {brand && tab === 'methods' && <MethodsSection key={brand.id} brand={brand} />}
    </section>
  );
}
