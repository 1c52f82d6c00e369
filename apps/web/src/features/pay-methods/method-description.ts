// A method's description is plain text or JSON of locale -> text (SPEC §3). Shown as text, never
// as markup.
export function methodDescription(description: string, lang: string): string {
  const text = description.trim();
  if (!text.startsWith('{')) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return '';
  const map = parsed as Record<string, unknown>;
  const lower = lang.toLowerCase();
  const candidates = [lang, lower, lower.split('-')[0] ?? '', 'en'];
  for (const key of candidates) {
    const found = Object.keys(map).find((k) => k.toLowerCase() === key.toLowerCase());
    const value = found ? map[found] : undefined;
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  const first = Object.values(map).find((v) => typeof v === 'string' && v.trim());
  return typeof first === 'string' ? first.trim() : '';
}
