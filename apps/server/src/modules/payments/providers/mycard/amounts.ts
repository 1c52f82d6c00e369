import { fromWireDecimal, toWireDecimal, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// Minor units <-> MyCard's Amount: a decimal string in major units, "可以為整數，若有小數最多2位"
// (an integer, or at most 2 decimals), as public integrations restate the spec (e.g. the Java
// MycardPayService of a public GitHub game backend: "交易金额，可以为整数，若有小数最多2位"; the
// captured ReturnURL post in fixtures/return-post.txt carries Amount=4.99, Currency=USD). MyCard's
// currency table (currencies.ts) gives TWD, HKD and USD two decimals; a whole amount is written
// as an integer ("150"), as MyCard's own posts do.

/**
 * "150" for 15000 TWD minor units, "4.99" for 499 USD. Throws RangeError for what MyCard cannot
 * carry (a third decimal, a currency its table lacks), rather than rounding money.
 */
export function toMyCardAmount(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`amount must be a positive integer of minor units: ${amountMinor}`);
  }
  const amount = toWireDecimal(currencies, amountMinor, currency, { dropZeroFraction: true });
  if (!amount.ok) {
    throw new RangeError(
      `MyCard cannot take ${amountMinor} ${currency} minor units (${amount.refusal})`,
    );
  }
  return amount.value;
}

/** MyCard's Amount ("150", "4.99", "150.00") back to minor units; null if not representable. */
export function fromMyCardAmount(amount: string, currency: string): number | null {
  return valueOrNull(fromWireDecimal(currencies, amount, currency))?.amountMinor ?? null;
}
