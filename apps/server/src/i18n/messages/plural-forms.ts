import type { Language } from '@topup/contracts/languages';
import type { CountedKey } from '../server-messages.ts';

// The plural forms beyond English's one/other, for the languages whose grammar has them
// (Intl.PluralRules names the form: ru/pl 'few' for 2-4, 'many' for 5-20; ar 'two', 'few' for
// 3-10, 'many' for 11-99). A form missing here falls back to the language's '.other' text.
export type ExtraForm = 'zero' | 'two' | 'few' | 'many';
export type ExtraForms = Partial<Record<CountedKey, Partial<Record<ExtraForm, string>>>>;

const ruLocked = 'Слишком много неудачных попыток входа. Повторите попытку через';
const ruGuesses = 'Слишком много неверных номеров карт или кодов. Повторите попытку через';
const plLocked = 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za';
const plGuesses = 'Zbyt wiele błędnych numerów kart lub kodów. Spróbuj ponownie za';
const arLocked = 'محاولات تسجيل دخول فاشلة كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد';
const arGuesses = 'أُدخلت أرقام بطاقات أو رموز خاطئة مرات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد';

export const pluralForms: Partial<Record<Language, ExtraForms>> = {
  ru: {
    'accounts.loginLocked': {
      few: `${ruLocked} {minutes} минуты.`,
      many: `${ruLocked} {minutes} минут.`,
    },
    'cards.tooManyGuesses': {
      few: `${ruGuesses} {minutes} минуты.`,
      many: `${ruGuesses} {minutes} минут.`,
    },
  },
  pl: {
    'accounts.loginLocked': {
      few: `${plLocked} {minutes} minuty.`,
      many: `${plLocked} {minutes} minut.`,
    },
    'cards.tooManyGuesses': {
      few: `${plGuesses} {minutes} minuty.`,
      many: `${plGuesses} {minutes} minut.`,
    },
  },
  ar: {
    'accounts.loginLocked': {
      two: `${arLocked} دقيقتين.`,
      few: `${arLocked} {minutes} دقائق.`,
    },
    'cards.tooManyGuesses': {
      two: `${arGuesses} دقيقتين.`,
      few: `${arGuesses} {minutes} دقائق.`,
    },
  },
};
