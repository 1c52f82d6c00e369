const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** English display name of an ISO 3166 region code; the app localizes codes itself. */
export function countryName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a region code Intl knows (e.g. a legacy 'Global' entry): show it as it is.
    return code;
  }
}
