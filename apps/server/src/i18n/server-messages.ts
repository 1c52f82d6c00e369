import type { Language } from '@topup/contracts/languages';
import type { LocalizedText } from '../plugins/app-error.ts';
import { en, type MessageKey } from './messages/en.ts';
import { translations } from './messages/translations.ts';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

/** 'accounts.loginLocked' for the pair 'accounts.loginLocked.one' / '.other'. */
export type CountedKey = {
  [K in MessageKey]: K extends `${infer Base}.one` ? Base : never;
}[MessageKey];

function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
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
      return fill(translations[lang] ? translations[lang][key] : en[key], params);
    },
  };
}

/** The '.one' text when count is 1, else '.other' (the languages' plural forms follow English). */
export function countedMessage(
  base: CountedKey,
  count: number,
  params?: MessageParams,
): LocalizedText {
  const key = `${base}.${count === 1 ? 'one' : 'other'}` as MessageKey;
  return serverMessage(key, params);
}

/** A localized lead followed by a technical detail that stays as written (validation errors). */
export function withDetail(lead: LocalizedText, detail: string): LocalizedText {
  return {
    en: `${lead.en}: ${detail}`,
    in: (lang: Language) => `${lead.in(lang)}: ${detail}`,
  };
}
