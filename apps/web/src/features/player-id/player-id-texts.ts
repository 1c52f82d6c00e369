import type { FeatureTextFiles } from '../../shared/i18n/use-feature-texts.ts';

/** The page's own dictionaries (playerId.*), one chunk per language: never in the first page. */
export const playerIdTextFiles: FeatureTextFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*.json',
  { import: 'default' },
);
