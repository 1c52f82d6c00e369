// Currencies of SPEC §3 with their display symbols and minor-unit exponent (KRW, JPY, VND, IDR
// have no minor unit in display).
export const currencies = {
  RMB: { symbol: '¥', decimals: 2 },
  TWD: { symbol: 'NT$', decimals: 2 },
  JPY: { symbol: '¥', decimals: 0 },
  KRW: { symbol: '₩', decimals: 0 },
  EUR: { symbol: '€', decimals: 2 },
  USD: { symbol: '$', decimals: 2 },
  TRY: { symbol: '₺', decimals: 2 },
  THB: { symbol: '฿', decimals: 2 },
  VND: { symbol: '₫', decimals: 0 },
  IDR: { symbol: 'Rp', decimals: 0 },
  MYR: { symbol: 'RM', decimals: 2 },
} as const;
export type Currency = keyof typeof currencies;
export const currencyCodes = Object.keys(currencies) as [Currency, ...Currency[]];

// SPEC §3 display country list.
export const displayCountries = [
  'Global',
  'PH',
  'MY',
  'SG',
  'ID',
  'TH',
  'VN',
  'IN',
  'MMK',
  'TR',
  'BR',
  'US',
  'FR',
  'DE',
  'RU',
  'NL',
] as const;

const displayRank = new Map<string, number>(displayCountries.map((code, i) => [code, i]));

/**
 * Payment regions in the SPEC §3 display order: listed codes first, in the list's order; any other
 * code after them, alphabetically. Case-insensitive except for 'Global', which the list spells so.
 */
export function compareDisplayCountries(a: string, b: string): number {
  const rank = (code: string) =>
    displayRank.get(code) ?? displayRank.get(code.toUpperCase()) ?? displayCountries.length;
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}
