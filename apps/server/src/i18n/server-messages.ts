import type { Language } from '@topup/contracts/languages';
import type { LocalizedText } from '../plugins/app-error.ts';
import { en, type MessageKey } from './messages/en.ts';
import { pluralForms, type ExtraForm } from './messages/plural-forms.ts';
import { translations } from './messages/translations.ts';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

/** 'accounts.loginLocked' for the pair 'accounts.loginLocked.one' / '.other'. */
export type CountedKey = {
  [K in MessageKey]: K extends `${infer Base}.one` ? Base : never;
}[MessageKey];

function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * A message our server writes, in every language (SPEC: messages reach the player in their
 * language). `{name}` placeholders are filled from params.
 */
export function serverMessage(key: MessageKey, params?: MessageParams): LocalizedText {
  return {
    en: fill(en[key], params),
    in(lang: Language) {
      // translations is complete by type; the fallback covers a language tag from outside it.
      // Own keys only: a tag like 'constructor' must not reach Object's members.
      return fill(Object.hasOwn(translations, lang) ? translations[lang][key] : en[key], params);
    },
  };
}

/**
 * The text for `count` by each language's plural rules (Intl.PluralRules): its '.one' text where
 * the rules say one (ru 21, fr 0), the extra forms of ru, pl and ar where they have them, else
 * '.other'.
 */
export function countedMessage(
  base: CountedKey,
  count: number,
  params?: MessageParams,
): LocalizedText {
  const textIn = (lang: Language) => {
    const form = new Intl.PluralRules(lang).select(count);
    if (form === 'one') return serverMessage(`${base}.one` as MessageKey, params).in(lang);
    const extra = Object.hasOwn(pluralForms, lang)
      ? pluralForms[lang]?.[base]?.[form as ExtraForm]
      : undefined;
    if (extra !== undefined) return fill(extra, params);
    return serverMessage(`${base}.other` as MessageKey, params).in(lang);
  };
  return { en: textIn('en'), in: textIn };
}

/** A localized lead followed by a technical detail that stays as written (validation errors). */
export function withDetail(lead: LocalizedText, detail: string): LocalizedText {
  return {
    en: `${lead.en}: ${detail}`,
    in: (lang: Language) => `${lead.in(lang)}: ${detail}`,
  };
}
