import type { FeatureTextFiles } from '../../../shared/i18n/use-feature-texts.ts';

/**
 * The login sheet's "top up with player ID" line (playerIdLink.*): its own chunk per language,
 * since the main dictionary is paid for in the first page's budget and only two brands show it.
 */
export const playerIdLinkTextFiles: FeatureTextFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*.json',
  { import: 'default' },
);
