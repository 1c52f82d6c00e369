import {
  isoCurrency,
  minorExponent,
  storeCurrency,
} from '../../provider-kit/currency-exponents.ts';

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

// Our own minor units are the provider kit's minorExponent (the store's table, else ISO 4217); the
// store's RMB is CNY at Adyen, as in ISO 4217.

export type AdyenAmount = { currency: string; value: number };

/** Adyen's decimals for a code, or null when Adyen's table does not list it. */
export function adyenDecimals(adyenCode: string): number | null {
  return Object.hasOwn(ADYEN_DECIMALS, adyenCode) ? (ADYEN_DECIMALS[adyenCode] ?? null) : null;
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
  const adyenCode = isoCurrency(code);
  const decimals = adyenDecimals(adyenCode);
  if (decimals === null) return null;
  const value = rescale(amountMinor, minorExponent(code), decimals);
  return value === null ? null : { currency: adyenCode, value };
}

/** Adyen's amount object -> our currency code and integer minor units; null if not convertible. */
export function fromAdyenAmount(amount: {
  currency: string;
  value: number;
}): { currency: string; amountMinor: number } | null {
  const decimals = adyenDecimals(amount.currency);
  if (decimals === null) return null;
  const currency = storeCurrency(amount.currency);
  const amountMinor = rescale(amount.value, decimals, minorExponent(currency));
  return amountMinor === null ? null : { currency, amountMinor };
}
