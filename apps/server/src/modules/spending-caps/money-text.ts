import type { Language } from '@topup/contracts/languages';
import { currencies, type Currency } from '@topup/tenants/currencies';

// Our RMB is ISO 4217 CNY; the other codes are already ISO.
const isoCode = (currency: string) => (currency === 'RMB' ? 'CNY' : currency);

/** Minor units as the language writes money ('¥5,000', '12,50 €'). */
export function formatMinor(minor: number, currency: string, lang: Language): string {
  const decimals = currencies[currency as Currency]?.decimals ?? 2;
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: isoCode(currency),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals);
}
