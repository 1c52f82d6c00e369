// Minor units <-> PayPal's amount `value` (a decimal string).
//
// PayPal's currency table (https://developer.paypal.com/api/rest/reference/currency-codes/,
// formerly https://developer.paypal.com/docs/api/reference/currency-codes/): HUF, JPY and TWD
// "do not support decimals. If you pass a decimal amount, an error occurs." Every other listed
// currency takes two decimals. Our minor units follow ISO 4217 (HUF and TWD have two decimals there,
// JPY none), so HUF/TWD amounts must be whole units before PayPal can take them.

type Exponents = { ours: number; paypal: number };

/** The currencies PayPal's REST API accepts, with our ISO exponent and PayPal's decimals. */
export const paypalCurrencies: Readonly<Record<string, Exponents>> = {
  AUD: { ours: 2, paypal: 2 },
  BRL: { ours: 2, paypal: 2 },
  CAD: { ours: 2, paypal: 2 },
  CNY: { ours: 2, paypal: 2 },
  CZK: { ours: 2, paypal: 2 },
  DKK: { ours: 2, paypal: 2 },
  EUR: { ours: 2, paypal: 2 },
  HKD: { ours: 2, paypal: 2 },
  HUF: { ours: 2, paypal: 0 },
  ILS: { ours: 2, paypal: 2 },
  JPY: { ours: 0, paypal: 0 },
  MYR: { ours: 2, paypal: 2 },
  MXN: { ours: 2, paypal: 2 },
  TWD: { ours: 2, paypal: 0 },
  NZD: { ours: 2, paypal: 2 },
  NOK: { ours: 2, paypal: 2 },
  PHP: { ours: 2, paypal: 2 },
  PLN: { ours: 2, paypal: 2 },
  GBP: { ours: 2, paypal: 2 },
  RUB: { ours: 2, paypal: 2 },
  SGD: { ours: 2, paypal: 2 },
  SEK: { ours: 2, paypal: 2 },
  CHF: { ours: 2, paypal: 2 },
  THB: { ours: 2, paypal: 2 },
  USD: { ours: 2, paypal: 2 },
};

const exponentsOf = (currency: string): Exponents | undefined =>
  Object.hasOwn(paypalCurrencies, currency) ? paypalCurrencies[currency] : undefined;

/**
 * Our integer minor units as PayPal's `value`, or null when PayPal cannot take the amount (an
 * unsupported currency, a fraction of a HUF/TWD unit, a negative or non-integer amount).
 * String arithmetic only: no float ever touches money.
 */
export function toPaypalValue(amountMinor: number, currency: string): string | null {
  const exp = exponentsOf(currency);
  if (!exp || !Number.isSafeInteger(amountMinor) || amountMinor < 0) return null;
  const drop = exp.ours - exp.paypal;
  const scale = 10 ** drop;
  if (amountMinor % scale !== 0) return null;
  const units = String(amountMinor / scale).padStart(exp.paypal + 1, '0');
  if (exp.paypal === 0) return units;
  return `${units.slice(0, -exp.paypal)}.${units.slice(-exp.paypal)}`;
}

/**
 * PayPal's `value` as our integer minor units, or null when it is not a plain decimal or carries
 * more precision than the currency's minor unit. PayPal echoes "57.00" or, in summaries, "57.0";
 * both read as 5700.
 */
export function fromPaypalValue(value: string, currency: string): number | null {
  const exp = exponentsOf(currency);
  const match = /^(\d{1,15})(?:\.(\d{1,6}))?$/.exec(value);
  if (!exp || !match) return null;
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(exp.ours))) return null;
  const minor = Number(match[1] + fraction.slice(0, exp.ours).padEnd(exp.ours, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
