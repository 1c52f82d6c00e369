import type { Language } from '@topup/contracts/languages';

/**
 * Demo texts written compactly: one or more '|'-separated lists, read in the given language order
 * (lists are joined, so a long row can be split). A missing or empty entry is the first (English).
 */
export function namesIn(order: readonly Language[]) {
  return (...lists: string[]): Record<string, string> => {
    const values = lists.join('|').split('|');
    return Object.fromEntries(order.map((lang, i) => [lang, values[i] || values[0]!]));
  };
}
