import { fromWireDecimal, toWireDecimal, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// Our integer minor units <-> EBANX's decimal amounts in major units. EBANX documents `amount` as
// "float... E.g.: 100.50" (Payment Page, https://docs.ebanx.com/docs/payments/guides/accept-payments/payment-page)
// and answers amounts as decimal strings ("amount_ext": "150.00", retrieve-payment example).
// UNCONFIRMED: EBANX publishes no per-currency decimal rule for pay-ins; its currency table
// (currencies.ts) keeps the ISO 4217 decimals, so CLP and PYG go whole.

/** Minor units to the decimal string EBANX reads ('4.99', '6000'); null if not an amount. */
export function toEbanxAmount(amountMinor: number, currency: string): string | null {
  return valueOrNull(toWireDecimal(currencies, amountMinor, currency));
}

/** An EBANX amount (decimal string or JSON number) back to minor units; null if not exact. */
export function fromEbanxAmount(amount: unknown, currency: string): number | null {
  return valueOrNull(fromWireDecimal(currencies, amount, currency))?.amountMinor ?? null;
}
