import { minorExponent } from '../../provider-kit/currency-exponents.ts';
import {
  decimalToMinor,
  minorToDecimal,
  rescaleDigits,
} from '../../provider-kit/decimal-amount.ts';

// Our integer minor units <-> PayerMax's decimal amount strings ('4.99', '16000').
//
// Our minor unit follows the store's currency table (@topup/tenants/currencies: IDR and VND have
// no minor unit there) and ISO 4217 for any other code. PayerMax states its own decimals per
// currency in the totalAmount description of its API (payermax-all/payermax-server-sdk api.json,
// createPaybylink/orderAndPay `totalAmount`, and RefundRequest.refundAmount in the same SDK):
// "Bahrain, Kuwait, Jordan, Oman, Tunisia [refund adds Iraq, Libya]: local currency only two
// decimals; Indonesia, Taiwan, Korea, Vietnam, Chile, Pakistan, Colombia, Japan, Iceland,
// Paraguay: no decimal amounts; otherwise the currency's own decimals."

// Source: api.json totalAmount description (see above).
const payermaxNoDecimals = new Set('IDR TWD KRW VND CLP PKR COP JPY ISK PYG'.split(' '));
// Source: same description; IQD and LYD from RefundRequest.refundAmount's description.
const payermaxTwoDecimals = new Set('BHD KWD JOD OMR TND IQD LYD'.split(' '));

/** Decimals PayerMax accepts for a currency. */
export function payermaxDecimals(currency: string): number {
  if (payermaxNoDecimals.has(currency)) return 0;
  if (payermaxTwoDecimals.has(currency)) return 2;
  return Math.min(minorExponent(currency), 4);
}

/**
 * Minor units to PayerMax's decimal string, by string arithmetic only. Null when PayerMax cannot
 * express the amount exactly (1.234 KWD: PayerMax takes two decimals of KWD; TWD 300.50: none):
 * rounding would charge the player a different price, so the caller refuses the payment instead.
 */
export function toPayermaxAmount(amountMinor: number, currency: string): string | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return null;
  const from = minorExponent(currency);
  const to = payermaxDecimals(currency);
  const digits = rescaleDigits(String(amountMinor), from, to);
  return digits === null ? null : minorToDecimal(Number(digits), to);
}

/**
 * A PayerMax amount (a decimal string, or a JSON number as orderQuery returns it) back to our
 * minor units; null when it is not a plain non-negative decimal or has precision we cannot hold.
 */
export function fromPayermaxAmount(amount: unknown, currency: string): number | null {
  return decimalToMinor(amount, minorExponent(currency));
}
