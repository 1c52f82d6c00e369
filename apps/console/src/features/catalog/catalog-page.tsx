import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../shared/error-text.tsx';
import { SelectField } from '../../shared/field.tsx';
import { useStaff } from '../../shared/staff.tsx';
import { CardsSection } from './cards-section.tsx';
import { useBrands, useGames } from './catalog-api.ts';
import { DailySection } from './daily-section.tsx';
import { EventsSection } from './events-section.tsx';
import { GiftCodesSection } from './gift-codes-section.tsx';
import { GiftsSection } from './gifts-section.tsx';
import { GoodsSection } from './goods-section.tsx';
import { MethodsSection } from './methods-section.tsx';
import { OffersSection } from './offers-section.tsx';
import { PromotionsSection } from './promotions-section.tsx';
import { VipSection } from './vip-section.tsx';

const tabs = [
  'goods',
  'offers',
  'promotions',
  'events',
  'daily',
  'gifts',
  'methods',
  'vip',
  'cards',
  'giftCodes',
] as const;
type Tab = (typeof tabs)[number];
/** Tabs about one game: the game picker shows for these only. */
const perGame: readonly Tab[] = ['goods', 'offers', 'promotions', 'events', 'daily', 'gifts'];

/**
 * The catalog of one brand: its games' goods types, goods, offers and first-purchase bonus,
 * promotions, top-up
 * events, daily reward calendars and third-party gifts; its payment methods per country, VIP
 * levels and coupons; its prepaid cards and gift codes.
 * Edits reach the storefront at once (the server clears its caches on every instance).
 */
export function CatalogPage() {
  const { t } = useTranslation();
  // One brand selector in the whole console: the shell's (issue 31 item 9). The catalog edits one
  // brand at a time, so with "All brands" chosen it asks which, and the answer sets the shell's.
  const { brand: shellBrand, setBrand } = useStaff();
  const brands = useBrands();
  const [pickedGame, setPickedGame] = useState('');
  const [tab, setTab] = useState<Tab>('goods');

  const list = brands.data?.brands ?? [];
  const brandId = list.some((b) => b.id === shellBrand) ? shellBrand : '';
  const brand = list.find((b) => b.id === brandId);
  const games = useGames(brandId);
  const gameList = games.data?.games ?? [];
  const game = gameList.some((g) => g.code === pickedGame) ? pickedGame : (gameList[0]?.code ?? '');

  return (
    <section className="console-page" aria-labelledby="catalog-title">
      <h1 id="catalog-title">{t('catalog.title')}</h1>
      <ErrorBox error={brands.error} />
      {brandId === '' && list.length > 0 && (
        <div className="panel toolbar" data-testid="catalog-choose-brand">
          <SelectField
            inline
            label={t('catalog.chooseBrand')}
            value=""
            onChange={(id) => {
              setBrand(id);
              setPickedGame('');
            }}
            testId="catalog-brand"
          >
            <option value="" disabled>
              {t('catalog.pickBrand')}
            </option>
            {list.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {brand && (
        <p className="muted" data-testid="catalog-brand-name">
          {t('catalog.editing', { brand: brand.name })}
        </p>
      )}
      <div className="toolbar" hidden={!brand}>
        <div role="tablist" aria-label={t('catalog.sections')} className="catalog-tabs">
          {tabs.map((name) => (
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
        {perGame.includes(tab) && (
          <SelectField
            inline
            label={t('catalog.game')}
            value={game}
            onChange={setPickedGame}
            testId="catalog-game"
          >
            {gameList.map((g) => (
              <option key={g.code} value={g.code}>
                {g.parent_code ? `↳ ${g.name}` : g.name} ({g.code})
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {brand && game !== '' && tab === 'goods' && (
        <GoodsSection key={`${brand.id}/${game}`} brand={brand} game={game} />
      )}
      {brand && game !== '' && tab === 'offers' && (
        <OffersSection key={`${brand.id}/${game}`} brand={brand} game={game} />
      )}
      {brand && game !== '' && tab === 'promotions' && (
        <PromotionsSection key={`${brand.id}/${game}`} brand={brand} game={game} />
      )}
      {brand && game !== '' && tab === 'events' && (
        <EventsSection key={`${brand.id}/${game}`} brand={brand} game={game} />
      )}
      {brand && game !== '' && tab === 'daily' && (
        <DailySection key={`${brand.id}/${game}`} brand={brand} game={game} />
      )}
      {brand && game !== '' && tab === 'gifts' && (
        <GiftsSection key={`${brand.id}/${game}`} brand={brand} game={game} />
      )}
      {brand && tab === 'methods' && <MethodsSection key={brand.id} brand={brand} />}
      {brand && tab === 'vip' && <VipSection key={brand.id} brand={brand} />}
      {brand && tab === 'cards' && <CardsSection key={brand.id} brand={brand} />}
      {brand && tab === 'giftCodes' && <GiftCodesSection key={brand.id} brand={brand} />}
    </section>
  );
}
