// One formatter per language: building Intl.DisplayNames is the costly part.
const formatters = new Map<string, Intl.DisplayNames>();

function formatter(lang: string): Intl.DisplayNames {
  let names = formatters.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'code' });
    formatters.set(lang, names);
  }
  return names;
}

/**
 * Display name of an ISO 3166 region code in one of our languages (CLDR through Intl; default
 * English). The app localizes codes itself too; this keeps other readers from getting English.
 */
export function countryName(code: string, lang = 'en'): string {
  try {
    return formatter(lang).of(code) ?? code;
  } catch {
    // Not a region code Intl knows (e.g. a legacy 'Global' entry): show it as it is.
    return code;
  }
}
