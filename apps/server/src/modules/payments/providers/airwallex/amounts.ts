import { minorExponent } from '../../provider-kit/currency-exponents.ts';
import { decimalToMinor, minorToDecimal } from '../../provider-kit/decimal-amount.ts';

// Our integer minor units <-> Airwallex's amounts. Airwallex writes every amount in major units
// ("amount: The amount to charge specified in major units as defined by ISO 4217. For example,
// $9.99 is represented as 9.99": https://www.airwallex.com/docs/payments/get-started/using-payments-intent-api)
// and answers them as JSON numbers (16.66 in the payment_intent webhook example).
// UNCONFIRMED: Airwallex's own per-currency decimals ("Please refer to supported currencies for
// supported minor units", refunds reference) were not readable; amounts are written with the
// currency's own decimals (the store's table, ISO 4217 otherwise), so KRW and JPY go whole.

// Airwallex uses ISO 4217 codes: the store's RMB goes as CNY (isoCurrency / storeCurrency of the
// provider kit).

/**
 * Minor units as the decimal Airwallex reads ('4.99', '6000'); null if not a non-negative
 * integer. The caller sends it as a JSON number: JSON.stringify(Number('4.99')) is '4.99' again.
 */
export function toAirwallexAmount(amountMinor: number, currency: string): string | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return null;
  return minorToDecimal(amountMinor, minorExponent(currency));
}

/** An Airwallex amount (JSON number or decimal string) in our minor units; null if not exact. */
export function fromAirwallexAmount(amount: unknown, currency: string): number | null {
  return decimalToMinor(amount, minorExponent(currency));
}
