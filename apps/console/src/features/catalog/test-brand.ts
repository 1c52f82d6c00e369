import type { ConsoleBrand } from '@topup/contracts/console-catalog';

// The brand the catalog's component tests work in (two languages, two currencies).
export const testBrand: ConsoleBrand = {
  id: 'watt',
  name: 'Watt Games',
  defaultLanguage: 'en',
  languages: ['en', 'ja'],
  currencies: ['USD', 'KRW'],
  defaultCurrency: 'USD',
  areas: ['universal', 'useuro'],
  areaCurrencies: { universal: 'USD', useuro: 'USD' },
};

export const testGame = 'voltage-arena';
export const catalogBase = '/api/console/catalog/watt';

/** One goods item of the test game as the console's goods list gives it. */
export const testGoods = (id: string, name: string) => ({
  product_id: id,
  game_code: testGame,
  type_key: 'gems',
  names: { en: name },
  value: 60,
  bonus: 0,
  sort: 0,
  special: false,
  limited: false,
  coupon: false,
  coupon_points: 0,
  active: true,
  image: null,
  prices: [{ currency: 'USD', amount_minor: 99 }],
  limit: null,
});
