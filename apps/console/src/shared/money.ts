import { currencies } from '@topup/tenants/currencies';

// Money crosses the API as integer minor units of a currency (499 USD = $4.99, 1000 KRW = ₩1,000).
// People read and type major units, so the console converts at its edges, with string arithmetic:
// 4.99 * 100 is 499.00000000000006 in floating point.

const known = currencies as Record<string, { decimals: number } | undefined>;

/**
 * Digits after the decimal point of a currency's minor unit. The brands' own table comes first:
 * it is what the server and the storefront count in (IDR has none there, two in ISO 4217).
 */
export function minorDigits(currency: string): number {
  const own = known[currency]?.decimals;
  if (own !== undefined) return own;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Minor units for display with the currency's sign: 499 USD → "$4.99", 1000 KRW → "₩1,000". */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  const digits = minorDigits(currency);
  const major = minor / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    // Not a well-formed currency code: still show the amount, never throw while rendering.
    return `${major.toFixed(digits)} ${currency}`;
  }
}

/**
 * The text a person types ("4.99", "1000") as minor units, or null when it is not a plain
 * non-negative amount with at most the currency's digits after the point ("4.999 USD", "1.5 KRW",
 * "4,99" and "1e3" are refused rather than guessed at).
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (fraction.length > digits) return null;
  const minor = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the text a form starts with: 499 USD → "4.99", 1000 KRW → "1000". */
export function moneyInput(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const padded = String(Math.abs(minor)).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
