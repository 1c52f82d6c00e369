import { useTranslation } from 'react-i18next';

/** "Korean (ko)" in the operator's language; the bare code where Intl has no name for it. */
function languageLabel(code: string, uiLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/**
 * Text per language as rows: one input per language of the brand, plus any language the stored
 * texts already have. Empty inputs are left out of the value; the brand's languages without a
 * text are marked, so an operator sees what players of that language would get in English.
 */
export function TextsEditor({
  legend,
  languages,
  value,
  onChange,
  testId,
  multiline = false,
}: {
  legend: string;
  languages: readonly string[];
  value: Record<string, string>;
  onChange(next: Record<string, string>): void;
  testId: string;
  multiline?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const uiLanguage = i18n.resolvedLanguage ?? 'en';
  const shown = [...new Set([...languages, ...Object.keys(value)])];
  const missing = languages.filter((lang) => !value[lang]?.trim());
  const set = (lang: string, text: string) => {
    const next = { ...value };
    if (text === '') delete next[lang];
    else next[lang] = text;
    onChange(next);
  };
  return (
    <fieldset className="texts" data-testid={testId}>
      <legend>{legend}</legend>
      {missing.length > 0 && (
        <p className="muted texts__summary" data-testid={`${testId}-missing`}>
          {t('catalog.textsMissing', { count: missing.length, total: languages.length })}
        </p>
      )}
      {shown.map((lang) => {
        const label = languageLabel(lang, uiLanguage);
        const absent = !value[lang]?.trim();
        const noteId = `${testId}-${lang}-missing`;
        const props = {
          value: value[lang] ?? '',
          lang,
          dir: 'auto',
          'aria-label': `${legend}: ${label}`,
          'aria-describedby': absent ? noteId : undefined,
          'data-testid': `${testId}-${lang}`,
        };
        return (
          <label
            key={lang}
            className={`field field--inline${absent ? ' texts__row--missing' : ''}`}
          >
            <span>{label}</span>
            {multiline ? (
              <textarea rows={2} {...props} onChange={(e) => set(lang, e.target.value)} />
            ) : (
              <input type="text" {...props} onChange={(e) => set(lang, e.target.value)} />
            )}
            {absent && (
              <span id={noteId} className="texts__missing">
                {t('catalog.textMissing')}
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
