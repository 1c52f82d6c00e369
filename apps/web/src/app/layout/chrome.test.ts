import { describe, expect, it } from 'vitest';
import { chromeFor, limitedHeaderOn, stepIndex } from './chrome.ts';

describe('layout chrome', () => {
  it('shows header and bottom bar only on selectGoods, my and activity in the new version', () => {
    for (const p of ['/selectGoods', '/my', '/activity']) {
      expect(chromeFor(p, 'new', false)).toMatchObject({ header: true, bottomNav: true });
    }
    for (const p of ['/userCenter', '/notArea', '/replenishGoods', '/nope']) {
      expect(chromeFor(p, 'new', false)).toMatchObject({ header: false, bottomNav: false });
    }
  });

  it('hides everything in the SDK view', () => {
    expect(chromeFor('/selectGoods', 'new', true)).toEqual({
      header: false,
      bottomNav: false,
      steps: false,
    });
  });

  it('keeps the header on old-version steps, without bottom bar', () => {
    expect(chromeFor('/recharge', 'old', false)).toEqual({
      header: true,
      bottomNav: false,
      steps: true,
    });
    expect(chromeFor('/notArea', 'old', false).header).toBe(false);
  });

  it('numbers the four steps', () => {
    expect(['/selectGame', '/selectGoods', '/recharge', '/result', '/my'].map(stepIndex)).toEqual([
      1, 2, 3, 4, 0,
    ]);
  });
});

describe('the limited header of the make-up payment page', () => {
  it('is on /replenishGoods only, never in the SDK view, without bottom bar or steps', () => {
    expect(limitedHeaderOn('/replenishGoods', false)).toBe(true);
    expect(limitedHeaderOn('/replenishGoods', true)).toBe(false);
    expect(limitedHeaderOn('/selectGoods', false)).toBe(false);
    for (const version of ['new', 'old'] as const) {
      expect(chromeFor('/replenishGoods', version, false)).toMatchObject({
        bottomNav: false,
        steps: false,
      });
    }
  });
});
