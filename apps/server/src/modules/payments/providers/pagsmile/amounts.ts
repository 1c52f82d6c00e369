import { currencies } from '@topup/tenants/currencies';
import { decimalToMinor, minorToDecimal } from '../../provider-kit/decimal-amount.ts';

// Our integer minor units <-> Pagsmile's decimal amounts in major units: order_amount is a string
// "0.01 ~ 999999999" (https://docs.pagsmile.com/payin/checkout-page/general), refund_amount a
// decimal "0.01 ~ 99999999999999.99" (https://docs.pagsmile.com/payin/refund), notifications carry
// `amount` as a string and the query answers order_amount as a decimal.
// UNCONFIRMED: Pagsmile's per-currency decimals; the currency's own are used (the store's table,
// ISO 4217 otherwise), so CLP and COP-like zero-decimal codes go whole.

const isoZeroDecimal = new Set(
  'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' '),
);
const isoThreeDecimal = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '));

/** Decimals of our minor unit for a currency (the store's table first, then ISO 4217). */
export function minorExponent(currency: string): number {
  if (Object.hasOwn(currencies, currency)) {
    return currencies[currency as keyof typeof currencies].decimals;
  }
  if (isoZeroDecimal.has(currency)) return 0;
  if (isoThreeDecimal.has(currency)) return 3;
  return 2;
}

/** Minor units to the decimal string Pagsmile reads ('49.90', '5000'); null if not an amount. */
export function toPagsmileAmount(amountMinor: number, currency: string): string | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return null;
  return minorToDecimal(amountMinor, minorExponent(currency));
}

/** A Pagsmile amount (decimal string or JSON number) in minor units; null if not exact. */
export function fromPagsmileAmount(amount: unknown, currency: string): number | null {
  return decimalToMinor(amount, minorExponent(currency));
}
