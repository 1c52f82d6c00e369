import { minorExponent } from '../../provider-kit/currency-exponents.ts';
import { decimalToMinor } from '../../provider-kit/decimal-amount.ts';
// Minor units <-> MyCard's Amount: a decimal string in major units, "可以為整數，若有小數最多2位"
// (an integer, or at most 2 decimals), as public integrations restate the spec (e.g. the Java
// MycardPayService of a public GitHub game backend: "交易金额，可以为整数，若有小数最多2位"; the
// captured ReturnURL post in fixtures/return-post.txt carries Amount=4.99, Currency=USD).

/**
 * "150" for 15000 TWD minor units, "4.99" for 499 USD. Throws RangeError for what MyCard cannot
 * carry (a third decimal), rather than rounding money.
 */
export function toMyCardAmount(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`amount must be a positive integer of minor units: ${amountMinor}`);
  }
  const exponent = minorExponent(currency);
  if (exponent === 0) return String(amountMinor);
  const digits = String(amountMinor).padStart(exponent + 1, '0');
  const major = digits.slice(0, -exponent);
  const fraction = digits.slice(-exponent).replace(/0+$/, '');
  if (fraction.length > 2) {
    throw new RangeError(`MyCard takes at most 2 decimals: ${amountMinor} ${currency} minor units`);
  }
  return fraction ? `${major}.${fraction.padEnd(2, '0')}` : major;
}

/** MyCard's Amount ("150", "4.99", "150.00") back to minor units; null if not representable. */
export function fromMyCardAmount(amount: string, currency: string): number | null {
  return decimalToMinor(amount, minorExponent(currency));
}
