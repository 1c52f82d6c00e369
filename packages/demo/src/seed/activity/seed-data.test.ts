import { describe, expect, it } from 'vitest';
import { languages } from '@topup/contracts/languages';
import { continuousTiers, texts } from './seed-data.ts';

describe('demo event texts', () => {
  it('name and describe every event in all 18 languages', () => {
    const all = [
      ...Object.values(texts).flatMap((t) => [
        t.names,
        'descriptions' in t ? t.descriptions : null,
      ]),
      ...continuousTiers.flatMap((tier) => tier.rewards.map((r) => r.names)),
    ].filter((n): n is Record<string, string> => n !== null);
    for (const n of all) {
      expect(Object.keys(n).sort()).toEqual([...languages].sort());
      for (const lang of languages) expect(n[lang]?.trim()).toBeTruthy();
      // Translated, not copied: only a few languages may share the English word.
      expect(languages.filter((l) => l !== 'en' && n[l] === n.en).length).toBeLessThan(3);
    }
  });
});
