import type { FeatureTextFiles } from '../../shared/i18n/use-feature-texts.ts';

/** My's own dictionaries (my.orderStatus.*), one chunk per language: not in the first page. */
export const myTextFiles: FeatureTextFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*.json',
  { import: 'default' },
);
