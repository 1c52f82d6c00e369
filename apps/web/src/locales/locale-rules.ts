// What a dictionary must satisfy against en.json; used by locales.test.ts (not shipped to players).

export type Tree = { [key: string]: string | Tree };
export type Flat = Map<string, unknown>;

export function flatten(tree: Tree, prefix = ''): Flat {
  const out: Flat = new Map();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

/** Key names holding a dot: i18next reads them as a path, so they shadow or duplicate real keys. */
export function dottedNames(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => [
    ...(key.includes('.') ? [`${prefix}${key}`] : []),
    ...(value && typeof value === 'object' ? dottedNames(value, `${prefix}${key}/`) : []),
  ]);
}

// i18next (JSON v4) picks `<key>_<category>` by Intl.PluralRules of the active language and, when
// that form is missing, falls back to English: a Russian "_few" gap shows English text.
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;

export function pluralCategories(lang: string): string[] {
  return new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
}

export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** <Trans> component tags such as <privacy>…</privacy>: a lost or renamed one breaks the markup. */
export function tags(text: string): string[] {
  return [...text.matchAll(/<\/?[a-zA-Z0-9]+\s*\/?>/g)].map((m) => m[0]).sort();
}

export type Findings = { missing: string[]; empty: string[]; extra: string[]; mismatched: string[] };

/** Compares one language with English: keys, plural forms for its rules, placeholders, tags. */
export function checkDictionary(english: Flat, dict: Flat, lang: string): Findings {
  const bases = new Set(
    [...english.keys()].flatMap((key) => {
      const base = PLURAL.exec(key)?.[1];
      return base && english.has(`${base}_other`) ? [base] : [];
    }),
  );
  const pluralForm = (key: string) => {
    const match = PLURAL.exec(key);
    return match?.[1] && match[2] && bases.has(match[1])
      ? { base: match[1], category: match[2] }
      : undefined;
  };
  const categories = pluralCategories(lang);

  // English plural forms a language's rules never select (ja "_one") are neither needed nor wrong.
  const required = [
    ...[...english.keys()].filter((k) => !pluralForm(k)),
    ...[...bases].flatMap((base) => categories.map((c) => `${base}_${c}`)),
  ];
  const missing = required.filter((k) => !dict.has(k));
  const empty = [...dict]
    .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
    .map(([k]) => k);
  const extra = [...dict.keys()].filter((k) => {
    if (english.has(k)) return false;
    const form = pluralForm(k);
    return !form || !categories.includes(form.category);
  });

  const mismatched = [...dict].flatMap(([key, value]) => {
    const form = pluralForm(key);
    const source = english.get(form ? `${form.base}_other` : key);
    if (typeof source !== 'string' || typeof value !== 'string') return [];
    // A plural form may spell its number out ("одна", "نقطتان"), so {{count}} is optional there.
    const names = (text: string) => placeholders(text).filter((n) => !form || n !== 'count');
    const same =
      names(value).join() === names(source).join() && tags(value).join() === tags(source).join();
    return same ? [] : [`${key}: ${JSON.stringify(value)}`];
  });

  return { missing, empty, extra, mismatched };
}
