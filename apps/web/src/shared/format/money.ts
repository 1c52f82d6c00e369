import { currencies } from '@topup/tenants/currencies';

// Prices as players read them (SPEC §3 symbols, §5 money rules). Amounts move through here as
// integer minor units so rounding never goes through binary floating point.

type Known = keyof typeof currencies;
const isKnown = (code: string): code is Known => Object.hasOwn(currencies, code);

/** Digits shown after the decimal point: none for KRW, JPY, VND and IDR, else two. */
export function currencyDecimals(currency: string): number {
  return isKnown(currency) ? currencies[currency].decimals : 2;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * A decimal string (major units, thousands commas allowed) as integer units of 10^-decimals,
 * rounded half away from zero; null when it is not a number.
 */
export function toMinorUnits(text: string, decimals: number): number | null {
  const match = DECIMAL.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = (fraction.charCodeAt(decimals) || 0) >= 53; // next digit >= '5'
  const units = Number(whole || '0') * 10 ** decimals + Number(kept || '0') + (roundUp ? 1 : 0);
  return sign === '-' && units !== 0 ? -units : units;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A count (gems, bonus) with thousands commas, as toLocaleString('en-US') writes it, without
 * building an Intl formatter per call: a goods page writes dozens as it first renders.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return (n < 0 ? '-' : '') + groupThousands(String(Math.abs(n)));
}

function withSymbol(amount: string, currency: string): string {
  if (!isKnown(currency)) return `${currency} ${amount}`.trim();
  const symbol = currencies[currency].symbol;
  // Letter symbols (RM, Rp) read better apart from the digits; $, ¥, ₩ sit against them.
  return /\p{L}$/u.test(symbol) ? `${symbol} ${amount}` : `${symbol}${amount}`;
}

/** An integer amount of minor units (10^-decimals of the currency), e.g. 499 USD -> "$4.99". */
export function formatMinor(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  const scale = 10 ** decimals;
  const whole = groupThousands(String(Math.floor(abs / scale)));
  const fraction = decimals > 0 ? '.' + String(abs % scale).padStart(decimals, '0') : '';
  return sign + withSymbol(whole + fraction, currency);
}

/**
 * A price in major units, as the server's decimal string ("4.99", "5500") or a number:
 * "$4.99", "₩5,500", "NT$1,290.00". Unreadable input is shown as given.
 */
export function formatMoney(amount: string | number, currency: string): string {
  const text = typeof amount === 'number' ? String(amount) : amount;
  const minor = toMinorUnits(text, currencyDecimals(currency));
  return minor === null ? text : formatMinor(minor, currency);
}

/**
 * A money string with thousands separators (and perhaps a symbol) as a number rounded to two
 * decimals: "1,234.567" -> 1234.57, "₩5,500" -> 5500. NaN when no amount is in it.
 */
export function parseMoney(text: string): number {
  const cleaned = text.replace(/[^\d.,+-]/g, '');
  const hundredths = toMinorUnits(cleaned, 2);
  return hundredths === null ? Number.NaN : hundredths / 100;
}
