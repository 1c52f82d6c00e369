import { fromWireUnits, toWireUnits, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// Our integer minor units <-> Antom's Amount { currency, value }. `value` is a string of the amount
// "in the smallest unit of the currency" per ISO 4217 ("USD 1.00 is 100", "JPY 100 is 100"):
// https://docs.antom.com/ac/ams/payment_cashier (paymentAmount.value); the official SDKs convert
// with the ISO 4217 minor unit (alipay/global-open-sdk-go com/alipay/api/tools/amount_util.go,
// ToAmount/FromAmount, "currency minor unit", at most 16 digits). Those are the decimals of
// Antom's currency table (currencies.ts). The store counts IDR in whole rupiah
// (packages/tenants/src/currencies.ts) while ISO 4217 gives IDR two decimals, so IDR 16000 goes
// to Antom as "1600000"; the store's RMB is CNY there.
// UNCONFIRMED: the SDK's per-currency "antomConstraints" (a value that must be a multiple of 100
// for some currencies) were not readable; a refused amount comes back as a business error.

export type AntomAmount = { currency: string; value: string };

/** Our amount as Antom's Amount, or null when it is not an exact amount Antom takes. */
export function toAntomAmount(amountMinor: number, currency: string): AntomAmount | null {
  const wire = valueOrNull(toWireUnits(currencies, amountMinor, currency));
  if (!wire || wire.digits.length > 16) return null;
  return { currency: wire.currency.code, value: wire.digits };
}

/** Antom's Amount in our currency code and minor units; null when not exact or not Antom's. */
export function fromAntomAmount(
  amount: { currency?: unknown; value?: unknown } | null | undefined,
): { amountMinor: number; currency: string } | null {
  if (!amount || typeof amount.currency !== 'string' || typeof amount.value !== 'string') {
    return null;
  }
  return valueOrNull(fromWireUnits(currencies, amount.value, amount.currency));
}
