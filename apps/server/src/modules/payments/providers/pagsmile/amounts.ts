import { fromWireDecimal, toWireDecimal, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// Our integer minor units <-> Pagsmile's decimal amounts in major units: order_amount is a string
// "0.01 ~ 999999999" (https://docs.pagsmile.com/payin/checkout-page/general), refund_amount a
// decimal "0.01 ~ 99999999999999.99" (https://docs.pagsmile.com/payin/refund), notifications carry
// `amount` as a string and the query answers order_amount as a decimal.
// UNCONFIRMED: Pagsmile's per-currency decimals; its currency table (currencies.ts) keeps the ISO
// 4217 ones, so CLP goes whole.

/** Minor units to the decimal string Pagsmile reads ('49.90', '5000'); null if not an amount. */
export function toPagsmileAmount(amountMinor: number, currency: string): string | null {
  return valueOrNull(toWireDecimal(currencies, amountMinor, currency));
}

/** A Pagsmile amount (decimal string or JSON number) in minor units; null if not exact. */
export function fromPagsmileAmount(amount: unknown, currency: string): number | null {
  return valueOrNull(fromWireDecimal(currencies, amount, currency))?.amountMinor ?? null;
}
