import { describe, expect, it } from 'vitest';
import { chromeFor, stepIndex } from './chrome.ts';

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
