import type { FeatureTextFiles } from '../../shared/i18n/use-feature-texts.ts';

/** The offers' own dictionaries (offers.*), one chunk per language, loaded with the first offer. */
export const offerTextFiles: FeatureTextFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*.json',
  { import: 'default' },
);
