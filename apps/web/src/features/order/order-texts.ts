import type { FeatureTextFiles } from '../../shared/i18n/use-feature-texts.ts';

/** The order page's own dictionaries (order.*), one chunk per language. */
export const orderTextFiles: FeatureTextFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*.json',
  { import: 'default' },
);
