import { currencies } from '@topup/tenants/currencies';

/**
 * '$4.99 USD', '₩6000 KRW': integer minor units split by string arithmetic, never floats. An
 * unknown currency shows two decimals and its code only.
 */
export function formatAmount(amountMinor: number, currency: string): string {
  const known = Object.hasOwn(currencies, currency)
    ? currencies[currency as keyof typeof currencies]
    : undefined;
  const decimals = known?.decimals ?? 2;
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(amountMinor)));
  let major = digits;
  if (decimals > 0) {
    const padded = digits.padStart(decimals + 1, '0');
    major = `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
  }
  return `${sign}${known?.symbol ?? ''}${major} ${currency}`;
}
