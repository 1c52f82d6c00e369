import { minorExponent } from '../../provider-kit/currency-exponents.ts';
import { decimalToMinor, minorToDecimal } from '../../provider-kit/decimal-amount.ts';

// Our integer minor units <-> EBANX's decimal amounts in major units. EBANX documents `amount` as
// "float... E.g.: 100.50" (Payment Page, https://docs.ebanx.com/docs/payments/guides/accept-payments/payment-page)
// and answers amounts as decimal strings ("amount_ext": "150.00", retrieve-payment example).
// UNCONFIRMED: EBANX publishes no per-currency decimal rule for pay-ins; the amount is written with
// the currency's own decimals (the store's table, ISO 4217 otherwise), so CLP and JPY go whole.

/** Minor units to the decimal string EBANX reads ('4.99', '6000'); null if not an amount. */
export function toEbanxAmount(amountMinor: number, currency: string): string | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return null;
  return minorToDecimal(amountMinor, minorExponent(currency));
}

/** An EBANX amount (decimal string or JSON number) back to minor units; null if not exact. */
export function fromEbanxAmount(amount: unknown, currency: string): number | null {
  return decimalToMinor(amount, minorExponent(currency));
}
