import { currencies } from '@topup/tenants/currencies';

// Our integer minor units <-> Antom's Amount { currency, value }. `value` is a string of the amount
// "in the smallest unit of the currency" per ISO 4217 ("USD 1.00 is 100", "JPY 100 is 100"):
// https://docs.antom.com/ac/ams/payment_cashier (paymentAmount.value); the official SDKs convert
// with the ISO 4217 minor unit (alipay/global-open-sdk-go com/alipay/api/tools/amount_util.go,
// ToAmount/FromAmount, "currency minor unit", at most 16 digits).
// The store counts IDR in whole rupiah (packages/tenants/src/currencies.ts) while ISO 4217 gives
// IDR two decimals, so IDR 16000 goes to Antom as "1600000".
// UNCONFIRMED: the SDK's per-currency "antomConstraints" (a value that must be a multiple of 100
// for some currencies) were not readable; a refused amount comes back as a business error.

const isoZeroDecimal = new Set(
  'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' '),
);
const isoThreeDecimal = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '));

const toAntomCode: Readonly<Record<string, string>> = { RMB: 'CNY' };
const fromAntomCode: Readonly<Record<string, string>> = { CNY: 'RMB' };

/** Decimals of our minor unit for a currency (the store's table first, then ISO 4217). */
export function minorExponent(currency: string): number {
  if (Object.hasOwn(currencies, currency)) {
    return currencies[currency as keyof typeof currencies].decimals;
  }
  return isoExponent(currency);
}

/** ISO 4217 minor unit: what Antom's `value` counts in. */
export function isoExponent(isoCode: string): number {
  if (isoZeroDecimal.has(isoCode)) return 0;
  if (isoThreeDecimal.has(isoCode)) return 3;
  return 2;
}

export type AntomAmount = { currency: string; value: string };

/** Our amount as Antom's Amount, or null when it is not an exact, non-negative amount. */
export function toAntomAmount(amountMinor: number, currency: string): AntomAmount | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return null;
  const code = toAntomCode[currency] ?? currency;
  const from = minorExponent(currency);
  const to = isoExponent(code);
  let digits = String(amountMinor);
  if (to > from) digits = amountMinor === 0 ? '0' : digits + '0'.repeat(to - from);
  else if (to < from) {
    const dropped = digits.slice(-(from - to)).padStart(from - to, '0');
    if (/[^0]/.test(dropped)) return null;
    digits = digits.length > from - to ? digits.slice(0, -(from - to)) : '0';
  }
  if (digits.length > 16) return null;
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
  const currency = fromAntomCode[amount.currency] ?? amount.currency;
  const from = isoExponent(amount.currency);
  const to = minorExponent(currency);
  let digits = amount.value.replace(/^0+(?=\d)/, '');
  if (to > from) digits = digits === '0' ? '0' : digits + '0'.repeat(to - from);
  else if (to < from) {
    const dropped = digits.slice(-(from - to)).padStart(from - to, '0');
    if (/[^0]/.test(dropped)) return null;
    digits = digits.length > from - to ? digits.slice(0, -(from - to)) : '0';
  }
  const amountMinor = Number(digits);
  return Number.isSafeInteger(amountMinor) ? { amountMinor, currency } : null;
}
