import { currencies } from '@topup/tenants/currencies';
import { decimalToMinor } from '../../provider-kit/decimal-amount.ts';

// Our integer minor units <-> PayerMax's decimal amount strings ('4.99', '16000').
//
// Our minor unit follows the store's currency table (@topup/tenants/currencies: IDR and VND have
// no minor unit there) and ISO 4217 for any other code. PayerMax states its own decimals per
// currency in the totalAmount description of its API (payermax-all/payermax-server-sdk api.json,
// createPaybylink/orderAndPay `totalAmount`, and RefundRequest.refundAmount in the same SDK):
// "Bahrain, Kuwait, Jordan, Oman, Tunisia [refund adds Iraq, Libya]: local currency only two
// decimals; Indonesia, Taiwan, Korea, Vietnam, Chile, Pakistan, Colombia, Japan, Iceland,
// Paraguay: no decimal amounts; otherwise the currency's own decimals."

/** ISO 4217 codes without a minor unit (the store's table wins where it lists the code). */
const isoZeroDecimal = new Set(
  'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' '),
);
/** ISO 4217 codes with three decimals. */
const isoThreeDecimal = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '));

/** Decimals of our minor unit for a currency. */
export function minorExponent(currency: string): number {
  if (Object.hasOwn(currencies, currency)) {
    return currencies[currency as keyof typeof currencies].decimals;
  }
  if (isoZeroDecimal.has(currency)) return 0;
  if (isoThreeDecimal.has(currency)) return 3;
  return 2;
}

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
  let digits = String(amountMinor);
  if (to < from) {
    const dropped = digits.slice(-(from - to)).padStart(from - to, '0');
    if (/[^0]/.test(dropped)) return null;
    digits = digits.length > from - to ? digits.slice(0, -(from - to)) : '0';
  } else if (to > from) {
    digits = digits + '0'.repeat(to - from);
  }
  if (to === 0) return digits;
  const padded = digits.padStart(to + 1, '0');
  return `${padded.slice(0, -to)}.${padded.slice(-to)}`;
}

/**
 * A PayerMax amount (a decimal string, or a JSON number as orderQuery returns it) back to our
 * minor units; null when it is not a plain non-negative decimal or has precision we cannot hold.
 */
export function fromPayermaxAmount(amount: unknown, currency: string): number | null {
  return decimalToMinor(amount, minorExponent(currency));
}
