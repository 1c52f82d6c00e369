import { fromWireDecimal, toWireDecimal, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// Xsolla carries money as decimal numbers in major units of the currency ("amount: float",
// e.g. purchase.checkout.amount 9.99 USD): https://developers.xsolla.com/api/pay-station/operation/create-token/
// and the webhook schemas (https://developers.xsolla.com/webhooks/operation/payment/). Xsolla's
// currency table (currencies.ts, from github.com/xsolla/currency-format) gives each code its ISO
// 4217 decimals: 0 for JPY, KRW, VND..., 3 for KWD, BHD..., 2 otherwise. The store's whole rupiah
// go as 16000 (a JSON number drops the zero fraction).

/**
 * Minor units to the JSON number Xsolla expects (1999 USD -> 19.99, 1500 JPY -> 1500,
 * 12345 KWD -> 12.345). The exact decimal string becomes the double nearest it, which
 * JSON.stringify prints in its shortest exact form: no arithmetic on a float.
 */
export function toXsollaAmount(amountMinor: number, currency: string): number {
  const amount = toWireDecimal(currencies, amountMinor, currency);
  if (!amount.ok) {
    throw new RangeError(
      `Xsolla cannot take ${amountMinor} ${currency} minor units (${amount.refusal})`,
    );
  }
  return Number(amount.value);
}

/**
 * An Xsolla amount (number or decimal string: webhooks carry numbers, some examples strings,
 * "amount": "10") to minor units, or null when it is not a non-negative amount Xsolla writes in
 * the currency (e.g. 100.5 JPY).
 */
export function fromXsollaAmount(amount: number | string, currency: string): number | null {
  return valueOrNull(fromWireDecimal(currencies, amount, currency))?.amountMinor ?? null;
}
