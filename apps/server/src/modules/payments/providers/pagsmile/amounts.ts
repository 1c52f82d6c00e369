import { minorExponent } from '../../provider-kit/currency-exponents.ts';
import { decimalToMinor, minorToDecimal } from '../../provider-kit/decimal-amount.ts';

// Our integer minor units <-> Pagsmile's decimal amounts in major units: order_amount is a string
// "0.01 ~ 999999999" (https://docs.pagsmile.com/payin/checkout-page/general), refund_amount a
// decimal "0.01 ~ 99999999999999.99" (https://docs.pagsmile.com/payin/refund), notifications carry
// `amount` as a string and the query answers order_amount as a decimal.
// UNCONFIRMED: Pagsmile's per-currency decimals; the currency's own are used (the store's table,
// ISO 4217 otherwise), so CLP and COP-like zero-decimal codes go whole.

/** Minor units to the decimal string Pagsmile reads ('49.90', '5000'); null if not an amount. */
export function toPagsmileAmount(amountMinor: number, currency: string): string | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return null;
  return minorToDecimal(amountMinor, minorExponent(currency));
}

/** A Pagsmile amount (decimal string or JSON number) in minor units; null if not exact. */
export function fromPagsmileAmount(amount: unknown, currency: string): number | null {
  return decimalToMinor(amount, minorExponent(currency));
}
