import type { FeatureTextFiles } from '../../../shared/i18n/use-feature-texts.ts';

/** The spending-limits section's own dictionaries (caps.*), one chunk per language. */
export const capsTextFiles: FeatureTextFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*.json',
  { import: 'default' },
);
