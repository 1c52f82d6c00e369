import type { Language } from '@topup/contracts/languages';
import type { MessageKey } from './en.ts';

// Filled language by language; until a language is complete its players read English.
export const translations: Partial<Record<Language, Partial<Record<MessageKey, string>>>> = {};
