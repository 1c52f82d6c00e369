import type { Language } from '@topup/contracts/languages';
import { i18n } from '../../shared/i18n/i18n.ts';

// The statement's texts are their own i18next namespace, one file per language in
// locales/accessibility/. The main dictionaries (English is on every first page) would carry them
// to every player; here only a visit to /accessibility fetches them (e2e/initial-js-budget.spec.ts).
export const STATEMENT_NS = 'accessibility';

type Messages = Record<string, unknown>;
const files = import.meta.glob<Messages>('../../locales/accessibility/*.json', {
  import: 'default',
});

/** Adds the statement's texts for `lang` and for English (the fallback) unless already there. */
export async function loadStatementTexts(lang: Language): Promise<Language> {
  const needed = lang === 'en' ? ['en' as const] : [lang, 'en' as const];
  await Promise.all(
    needed
      .filter((l) => !i18n.hasResourceBundle(l, STATEMENT_NS))
      .map(async (l) => {
        const load = files[`../../locales/accessibility/${l}.json`];
        i18n.addResourceBundle(l, STATEMENT_NS, load ? await load() : {}, true, true);
      }),
  );
  return lang;
}
