import { describe, expect, it } from 'vitest';
import { languages } from '@topup/contracts/languages';
import { loadTenants } from '@topup/tenants/all-tenants';
import { continuousTiers, cumulativeTiers, texts } from '@topup/demo/seed/activity/seed-data';
import { goodsTemplates, productTypeTemplates } from '@topup/demo/seed/catalog/seed-data';
import { methodRows } from '@topup/demo/seed/payment-methods/seed-rows';
import { giftTemplates } from '@topup/demo/seed/third-gifts/seed-data';
import { vipLevelSeeds, vipTexts } from '@topup/demo/seed/vip/seed-data';
import { namedPerLanguage, problemsOf, type TextSource as Source } from './text-completeness.ts';

// Issue 17 defect 7: every player-visible text the server sends exists in all 18 languages of
// SPEC §1. Server messages are checked by server-messages.test.ts; this walks the data texts the
// demo seeds (each as a language map, or the JSON of one stored in a text column).

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
