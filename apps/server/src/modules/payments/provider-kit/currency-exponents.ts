import { currencies as storeCurrencies } from '@topup/tenants/currencies';

// The one ISO 4217 minor-unit table of the server (issue 30 item 4): every provider's amount
// conversion and the providers' currency terms read it here. The web app formats money from the
// store's own table (packages/tenants/src/currencies.ts), a different bundle, and needs no ISO list.

// ISO 4217 list one (https://www.six-group.com/en/products-services/financial-information/data-standards.html):
// codes whose exponent is not 2.
const ISO_ZERO = new Set(
  'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' '),
);
const ISO_THREE = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '));

/** ISO 4217 minor-unit exponent of a code (case-insensitive). */
export function isoExponent(code: string): number {
  const upper = code.toUpperCase();
  if (ISO_ZERO.has(upper)) return 0;
  if (ISO_THREE.has(upper)) return 3;
  return 2;
}

/**
 * The exponent of the store's own minor units for a currency: the store's table first (it counts
 * IDR in whole rupiah, like the catalog's prices, where ISO 4217 gives IDR two decimals), else ISO.
 */
export function minorExponent(currency: string): number {
  if (Object.hasOwn(storeCurrencies, currency)) {
    return storeCurrencies[currency as keyof typeof storeCurrencies].decimals;
  }
  return isoExponent(currency);
}

/** The store names the renminbi 'RMB' (packages/tenants/src/currencies.ts); ISO 4217 says CNY. */
export function isoCurrency(storeCode: string): string {
  const code = storeCode.trim().toUpperCase();
  return code === 'RMB' ? 'CNY' : code;
}

/** The store's code for an ISO 4217 code a provider reports (CNY is the store's RMB). */
export function storeCurrency(isoCode: string): string {
  return isoCode === 'CNY' ? 'RMB' : isoCode;
}
