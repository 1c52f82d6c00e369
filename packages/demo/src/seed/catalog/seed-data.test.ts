import { describe, expect, it } from 'vitest';
import { languages } from '@topup/contracts/languages';
import { goodsTemplates, productTypeTemplates } from './seed-data.ts';

describe('demo goods names', () => {
  it('name every goods type and goods in all 18 languages', () => {
    for (const { names } of [...productTypeTemplates, ...goodsTemplates]) {
      expect(Object.keys(names).sort()).toEqual([...languages].sort());
      for (const lang of languages) expect(names[lang]?.trim()).toBeTruthy();
      expect(languages.filter((l) => l !== 'en' && names[l] === names.en).length).toBeLessThan(3);
    }
  });
});
