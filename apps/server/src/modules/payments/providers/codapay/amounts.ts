import { fromWireDecimal, toWireDecimal, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// Minor units <-> Codapay's item price and notification TotalPrice, both plain decimal numbers in
// major units ("price: Non-formatted numeric value", sample `"price": 1000.00`).
// https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/integration-guides/backend-flow/backend-call-flow/card-payments
// "For Indonesia, Chile, South Korea, Taiwan, and Vietnam currency, decimals are not supported."
// (same page, Item Info -> Price): those codes have no decimals in Codapay's currency table
// (currencies.ts). TWD keeps cents in our money, so a TWD amount must be whole.

/**
 * The item price Codapay expects for an amount in minor units, as a decimal string (the JSON body
 * writes it as a number). Throws RangeError when Coda cannot take the amount (cents of TWD, a
 * currency its table lacks), so nothing is silently rounded.
 */
export function toCodaPrice(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`amount must be a positive integer of minor units: ${amountMinor}`);
  }
  const price = toWireDecimal(currencies, amountMinor, currency);
  if (!price.ok) {
    throw new RangeError(
      `Codapay cannot take ${amountMinor} ${currency} minor units (${price.refusal})`,
    );
  }
  return price.value;
}

/**
 * A Codapay price ("100", "1426935.00", 12.5) back to minor units of `currency`; null when it is
 * not a plain non-negative decimal or carries more precision than Codapay writes for it.
 */
export function fromCodaPrice(price: string | number, currency: string): number | null {
  return valueOrNull(fromWireDecimal(currencies, price, currency))?.amountMinor ?? null;
}
