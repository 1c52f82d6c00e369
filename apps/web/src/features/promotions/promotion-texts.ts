import type { FeatureTextFiles } from '../../shared/i18n/use-feature-texts.ts';

/** The promotions' own dictionaries (promotions.*), one chunk per language, loaded with the slot. */
export const promotionTextFiles: FeatureTextFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*.json',
  { import: 'default' },
);
