import { currencies } from '@topup/tenants/currencies';
import { operatorLocale } from './operator-locale.ts';

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

/**
 * Minor units as an exact decimal string in major units, the machine form (CSV, form fields):
 * 499 USD → "4.99", 1000 KRW → "1000", -5 USD → "-0.05". String arithmetic, never a division.
 */
export function moneyInput(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const padded = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${padded}`;
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** The decimal sign of a locale: "." in en, "," in de, es, fr. */
export function decimalSign(locale = operatorLocale()): string {
  return separators(locale).decimal;
}

/**
 * Minor units as a form field shows them for the operator to change: exact major units with the
 * locale's decimal sign and no grouping, which readMoney reads back in that locale (499 USD →
 * "4.99" in en, "4,99" in de).
 */
export function moneyText(minor: number, currency: string, locale = operatorLocale()): string {
  const exact = moneyInput(minor, currency);
  return exact.replace('.', decimalSign(locale));
}

// Arabic writes "‏0.99 US$". In a right-to-left line the "$" ending it is a neutral character
// between "US" and the line's end, so it takes the line's direction and shows as "$US"
// (Unicode Bidirectional Algorithm, UAX #9 rules N1/N2). A left-to-right mark after it keeps
// "US$" (and "JP¥") whole; the amount still reads right to left: "US$ 0.99".
const rightToLeft = (locale: string) => /^(ar|fa|he|iw|ps|ur|yi)(-|$)/i.test(locale);

// Intl formats a decimal string exactly (ES2023 Intl.NumberFormat v3); ES2022's lib types
// only know numbers, hence the cast.
type ExactFormat = (value: string) => string;

/**
 * Minor units for display with the currency's sign, in the operator's locale unless told:
 * 499 USD → "$4.99" in en, "4,99 $" in de; 1000 KRW → "₩1,000".
 */
export function formatMoney(minor: number, currency: string, locale = operatorLocale()): string {
  const digits = minorDigits(currency);
  const exact = moneyInput(minor, currency);
  try {
    const format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format as unknown as ExactFormat;
    return rightToLeft(locale) ? `${format(exact)}\u200e` : format(exact);
  } catch {
    // Not a well-formed currency code: still show the amount, never throw while rendering.
    return `${exact} ${currency}`;
  }
}

/** Minor units as a grouped amount in the currency's digits, no sign: "1,234.56", "1,200". */
export function formatAmount(minor: number, currency: string, locale = operatorLocale()): string {
  const digits = minorDigits(currency);
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format as unknown as ExactFormat;
  return format(moneyInput(minor, currency));
}

/** Minor units as a grouped amount with its code: "1,234.56 USD" (¥ alone is RMB or JPY). */
export function formatAmountWithCode(
  minor: number,
  currency: string,
  locale = operatorLocale(),
): string {
  return `${formatAmount(minor, currency, locale)} ${currency}`;
}

/** The decimal and grouping signs of a locale: en "." and ",", de "," and ".", fr "," and " ". */
function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

export type MoneyParse =
  | { minor: number }
  | { error: 'format' }
  | { error: 'decimals'; digits: number }
  | { error: 'range' };

/**
 * What a person types, in the separators of `locale` (the operator's unless told: "9.99" and "1,000" in en, "9,99" and
 * "1.000" in de), as exact minor units. Grouping must be in threes; signs, exponents and more
 * decimals than the currency has are refused, never rounded.
 */
export function readMoney(text: string, currency: string, locale = operatorLocale()): MoneyParse {
  const digits = minorDigits(currency);
  const { decimal, group } = separators(locale);
  // A space-like group sign (fr, ru: a no-break space) may be typed as any space.
  const spaceGroup = /^[\s\u00a0\u202f]$/u.test(group);
  const typed = text.trim();
  const compact = spaceGroup ? typed.replace(/[\s\u00a0\u202f]/gu, ' ') : typed;
  const groupSign = spaceGroup ? ' ' : group;
  const esc = (sign: string) => sign.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const shape = new RegExp(
    `^(\\d{1,3}(?:${esc(groupSign)}\\d{3})+|\\d*)(?:${esc(decimal)}(\\d*))?$`,
    'u',
  );
  const match = shape.exec(compact);
  if (!match) return { error: 'format' };
  const whole = (match[1] ?? '').split(groupSign).join('');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return { error: 'format' };
  if (fraction.length > digits) return { error: 'decimals', digits };
  const minor = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? { minor } : { error: 'range' };
}

/** readMoney's minor units, or null when the text is not an amount of the currency. */
export function parseMoney(
  text: string,
  currency: string,
  locale = operatorLocale(),
): number | null {
  const read = readMoney(text, currency, locale);
  return 'minor' in read ? read.minor : null;
}
