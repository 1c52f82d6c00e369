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

  it('frames the order page, the accessibility statement and top-up by player id with the header alone (issue 29 items 7, 14)', () => {
    for (const version of ['new', 'old'] as const) {
      for (const p of ['/order/TP2612060000000001', '/accessibility', '/playerId']) {
        expect(chromeFor(p, version, false)).toEqual({
          header: true,
          bottomNav: false,
          steps: false,
          shortcuts: false,
        });
        expect(chromeFor(p, version, true).header).toBe(false);
      }
    }
  });

  it('hides everything in the SDK view', () => {
    expect(chromeFor('/selectGoods', 'new', true)).toEqual({
      header: false,
      bottomNav: false,
      steps: false,
      shortcuts: false,
    });
    expect(chromeFor('/userCenter', 'old', true).header).toBe(false);
  });

  it('keeps the header on old-version steps, without bottom bar', () => {
    expect(chromeFor('/recharge', 'old', false)).toEqual({
      header: true,
      bottomNav: false,
      steps: true,
      shortcuts: true,
    });
    expect(chromeFor('/notArea', 'old', false).header).toBe(false);
  });

  it('frames My, the VIP centre and events in the old version with the header and its shortcuts', () => {
    for (const p of ['/my', '/userCenter', '/activity']) {
      expect(chromeFor(p, 'old', false)).toEqual({
        header: true,
        bottomNav: false,
        steps: false,
        shortcuts: true,
      });
    }
    expect(chromeFor('/selectGoods', 'new', false).shortcuts).toBe(false);
  });

  it('numbers the four steps', () => {
    expect(
      ['/selectGame', '/selectGoods', '/recharge', '/result', '/my'].map((p) => stepIndex(p)),
    ).toEqual([1, 2, 3, 4, 0]);
  });

  it('follows the recharge sheet and the result popup over the goods page', () => {
    expect(stepIndex('/selectGoods', { recharge: true, result: null })).toBe(3);
    expect(stepIndex('/selectGoods', { recharge: false, result: { billingNo: 'B1' } })).toBe(4);
    expect(stepIndex('/selectGoods', { recharge: false, result: null })).toBe(2);
    expect(stepIndex('/recharge', { recharge: false, result: null })).toBe(3);
    expect(stepIndex('/my', { recharge: true, result: null })).toBe(0);
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
