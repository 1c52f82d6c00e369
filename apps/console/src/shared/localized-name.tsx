import { useTranslation } from 'react-i18next';

/** The language of a text record to show: the wanted one, its base language, English, else any. */
export function pickLanguage(names: Record<string, string>, lang: string): string | null {
  const filled = (key: string) => (names[key]?.trim() ? key : null);
  return (
    filled(lang) ??
    filled(lang.split('-')[0]!) ??
    filled('en') ??
    Object.keys(names).find((key) => filled(key)) ??
    null
  );
}

/** A text per language in `lang` (see pickLanguage); '' when the record has none. */
export function nameIn(names: Record<string, string>, lang: string): string {
  const picked = pickLanguage(names, lang);
  return picked ? names[picked]! : '';
}

/**
 * A localized name record as text in the operator's language (the console's own). Marked with the
 * language it is in, so a fallback in Arabic reads right to left and screen readers say it right.
 */
export function LocalizedName({
  names,
  testId,
}: {
  names: Record<string, string>;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const picked = pickLanguage(names, i18n.resolvedLanguage ?? i18n.language ?? 'en');
  if (!picked) return <span className="muted">—</span>;
  return (
    <span lang={picked} dir="auto" data-testid={testId}>
      {names[picked]}
    </span>
  );
}
