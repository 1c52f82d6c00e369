import { nameIn } from './name-in.ts';

export function localeMap(stored: string): Record<string, string> | null {
  const text = stored.trim();
  if (!text.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    );
    return entries.length > 0 ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

/**
 * A text column that holds plain text (what an operator may write) or a JSON map of language to
 * text (the demo seed): the player's language as nameIn picks it, plain text as it is.
 */
export function textIn(stored: string, lang: string | undefined): string {
  const map = localeMap(stored);
  return map ? nameIn(map, lang) : stored;
}
