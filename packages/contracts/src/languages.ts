// The 18 languages of SPEC §1. Codes are lower-case BCP 47 tags as used in the locale file names.
export const languages = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'pl',
  'pt',
  'ru',
  'th',
  'tr',
  'vi',
  'zh-cn',
  'zh-tw',
] as const;
export type Language = (typeof languages)[number];
export const rtlLanguages: readonly Language[] = ['ar'];
