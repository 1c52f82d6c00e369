import { fromWireDecimal, toWireDecimal, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// Minor units <-> PayPal's amount `value` (a decimal string).
//
// PayPal's currency table (https://developer.paypal.com/api/rest/reference/currency-codes/,
// formerly https://developer.paypal.com/docs/api/reference/currency-codes/): HUF, JPY and TWD
// "do not support decimals. If you pass a decimal amount, an error occurs." Every other listed
// currency takes two decimals. Those are the decimals of PayPal's currency table (currencies.ts);
// our minor units follow the store (TWD in cents, JPY whole), so HUF/TWD amounts must be whole
// units before PayPal can take them.

/**
 * Our integer minor units as PayPal's `value`, or null when PayPal cannot take the amount (an
 * unsupported currency, a fraction of a HUF/TWD unit, a negative or non-integer amount).
 * String arithmetic only: no float ever touches money.
 */
export function toPaypalValue(amountMinor: number, currency: string): string | null {
  return valueOrNull(toWireDecimal(currencies, amountMinor, currency));
}

/**
 * PayPal's `value` as our integer minor units, or null when it is not a plain decimal or carries
 * more precision than PayPal writes for the currency. PayPal echoes "57.00" or, in summaries,
 * "57.0"; both read as 5700.
 */
export function fromPaypalValue(value: string, currency: string): number | null {
  return valueOrNull(fromWireDecimal(currencies, value, currency))?.amountMinor ?? null;
}
