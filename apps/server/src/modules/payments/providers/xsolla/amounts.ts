import { isoExponent } from '../../provider-kit/currency-exponents.ts';

// Xsolla carries money as decimal numbers in major units of the currency ("amount: float",
// e.g. purchase.checkout.amount 9.99 USD): https://developers.xsolla.com/api/pay-station/operation/create-token/
// and the webhook schemas (https://developers.xsolla.com/webhooks/operation/payment/). Our side
// keeps integer minor units, so the number of decimals per currency is the ISO 4217 exponent:
// 0 for JPY, KRW, VND..., 3 for KWD, BHD..., 2 otherwise. Xsolla documents no exponent of its own.

// UNCONFIRMED which the right unit is: the store counts IDR in whole rupiah, and this ISO exponent
// gives IDR two decimals; kept as it was (issue 30 item 4 changes no behaviour).

/**
 * Minor units to the JSON number Xsolla expects (1999 USD -> 19.99, 1500 JPY -> 1500,
 * 12345 KWD -> 12.345). Integer division by a power of ten yields the double nearest the decimal,
 * which JSON.stringify prints in its shortest exact form.
 */
export function toXsollaAmount(amountMinor: number, currency: string): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`amount must be a non-negative integer of minor units: ${amountMinor}`);
  }
  return amountMinor / 10 ** isoExponent(currency);
}

// Webhooks carry amounts as numbers, some examples as strings ("amount": "10"); both are read.
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * An Xsolla amount (number or decimal string) to minor units, or null when it is not a
 * non-negative amount expressible in the currency's minor unit (e.g. 100.5 JPY).
 */
export function fromXsollaAmount(amount: number | string, currency: string): number | null {
  const value = typeof amount === 'string' ? (DECIMAL.test(amount) ? Number(amount) : NaN) : amount;
  if (!Number.isFinite(value) || value < 0) return null;
  const scaled = value * 10 ** isoExponent(currency);
  const minor = Math.round(scaled);
  // Float noise (19.99 * 100 = 1998.9999999999998) is tolerated; a real sub-unit fraction is not.
  if (Math.abs(scaled - minor) > 1e-6 || !Number.isSafeInteger(minor)) return null;
  return minor;
}
