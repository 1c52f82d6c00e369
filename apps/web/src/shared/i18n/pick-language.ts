import { languages, type Language } from '@topup/contracts/languages';
import { normalizeLanguage } from '@topup/contracts/normalize-language';

/**
 * The language to show: the player's saved choice, else the first browser language we offer,
 * else the brand default (always allowed, even if missing from `offered`).
 */
export function pickLanguage(
  saved: string | null,
  browser: readonly string[],
  brandDefault: Language,
  offered: readonly Language[] = languages,
): Language {
  const allowed = (lang: Language | null): lang is Language =>
    lang !== null && (offered.includes(lang) || lang === brandDefault);
  const fromSaved = normalizeLanguage(saved);
  if (allowed(fromSaved)) return fromSaved;
  for (const tag of browser) {
    const lang = normalizeLanguage(tag);
    if (allowed(lang)) return lang;
  }
  return brandDefault;
}
