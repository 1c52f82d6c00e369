// Providers write money as decimal major units ("4.99", "6000", 12.5); we keep integer minor
// units. Both directions are exact string arithmetic: no floating point touches an amount.

/** Minor units to a decimal with `exponent` fraction digits: 499, 2 -> '4.99'; 6000, 0 -> '6000'. */
export function minorToDecimal(amountMinor: number, exponent: number): string {
  const digits = String(amountMinor);
  if (exponent === 0) return digits;
  const padded = digits.padStart(exponent + 1, '0');
  return `${padded.slice(0, -exponent)}.${padded.slice(-exponent)}`;
}

/**
 * A provider's amount (a decimal string, or a JSON number) back to minor units of a currency with
 * `exponent` fraction digits; null when it is not a plain non-negative decimal or carries more
 * precision than the currency has (never rounded).
 */
export function decimalToMinor(amount: unknown, exponent: number): number | null {
  let text: string;
  if (typeof amount === 'number' && Number.isFinite(amount)) text = String(amount);
  else if (typeof amount === 'string') text = amount.trim();
  else return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) return null;
  const minor = Number(match[1] + fraction.padEnd(exponent, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Integer digits counted in minor units of exponent `from` as digits in units of exponent `to`
 * ('1600000' IDR at 2 -> '16000' at 0); null when that would drop a nonzero fraction: rounding
 * would charge a different amount than the order's.
 */
export function rescaleDigits(digits: string, from: number, to: number): string | null {
  if (to > from) return digits === '0' ? '0' : digits + '0'.repeat(to - from);
  if (to === from) return digits;
  const drop = from - to;
  if (/[^0]/.test(digits.slice(-drop))) return null;
  return digits.length > drop ? digits.slice(0, -drop) : '0';
}
