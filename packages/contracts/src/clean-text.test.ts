import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cleanText, hasBadText, withoutBadText } from './clean-text.ts';

describe('cleanText', () => {
  const schema = z.string().check(cleanText);

  it('refuses NUL and unpaired surrogates', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800']) {
      expect(hasBadText(bad)).toBe(true);
      expect(schema.safeParse(bad).success).toBe(false);
    }
  });

  it('keeps paired surrogates (emoji) and every other text', () => {
    for (const good of ['', 'demo', '😀', '中文', 'ünï', '\u202e', 'tab\tnew\nline']) {
      expect(hasBadText(good)).toBe(false);
      expect(schema.safeParse(good).success).toBe(true);
    }
  });

  it('names a bad field without its bad characters', () => {
    expect(withoutBadText('k\u0000\ud800ey')).toBe('k??ey');
  });
});
