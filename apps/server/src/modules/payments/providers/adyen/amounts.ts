import { currencies as storeCurrencies } from '@topup/tenants/currencies';

// Adyen takes amounts as `{ currency, value }` with `value` in minor units, where the number of
// decimals is Adyen's own table, not always ISO 4217's: CLP and ISK have 2 decimals at Adyen
// (0 in ISO 4217), CVE and IDR have 0 (2 in ISO 4217).
// Source: https://docs.adyen.com/development-resources/currency-codes ("Currency codes and minor
// units"; the rows marked "differs from standard"). The same four deviations are what Odoo's Adyen
// connector lists (odoo addons/payment_adyen/const.py CURRENCY_DECIMALS).

/** Adyen's decimals per currency code, for every code its table lists. */
const ADYEN_DECIMALS: Readonly<Record<string, number>> = (() => {
  const table: Record<string, number> = {};
  // prettier-ignore
  const two = [
    'AED', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BMD',
    'BND', 'BOB', 'BRL', 'BSD', 'BWP', 'BYN', 'BZD', 'CAD', 'CHF', 'CLP', 'CNH', 'CNY', 'COP',
    'CRC', 'CUP', 'CZK', 'DKK', 'DOP', 'DZD', 'EGP', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL',
    'GHS', 'GIP', 'GMD', 'GTQ', 'GYD', 'HKD', 'HNL', 'HTG', 'HUF', 'ILS', 'INR', 'ISK', 'JMD',
    'KES', 'KGS', 'KHR', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'MAD', 'MDL', 'MKD', 'MMK', 'MNT',
    'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR',
    'NZD', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'QAR', 'RON', 'RSD', 'RUB', 'SAR', 'SBD',
    'SCR', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'STN', 'SVC', 'SZL', 'THB', 'TOP', 'TRY',
    'TTD', 'TWD', 'TZS', 'UAH', 'USD', 'UYU', 'UZS', 'VEF', 'WST', 'XCD', 'YER', 'ZAR', 'ZMW',
  ];
  // prettier-ignore
  const zero = [
    'CVE', 'DJF', 'GNF', 'IDR', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF',
    'XOF', 'XPF',
  ];
  const three = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];
  for (const code of two) table[code] = 2;
  for (const code of zero) table[code] = 0;
  for (const code of three) table[code] = 3;
  return table;
})();

// ISO 4217 exponents that are not 2, for the codes in Adyen's table (ISO 4217 list one,
// https://www.six-group.com/en/products-services/financial-information/data-standards.html).
// Used for currencies the store's own table does not list.
// prettier-ignore
const ISO_NOT_TWO: Readonly<Record<string, number>> = {
  CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, VND: 0,
  VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

// The store names the renminbi 'RMB' (packages/tenants/src/currencies.ts); Adyen, like ISO 4217,
// only knows 'CNY'.
const TO_ADYEN_CODE: Readonly<Record<string, string>> = { RMB: 'CNY' };
const FROM_ADYEN_CODE: Readonly<Record<string, string>> = { CNY: 'RMB' };

export type AdyenAmount = { currency: string; value: number };

/** Adyen's decimals for a code, or null when Adyen's table does not list it. */
export function adyenDecimals(adyenCode: string): number | null {
  return Object.hasOwn(ADYEN_DECIMALS, adyenCode) ? (ADYEN_DECIMALS[adyenCode] ?? null) : null;
}

/**
 * The exponent of our own minor units: the store's table first (it counts IDR in whole rupiah,
 * like the catalog's prices), else ISO 4217.
 */
export function storeDecimals(currency: string): number {
  const known = (storeCurrencies as Record<string, { decimals: number } | undefined>)[currency];
  if (known) return known.decimals;
  return Object.hasOwn(ISO_NOT_TWO, currency) ? (ISO_NOT_TWO[currency] ?? 2) : 2;
}

function rescale(value: number, fromDecimals: number, toDecimals: number): number | null {
  if (!Number.isSafeInteger(value)) return null;
  const shift = toDecimals - fromDecimals;
  if (shift >= 0) {
    const scaled = value * 10 ** shift;
    return Number.isSafeInteger(scaled) ? scaled : null;
  }
  const divisor = 10 ** -shift;
  // A fraction Adyen's unit cannot carry (IDR 150.50 when Adyen counts whole rupiah) is refused,
  // never rounded: rounding would charge a different amount than the order's.
  return value % divisor === 0 ? value / divisor : null;
}

/** Our integer minor units -> Adyen's amount object; null if Adyen cannot represent it. */
export function toAdyenAmount(amountMinor: number, currency: string): AdyenAmount | null {
  const code = currency.toUpperCase();
  const adyenCode = TO_ADYEN_CODE[code] ?? code;
  const decimals = adyenDecimals(adyenCode);
  if (decimals === null) return null;
  const value = rescale(amountMinor, storeDecimals(code), decimals);
  return value === null ? null : { currency: adyenCode, value };
}

/** Adyen's amount object -> our currency code and integer minor units; null if not convertible. */
export function fromAdyenAmount(amount: {
  currency: string;
  value: number;
}): { currency: string; amountMinor: number } | null {
  const decimals = adyenDecimals(amount.currency);
  if (decimals === null) return null;
  const currency = FROM_ADYEN_CODE[amount.currency] ?? amount.currency;
  const amountMinor = rescale(amount.value, decimals, storeDecimals(currency));
  return amountMinor === null ? null : { currency, amountMinor };
}
