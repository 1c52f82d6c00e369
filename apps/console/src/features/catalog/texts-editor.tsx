import { useTranslation } from 'react-i18next';

/**
 * Text per language as rows: one input per language of the brand, plus any language the stored
 * texts already have. Empty inputs are left out of the value.
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
  const { t } = useTranslation();
  const shown = [...new Set([...languages, ...Object.keys(value)])];
  const set = (lang: string, text: string) => {
    const next = { ...value };
    if (text === '') delete next[lang];
    else next[lang] = text;
    onChange(next);
  };
  return (
    <fieldset className="texts" data-testid={testId}>
      <legend>{legend}</legend>
      {shown.map((lang) => {
        const label = t('catalog.textIn', { lang });
        const props = {
          value: value[lang] ?? '',
          'aria-label': `${legend} ${label}`,
          'data-testid': `${testId}-${lang}`,
        };
        return (
          <label key={lang} className="field field--inline">
            <span>{label}</span>
            {multiline ? (
              <textarea rows={2} {...props} onChange={(e) => set(lang, e.target.value)} />
            ) : (
              <input type="text" {...props} onChange={(e) => set(lang, e.target.value)} />
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
