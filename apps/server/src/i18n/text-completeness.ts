import { languages } from '@topup/contracts/languages';

// What makes a player-visible text complete (issue 17 defect 7): one entry per language of SPEC §1,
// none blank, none a copy of the English. Used by the tests that walk the seed data
// (data-texts-complete.test.ts) and the seeded database (seeded-texts-complete.test.ts).

export type TextSource = {
  label: string;
  text: string | Record<string, string> | null | undefined;
};

/**
 * Where a language writes the word exactly like English, that is its word, not an untranslated
 * copy: the metal tiers of games (German Gold, French Bronze…) and the French "Packs".
 */
export const sameAsEnglish = new Set([
  'de:Bronze',
  'de:Gold',
  'fr:Bronze',
  'pt:Bronze',
  'id:Platinum',
  'ms:Platinum',
  'fr:Packs',
]);

const languageTag = /^[a-z]{2,3}(-[a-z]{2,4})?$/i;

/** A language map: an object of language tags to texts that has English. */
export function isLanguageMap(value: unknown): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    Object.hasOwn(value, 'en') &&
    entries.every(([key, text]) => languageTag.test(key) && typeof text === 'string')
  );
}

/** The language map a text is or holds as JSON, else null. */
export function mapOf(text: TextSource['text']): Record<string, string> | null {
  if (text && typeof text === 'object') return text;
  if (typeof text !== 'string' || !text.trim().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/** What is wrong with one text: '<label>: plain text', '… lacks ar', '… ru is the English'. */
export function problemsOf({ label, text }: TextSource): string[] {
  if (text === null || text === undefined || text === '') return [];
  const map = mapOf(text);
  if (!map) return [`${label}: plain text, not one per language (${JSON.stringify(text)})`];
  const en = map.en?.trim();
  const out: string[] = [];
  for (const lang of languages) {
    const value = typeof map[lang] === 'string' ? map[lang].trim() : '';
    if (!value) out.push(`${label} lacks ${lang}`);
    else if (lang !== 'en' && value === en && !sameAsEnglish.has(`${lang}:${value}`))
      out.push(`${label} ${lang} is the English ${JSON.stringify(value)}`);
  }
  return out;
}

/**
 * A method name left as one text must be a brand or a local method's own name (PayPal, DANA,
 * 신용카드, 7-Eleven Malaysia): English words that describe a way to pay are to be translated.
 */
const englishMethodWords =
  /\b(card|cards|bank|banking|wallets?|e-wallets?|transfer|online|internet|cash|counter|store|game|credit|debit|balance|points)\b/i;

/** Brands whose own name holds such a word. */
const brandMethodNames = new Set(['TrueMoney Wallet', 'Bangkok Bank', 'Mandiri Online']);

/** Whether a payment-method name must come in every language (JSON), not as one text. */
export const namedPerLanguage = (name: string) =>
  name.startsWith('{') || (englishMethodWords.test(name) && !brandMethodNames.has(name));
