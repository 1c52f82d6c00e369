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
};

export const testGame = 'voltage-arena';
export const catalogBase = '/api/console/catalog/watt';
