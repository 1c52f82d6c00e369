import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A feature's dictionaries by file (`import.meta.glob` of its `locales/*.json`). */
export type FeatureTextFiles = Record<string, () => Promise<Record<string, unknown>>>;

// Texts of screens the first page never shows (the delivery tracker, the order page) live with
// their feature, not in the main dictionary: every key there is paid for in the first page's JS
// budget (issue 17). Each language is its own small chunk, added to the app's i18n under `key`
// when the screen opens, with English as the fallback like the main files.

/**
 * True once the feature's texts for the current language (and English) are in i18n under
 * `key` (e.g. 'order' → t('order.title')); false while they load.
 */
export function useFeatureTexts(files: FeatureTextFiles, key: string): boolean {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const add = async (l: string) => {
      const load = Object.entries(files).find(([path]) => path.endsWith(`/${l}.json`))?.[1];
      if (load) i18n.addResourceBundle(l, 'translation', { [key]: await load() }, true, false);
    };
    void Promise.all([...new Set([lang, 'en'])].map(add)).then(() => live && setLoadedFor(lang));
    return () => {
      live = false;
    };
  }, [files, key, i18n, lang]);
  return loadedFor === lang;
}
