import {
  isoCurrency,
  isoExponent,
  minorExponent,
  storeCurrency,
} from '../../provider-kit/currency-exponents.ts';
import { rescaleDigits } from '../../provider-kit/decimal-amount.ts';

// Our integer minor units <-> Antom's Amount { currency, value }. `value` is a string of the amount
// "in the smallest unit of the currency" per ISO 4217 ("USD 1.00 is 100", "JPY 100 is 100"):
// https://docs.antom.com/ac/ams/payment_cashier (paymentAmount.value); the official SDKs convert
// with the ISO 4217 minor unit (alipay/global-open-sdk-go com/alipay/api/tools/amount_util.go,
// ToAmount/FromAmount, "currency minor unit", at most 16 digits).
// The store counts IDR in whole rupiah (packages/tenants/src/currencies.ts) while ISO 4217 gives
// IDR two decimals, so IDR 16000 goes to Antom as "1600000".
// UNCONFIRMED: the SDK's per-currency "antomConstraints" (a value that must be a multiple of 100
// for some currencies) were not readable; a refused amount comes back as a business error.

// Antom's `value` counts in ISO 4217 minor units (isoExponent); the store's RMB is CNY there.

export type AntomAmount = { currency: string; value: string };

/** Our amount as Antom's Amount, or null when it is not an exact, non-negative amount. */
export function toAntomAmount(amountMinor: number, currency: string): AntomAmount | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return null;
  const code = isoCurrency(currency);
  const digits = rescaleDigits(String(amountMinor), minorExponent(currency), isoExponent(code));
  if (digits === null || digits.length > 16) return null;
  return { currency: code, value: digits };
}

/** Antom's Amount in our currency code and minor units; null when not exact. */
export function fromAntomAmount(
  amount: { currency?: unknown; value?: unknown } | null | undefined,
): { amountMinor: number; currency: string } | null {
  if (!amount || typeof amount.currency !== 'string' || typeof amount.value !== 'string') {
    return null;
  }
  if (!/^\d{1,16}$/.test(amount.value)) return null;
  const currency = storeCurrency(amount.currency);
  const digits = rescaleDigits(
    amount.value.replace(/^0+(?=\d)/, ''),
    isoExponent(amount.currency),
    minorExponent(currency),
  );
  if (digits === null) return null;
  const amountMinor = Number(digits);
  return Number.isSafeInteger(amountMinor) ? { amountMinor, currency } : null;
}
