import { normalizeLanguage } from '@topup/contracts/normalize-language';

// Languages come from the request (spec_lang, bcp47_lang): only the map's own keys count, so
// 'constructor' or '__proto__' read as an unknown language instead of Object's inherited members.
function own(names: Record<string, string>, key: string | null | undefined): string | undefined {
  if (!key || !Object.hasOwn(names, key)) return undefined;
  const value = names[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The name in the player's language (as sent, then as one of our 18 languages, then its base
 * language), else English, else any name there is.
 */
export function nameIn(names: Record<string, string>, lang: string | undefined): string {
  const wanted = lang?.trim().toLowerCase() ?? '';
  return (
    own(names, wanted) ??
    own(names, normalizeLanguage(wanted)) ??
    own(names, wanted.split('-')[0]) ??
    own(names, 'en') ??
    Object.values(names).find((value) => typeof value === 'string') ??
    ''
  );
}
