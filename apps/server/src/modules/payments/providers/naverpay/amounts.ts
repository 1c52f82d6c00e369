import { isoExponent, minorExponent } from '../../provider-kit/currency-exponents.ts';
import { rescaleDigits } from '../../provider-kit/decimal-amount.ts';

// NaverPay charges Korean won only, in whole won: totalPayAmount, taxScopeAmount, cancelAmount and
// every amount of its answers are integers of KRW ("totalPayAmount 총 결제 금액", Number;
// https://developer.pay.naver.com/docs/v2/api#payments-payments_reserve). Won are counted at
// KRW's ISO 4217 exponent (0); the store's own minor units of KRW are rescaled to it, so a store
// that ever counted KRW with decimals would be refused a fraction rather than charged another sum.

/** Our amount as NaverPay's integer won, or null for another currency or a non-amount. */
export function toNaverpayAmount(amountMinor: number, currency: string): number | null {
  if (currency !== 'KRW') return null;
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return null;
  const won = rescaleDigits(String(amountMinor), minorExponent('KRW'), isoExponent('KRW'));
  return won === null ? null : Number(won);
}

/** A NaverPay amount (whole won) back to our KRW minor units; null if it is not whole and >= 0. */
export function fromNaverpayAmount(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return null;
  const minor = rescaleDigits(String(amount), isoExponent('KRW'), minorExponent('KRW'));
  return minor === null ? null : Number(minor);
}
