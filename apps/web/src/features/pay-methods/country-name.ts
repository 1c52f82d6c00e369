// Country names in the page's language (Intl.DisplayNames); the code itself when the browser
// cannot name it (old browsers, or codes such as 'Global' that are not ISO regions).
const cache = new Map<string, Intl.DisplayNames | null>();

function namesFor(lang: string): Intl.DisplayNames | null {
  if (!cache.has(lang)) {
    try {
      cache.set(lang, new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'code' }));
    } catch {
      cache.set(lang, null);
    }
  }
  return cache.get(lang) ?? null;
}

export function countryName(code: string, lang: string): string {
  if (!/^[A-Za-z]{2}$|^\d{3}$/.test(code)) return code;
  try {
    return namesFor(lang)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
