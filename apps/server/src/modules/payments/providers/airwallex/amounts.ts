import { fromWireDecimal, toWireDecimal, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// Our integer minor units <-> Airwallex's amounts. Airwallex writes every amount in major units
// ("amount: The amount to charge specified in major units as defined by ISO 4217. For example,
// $9.99 is represented as 9.99": https://www.airwallex.com/docs/payments/get-started/using-payments-intent-api)
// and answers them as JSON numbers (16.66 in the payment_intent webhook example).
// Airwallex's supported-currencies table gives each currency its ISO 4217 decimals (currencies.ts),
// so KRW and JPY go whole and the store's whole rupiah go as "16000.00".

// Airwallex uses ISO 4217 codes: the store's RMB goes as CNY (isoCurrency / storeCurrency of the
// provider kit).

/**
 * Minor units as the decimal Airwallex reads ('4.99', '6000'); null if not an amount Airwallex
 * takes in the currency. The caller sends it as a JSON number: JSON.stringify(Number('4.99')) is
 * '4.99' again.
 */
export function toAirwallexAmount(amountMinor: number, currency: string): string | null {
  return valueOrNull(toWireDecimal(currencies, amountMinor, currency));
}

/** An Airwallex amount (JSON number or decimal string) in our minor units; null if not exact. */
export function fromAirwallexAmount(amount: unknown, currency: string): number | null {
  return valueOrNull(fromWireDecimal(currencies, amount, currency))?.amountMinor ?? null;
}
