import type { Language } from '@topup/contracts/languages';
import type { LocalizedText } from '../plugins/app-error.ts';
import { en, type MessageKey } from './messages/en.ts';
import { translations } from './messages/translations.ts';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * A message our server writes, in every language (SPEC: messages reach the player in their
 * language). `{name}` placeholders are filled from params. A language without the entry falls
 * back to English.
 */
export function serverMessage(key: MessageKey, params?: MessageParams): LocalizedText {
  return {
    en: fill(en[key], params),
    in(lang: Language) {
      return fill(translations[lang]?.[key] ?? en[key], params);
    },
  };
}
