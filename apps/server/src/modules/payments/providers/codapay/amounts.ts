import { minorExponent } from '../../provider-kit/currency-exponents.ts';
import { decimalToMinor } from '../../provider-kit/decimal-amount.ts';
// Minor units <-> Codapay's item price and notification TotalPrice, both plain decimal numbers in
// major units ("price: Non-formatted numeric value", sample `"price": 1000.00`).
// https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/integration-guides/backend-flow/backend-call-flow/card-payments

// "For Indonesia, Chile, South Korea, Taiwan, and Vietnam currency, decimals are not supported."
// (same page, Item Info → Price). TWD keeps cents in our money, so a TWD amount must be whole.
const wholeOnly = new Set(['IDR', 'CLP', 'KRW', 'TWD', 'VND']);

/**
 * The item price Codapay expects for an amount in minor units, as a decimal string (the JSON body
 * writes it as a number). Throws RangeError when Coda cannot take the amount (cents of TWD), so
 * nothing is silently rounded.
 */
export function toCodaPrice(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`amount must be a positive integer of minor units: ${amountMinor}`);
  }
  const exponent = minorExponent(currency);
  const digits = String(amountMinor).padStart(exponent + 1, '0');
  const major = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : digits.slice(-exponent);
  if (wholeOnly.has(currency)) {
    if (/[1-9]/.test(fraction)) {
      throw new RangeError(`Codapay takes whole ${currency} only: ${amountMinor} minor units`);
    }
    return major;
  }
  return fraction ? `${major}.${fraction}` : major;
}

/**
 * A Codapay price ("100", "1426935.00", 12.5) back to minor units of `currency`; null when it is
 * not a plain non-negative decimal or carries more precision than the currency has.
 */
export function fromCodaPrice(price: string | number, currency: string): number | null {
  return decimalToMinor(price, minorExponent(currency));
}
