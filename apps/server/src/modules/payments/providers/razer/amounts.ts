import { minorExponent } from '../../provider-kit/currency-exponents.ts';
import {
  decimalToMinor,
  minorToDecimal,
  rescaleDigits,
} from '../../provider-kit/decimal-amount.ts';

// Razer Merchant Services (Fiuu) writes every amount as a "2 decimal points numeric value"
// (notification, query and refund fields; the payment request takes "integer or up to 2 decimal
// points", e.g. 500, 168.99: https://docs.fiuu.dev/docs/payment-page-integration). The amount is a
// hash input (vcode, skey, refund Signature), so it is always written the one way, with exactly two
// decimals, whatever the currency's exponent: the store's whole rupiah and dong become "15000.00".

const razerExponent = 2;

/**
 * Minor units of `currency` as Razer's amount ("27.60"); null when the currency has more decimals
 * than Razer writes (a three-decimal currency), so nothing is rounded.
 */
export function toRazerAmount(amountMinor: number, currency: string): string | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return null;
  const digits = rescaleDigits(String(amountMinor), minorExponent(currency), razerExponent);
  return digits === null ? null : minorToDecimal(Number(digits), razerExponent);
}

/**
 * Razer's amount back to minor units of `currency`; null when it is not a plain decimal or names a
 * fraction the currency does not have (1.50 of whole rupiah).
 */
export function fromRazerAmount(amount: unknown, currency: string): number | null {
  const cents = decimalToMinor(amount, razerExponent);
  if (cents === null) return null;
  const digits = rescaleDigits(String(cents), razerExponent, minorExponent(currency));
  return digits === null ? null : Number(digits);
}
