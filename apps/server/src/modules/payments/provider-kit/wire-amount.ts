import type { CurrencyTerms, ProviderCurrencies } from './currency-list.ts';
import { isoCurrency, minorExponent, storeCurrency } from './currency-exponents.ts';
import { rescaleDigits } from './decimal-amount.ts';

// The one conversion between our integer minor units and a provider's wire amount (issue 33
// item 4, decision 0053), fed by the provider's currency table (its currencies.ts, decision 0036):
// which codes it takes and with how many decimals (`providerDecimals`). Our side counts in the
// store's minor units (minorExponent: IDR whole rupiah, TWD cents). Every step is string and
// integer arithmetic: no floating point touches an amount, and an amount one side cannot carry
// exactly is refused, never rounded.

export type WireRefusal =
  /** The table says the provider does not take this currency. */
  | 'currency-not-taken'
  /** Not a non-negative safe integer (ours) or not a plain decimal / integer (theirs). */
  | 'not-an-amount'
  /** A fraction the other side's decimals cannot carry (0.50 HUF at PayPal, 1.5 of a whole won). */
  | 'inexact';

export type WireResult<T> = { ok: true; value: T } | { ok: false; refusal: WireRefusal };

/** A currency as one provider writes it: its ISO code there, our exponent and its decimals. */
export type WireCurrency = {
  /** The provider's code (ISO 4217: the store's RMB is CNY). */
  code: string;
  /** The store's code (CNY is RMB). */
  store: string;
  /** Decimals of our minor units. */
  ours: number;
  /** Decimals the provider writes. */
  wire: number;
  terms: CurrencyTerms;
};

const refuse = <T>(refusal: WireRefusal): WireResult<T> => ({ ok: false, refusal });

/** The provider's terms for a store (or ISO) currency code, or null when its table has none. */
export function wireCurrency(table: ProviderCurrencies, currency: string): WireCurrency | null {
  const code = isoCurrency(currency);
  if (!Object.hasOwn(table.currencies, code)) return null;
  const terms = table.currencies[code]!;
  const store = storeCurrency(code);
  return { code, store, ours: minorExponent(store), wire: terms.providerDecimals, terms };
}

/** Our minor units as integer digits counted in the provider's decimals ('1999', '16000'). */
export function toWireUnits(
  table: ProviderCurrencies,
  amountMinor: number,
  currency: string,
): WireResult<{ digits: string; currency: WireCurrency }> {
  const c = wireCurrency(table, currency);
  if (!c) return refuse('currency-not-taken');
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return refuse('not-an-amount');
  const digits = rescaleDigits(String(amountMinor), c.ours, c.wire);
  return digits === null ? refuse('inexact') : { ok: true, value: { digits, currency: c } };
}

export type DecimalStyle = {
  /** Write a whole amount without its zero fraction ('150' rather than '150.00'; MyCard). */
  dropZeroFraction?: boolean;
};

/** Our minor units as the provider's decimal in major units ('4.99', '6000', '15000.00'). */
export function toWireDecimal(
  table: ProviderCurrencies,
  amountMinor: number,
  currency: string,
  style: DecimalStyle = {},
): WireResult<string> {
  const units = toWireUnits(table, amountMinor, currency);
  if (!units.ok) return units;
  const { digits, currency: c } = units.value;
  if (c.wire === 0) return { ok: true, value: digits };
  const padded = digits.padStart(c.wire + 1, '0');
  const whole = padded.slice(0, -c.wire);
  const fraction = padded.slice(-c.wire);
  if (style.dropZeroFraction && /^0+$/.test(fraction)) return { ok: true, value: whole };
  return { ok: true, value: `${whole}.${fraction}` };
}

/** The provider's integer units (a JSON number or a digit string) as our minor units. */
export function fromWireUnits(
  table: ProviderCurrencies,
  value: unknown,
  currency: string,
): WireResult<{ amountMinor: number; currency: string }> {
  const c = wireCurrency(table, currency);
  if (!c) return refuse('currency-not-taken');
  let digits: string;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
    digits = String(value);
  else if (typeof value === 'string' && /^\d{1,16}$/.test(value)) {
    digits = value.replace(/^0+(?=\d)/, '');
  } else return refuse('not-an-amount');
  return unitsToMinor(digits, c);
}

/**
 * The provider's decimal in major units (a decimal string, or a JSON number such as 16.66) as
 * our minor units. A fraction beyond the provider's own decimals for the currency is a mismatch
 * (the table says it does not write such amounts), as is one our minor units cannot hold.
 */
export function fromWireDecimal(
  table: ProviderCurrencies,
  amount: unknown,
  currency: string,
): WireResult<{ amountMinor: number; currency: string }> {
  const c = wireCurrency(table, currency);
  if (!c) return refuse('currency-not-taken');
  let text: string;
  // String(16.66) is '16.66': a JSON number prints back as the decimal it was written as.
  if (typeof amount === 'number' && Number.isFinite(amount)) text = String(amount);
  else if (typeof amount === 'string') text = amount.trim();
  else return refuse('not-an-amount');
  const match = /^(\d{1,18})(?:\.(\d{1,18}))?$/.exec(text);
  if (!match) return refuse('not-an-amount');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > c.wire) return refuse('inexact');
  const digits = (match[1]! + fraction.padEnd(c.wire, '0')).replace(/^0+(?=\d)/, '');
  return unitsToMinor(digits, c);
}

function unitsToMinor(
  digits: string,
  c: WireCurrency,
): WireResult<{ amountMinor: number; currency: string }> {
  const minor = rescaleDigits(digits, c.wire, c.ours);
  if (minor === null) return refuse('inexact');
  const amountMinor = Number(minor);
  if (!Number.isSafeInteger(amountMinor)) return refuse('not-an-amount');
  return { ok: true, value: { amountMinor, currency: c.store } };
}

/** The value of a result, or null when it was refused (for callers that answer null). */
export function valueOrNull<T>(result: WireResult<T>): T | null {
  return result.ok ? result.value : null;
}
