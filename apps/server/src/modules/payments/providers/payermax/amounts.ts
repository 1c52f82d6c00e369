import { fromWireDecimal, toWireDecimal, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// Our integer minor units <-> PayerMax's decimal amount strings ('4.99', '16000').
//
// Our minor unit follows the store's currency table (@topup/tenants/currencies: IDR and VND have
// no minor unit there) and ISO 4217 for any other code. PayerMax states its own decimals per
// currency in the totalAmount description of its API (payermax-all/payermax-server-sdk api.json,
// createPaybylink/orderAndPay `totalAmount`, and RefundRequest.refundAmount in the same SDK):
// "Bahrain, Kuwait, Jordan, Oman, Tunisia [refund adds Iraq, Libya]: local currency only two
// decimals; Indonesia, Taiwan, Korea, Vietnam, Chile, Pakistan, Colombia, Japan, Iceland,
// Paraguay: no decimal amounts; otherwise the currency's own decimals." Those are the decimals of
// PayerMax's currency table (currencies.ts), which the conversion reads (wire-amount.ts).

/** Decimals PayerMax accepts for a currency; null when its table does not take the currency. */
export function payermaxDecimals(currency: string): number | null {
  return Object.hasOwn(currencies.currencies, currency)
    ? currencies.currencies[currency]!.providerDecimals
    : null;
}

/**
 * Minor units to PayerMax's decimal string, by string arithmetic only. Null when PayerMax cannot
 * express the amount exactly (1.234 KWD: PayerMax takes two decimals of KWD; TWD 300.50: none):
 * rounding would charge the player a different price, so the caller refuses the payment instead.
 */
export function toPayermaxAmount(amountMinor: number, currency: string): string | null {
  return valueOrNull(toWireDecimal(currencies, amountMinor, currency));
}

/**
 * A PayerMax amount (a decimal string, or a JSON number as orderQuery returns it) back to our
 * minor units; null when it is not a plain non-negative decimal or has precision PayerMax does not
 * write for the currency (a mismatch, never rounded).
 */
export function fromPayermaxAmount(amount: unknown, currency: string): number | null {
  return valueOrNull(fromWireDecimal(currencies, amount, currency))?.amountMinor ?? null;
}
