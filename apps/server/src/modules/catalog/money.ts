import { currencies, type Currency } from '@topup/tenants/currencies';

/**
 * Integer minor units to a decimal string in major units ('4.99', '6000'), by string arithmetic
 * only: a float would turn 0.29 * 100 into 28.999… somewhere down the line.
 */
export function formatMinor(amountMinor: number, currency: Currency): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`not an integer: ${amountMinor}`);
  const { decimals } = currencies[currency];
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(amountMinor));
  if (decimals === 0) return sign + digits;
  const padded = digits.padStart(decimals + 1, '0');
  return `${sign}${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}
