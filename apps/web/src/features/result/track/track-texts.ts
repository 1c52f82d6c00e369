import type { i18n as I18n } from 'i18next';

// The tracker's texts live with it, not in the first page's dictionary: every key there is
// paid for in the initial JS budget (issue 17), and these are needed only once a payment is
// done. Each language is its own small chunk; English is the fallback, as for the main files.
const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/**
 * Adds the tracker's texts (result.track.*) for `lang` and English to the app's i18n (the
 * instance react-i18next hands the component: importing shared/i18n here would cost the first
 * page bytes).
 */
export async function loadTrackTexts(i18n: I18n, lang: string): Promise<void> {
  await Promise.all(
    [...new Set([lang, 'en'])].map(async (l) => {
      const load = files[`./locales/${l}.json`];
      if (!load) return;
      i18n.addResourceBundle(l, 'translation', { result: { track: await load() } }, true, false);
    }),
  );
}
