import { i18n } from '../../shared/i18n.ts';
import { nameIn } from '../../shared/localized-name.tsx';

/**
 * A text per language in `lang` (by default the operator's, the console's own language), else
 * English, else any: for table cells and option labels.
 */
export const nameOf = (
  names: Record<string, string>,
  lang: string = i18n.resolvedLanguage ?? i18n.language ?? 'en',
): string => nameIn(names, lang);
