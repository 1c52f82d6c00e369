import { fromWireDecimal, toWireDecimal, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// Razer Merchant Services (Fiuu) writes every amount as a "2 decimal points numeric value"
// (notification, query and refund fields; the payment request takes "integer or up to 2 decimal
// points", e.g. 500, 168.99: https://docs.fiuu.dev/docs/payment-page-integration). The amount is a
// hash input (vcode, skey, refund Signature), so it is always written the one way, with exactly two
// decimals, whatever the currency's exponent: the store's whole rupiah and dong become "15000.00".
// Razer's currency table (currencies.ts) says so: two decimals for every code, VND included.

/**
 * Minor units of `currency` as Razer's amount ("27.60"); null when Razer cannot take it (a
 * currency its table lacks, a zero or fractional amount), so nothing is rounded.
 */
export function toRazerAmount(amountMinor: number, currency: string): string | null {
  if (amountMinor === 0) return null;
  return valueOrNull(toWireDecimal(currencies, amountMinor, currency));
}

/**
 * Razer's amount back to minor units of `currency`; null when it is not a plain decimal or names a
 * fraction the currency does not have (1.50 of whole rupiah).
 */
export function fromRazerAmount(amount: unknown, currency: string): number | null {
  return valueOrNull(fromWireDecimal(currencies, amount, currency))?.amountMinor ?? null;
}
