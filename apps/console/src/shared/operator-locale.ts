// The locale numbers, money and dates are formatted in: the console's language (shared/i18n.ts
// sets it on every change). Kept apart from i18next so the pure formatters (money.ts, format.ts)
// stay free of it and read 'en' until a language is chosen.
let current = 'en';

export function operatorLocale(): string {
  return current;
}

export function setOperatorLocale(locale: string): void {
  current = locale;
}
