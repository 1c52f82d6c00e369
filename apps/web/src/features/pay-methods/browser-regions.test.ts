import { describe, expect, it } from 'vitest';
import { browserRegions } from './browser-regions.ts';

describe('browserRegions', () => {
  it('reads the region of each preferred language, in order, once each', () => {
    expect(browserRegions(['pt-BR', 'en-US', 'en', 'th'])).toEqual(['BR', 'US', 'TH']);
  });

  it('gives a bare language its likely region', () => {
    expect(browserRegions(['ms', 'vi', 'ru'])).toEqual(['MY', 'VN', 'RU']);
  });

  it('skips what is not a language tag', () => {
    expect(browserRegions(['', 'not a tag', 'de-DE'])).toEqual(['DE']);
  });
});
