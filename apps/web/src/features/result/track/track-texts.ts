import type { FeatureTextFiles } from '../../../shared/i18n/use-feature-texts.ts';

/** The tracker's own dictionaries (result.track.*), one chunk per language. */
export const trackTextFiles: FeatureTextFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*.json',
  { import: 'default' },
);
