/** A text per language in the brand's language, else English, else any: for tables. */
export const nameOf = (names: Record<string, string>, lang: string): string =>
  names[lang] ?? names.en ?? Object.values(names)[0] ?? '';
