// SPEC §3: a coupon's name is plain text or a JSON map of locale to text. Either way the result is
// rendered as text by React, never as HTML.

function localeMap(name: string): Record<string, string> | null {
  const text = name.trim();
  if (!text.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '',
    );
    return entries.length > 0 ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

/** The name in the UI language, else English, else the first entry; plain text as it is. */
export function couponName(name: string, lang: string): string {
  const map = localeMap(name);
  if (!map) return name;
  const lower = Object.fromEntries(Object.entries(map).map(([k, v]) => [k.toLowerCase(), v]));
  return lower[lang.toLowerCase()] ?? lower['en'] ?? Object.values(map)[0]!;
}
