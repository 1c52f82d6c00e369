import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeLanguage,
  consoleLanguages,
  currentLanguage,
  languageNames,
  type ConsoleLanguage,
} from './i18n.ts';

/**
 * The operator's language: each listed in its own name, so one can find theirs in any language.
 * Disabled while a dictionary is fetched; the page changes once it has arrived.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  return (
    <label className="language-menu">
      <span>{t('shell.language')}</span>
      <select
        value={currentLanguage()}
        disabled={loading}
        aria-busy={loading}
        onChange={(e) => {
          setLoading(true);
          void changeLanguage(e.target.value as ConsoleLanguage).finally(() => setLoading(false));
        }}
        data-testid="language-menu"
      >
        {consoleLanguages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {languageNames[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
