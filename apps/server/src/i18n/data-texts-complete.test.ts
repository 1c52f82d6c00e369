import { describe, expect, it } from 'vitest';
import { languages } from '@topup/contracts/languages';
import { loadTenants } from '@topup/tenants/all-tenants';
import { continuousTiers, cumulativeTiers, texts } from '../modules/activity/seed-data.ts';
import { goodsTemplates, productTypeTemplates } from '../modules/catalog/seed-data.ts';
import { methodRows } from '../modules/payments/methods/seed-rows.ts';
import { giftTemplates } from '../modules/third-gifts/seed-data.ts';
import { vipLevelSeeds, vipTexts } from '../modules/vip/seed-data.ts';

// Issue 17 defect 7: every player-visible text the server sends exists in all 18 languages of
// SPEC §1. Server messages are checked by server-messages.test.ts; this walks the data texts the
// demo seeds (each as a language map, or the JSON of one stored in a text column).

type Source = { label: string; text: string | Record<string, string> | null | undefined };

/**
 * Where a language writes the word exactly like English, that is its word, not an untranslated
 * copy: the metal tiers of games (German Gold, French Bronze…) and the French "Packs".
 */
const sameAsEnglish = new Set([
  'de:Bronze',
  'de:Gold',
  'fr:Bronze',
  'pt:Bronze',
  'id:Platinum',
  'ms:Platinum',
  'fr:Packs',
]);

function mapOf(text: Source['text']): Record<string, string> | null {
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
function problemsOf({ label, text }: Source): string[] {
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
const namedPerLanguage = (name: string) =>
  name.startsWith('{') || (englishMethodWords.test(name) && !brandMethodNames.has(name));

function methodSources(): Source[] {
  const seen = new Map<string, Source>();
  const add = (label: string, text: string | null) => {
    if (text && !seen.has(text)) seen.set(text, { label, text });
  };
  for (const tenant of loadTenants())
    for (const row of methodRows(tenant)) {
      const at = `payment method ${row.country} ${row.methodKey}`;
      add(`${at} description`, row.description ?? null);
      if (namedPerLanguage(row.name)) add(`${at} name`, row.name);
    }
  return [...seen.values()];
}

function vipSources(): Source[] {
  return [
    ...Object.entries(vipTexts).map(([key, text]) => ({ label: `VIP ${key}`, text })),
    ...vipLevelSeeds.flatMap((level) => [
      { label: `VIP level ${level.levelId} name`, text: level.name },
      ...level.coupons.map((c) => ({ label: `coupon ${c.id} name`, text: c.name })),
    ]),
  ];
}

function activitySources(): Source[] {
  const rewards = [...cumulativeTiers('USD'), ...continuousTiers].flatMap((tier) =>
    tier.rewards.map((r) => ({ label: `event reward of tier ${tier.tierId}`, text: r.names })),
  );
  return [
    ...Object.entries(texts).flatMap(([key, t]) => [
      { label: `event ${key} name`, text: t.names },
      { label: `event ${key} description`, text: 'descriptions' in t ? t.descriptions : null },
    ]),
    ...rewards,
  ];
}

const sources: Record<string, () => Source[]> = {
  'payment method names and descriptions': methodSources,
  'VIP levels, coupons and FAQ': vipSources,
  'third-party gift items': () =>
    giftTemplates.map((g) => ({ label: `third gift ${g.key}`, text: g.names })),
  'events and their rewards': activitySources,
  'goods and goods types': () => [
    ...productTypeTemplates.map((t) => ({ label: `goods type ${t.typeKey}`, text: t.names })),
    ...goodsTemplates.map((g) => ({ label: `goods ${g.key}`, text: g.names })),
  ],
};

describe('every player-visible data text is in all 18 languages', () => {
  it.each(Object.entries(sources))('%s', (_name, list) => {
    const all = list();
    expect(all.length).toBeGreaterThan(0);
    expect(all.flatMap(problemsOf)).toEqual([]);
  });

  it('covers the texts of issue 17 (method descriptions, coupon names, gift items)', () => {
    const labels = Object.values(sources).flatMap((list) => list().map((s) => s.label));
    expect(labels).toEqual(
      expect.arrayContaining([
        'payment method US 10801_platform description',
        'payment method US 12101_card name',
        'coupon v1-week name',
        'third gift razer-chest',
      ]),
    );
  });
});

describe('the check itself', () => {
  const complete = Object.fromEntries(languages.map((l) => [l, `${l} text`]));

  it('names the text and the missing language', () => {
    const { ar: _ar, ...withoutAr } = complete;
    expect(problemsOf({ label: 'coupon x name', text: JSON.stringify(withoutAr) })).toEqual([
      'coupon x name lacks ar',
    ]);
    expect(problemsOf({ label: 'gift y', text: { ...complete, 'zh-tw': ' ' } })).toEqual([
      'gift y lacks zh-tw',
    ]);
  });

  it('refuses plain English and English copies, allows the listed same-as-English words', () => {
    expect(problemsOf({ label: 'm', text: 'Pay cash at the counter' })).toEqual([
      'm: plain text, not one per language ("Pay cash at the counter")',
    ]);
    expect(problemsOf({ label: 'g', text: { ...complete, en: 'Chest', ru: 'Chest' } })).toEqual([
      'g ru is the English "Chest"',
    ]);
    expect(problemsOf({ label: 'l', text: { ...complete, en: 'Gold', de: 'Gold' } })).toEqual([]);
  });

  it('asks a translation of method names that are words, not of brands', () => {
    expect(['Credit / debit card', 'Wallets', 'Game card'].map(namedPerLanguage)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['DANA', 'TrueMoney Wallet', '신용카드', 'Platform Pay'].map(namedPerLanguage)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
