import type { DashboardNames, DashboardTable } from '@topup/contracts/console-dashboard';
import { pickLanguage } from '../../shared/localized-name.tsx';

/**
 * A table key as people read it, the key itself as secondary text (null when the name is the key)
 * and the language of the name when it is not the operator's (a brand's own-script method name).
 */
export type Named = { name: string; id: string | null; lang?: string };

function countryName(code: string, lang: string): string | null {
  try {
    const name = new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'none' }).of(code);
    return name ?? null;
  } catch {
    return null;
  }
}

/**
 * The display name of a row's key in the operator's language: a brand's name, a method's name
 * (from the method rows, per language), a country's name (the browser's Intl), a day as it is.
 * An unnamed key (a method whose row is gone) shows the key alone.
 */
export function keyName(
  table: DashboardTable,
  key: string,
  names: DashboardNames,
  lang: string,
  noCountry: string,
): Named {
  const named = (name: string | null | undefined): Named =>
    name?.trim() && name !== key ? { name, id: key } : { name: key, id: null };
  switch (table) {
    case 'by-brand':
    case 'latency':
    case 'failed':
      return named(names.brands[key]);
    case 'by-method': {
      const texts = names.methods[key] ?? {};
      const picked = pickLanguage(texts, lang);
      return picked ? { ...named(texts[picked]), lang: picked } : named(null);
    }
    case 'by-country':
      return key === '' ? { name: noCountry, id: null } : named(countryName(key, lang));
    default:
      return { name: key, id: null };
  }
}
