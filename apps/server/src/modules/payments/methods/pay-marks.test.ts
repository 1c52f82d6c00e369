import { describe, expect, it } from 'vitest';
import { loginMethods } from '@topup/contracts/auth';
import {
  brandMarks,
  loginMarks,
  neutralMarks,
  payMarkOf,
  payMarkWithSource,
} from '@topup/contracts/pay-marks';
import { loadTenants } from '@topup/tenants/all-tenants';
import { methodRows } from '@topup/demo/seed/payment-methods/seed-rows';

// The storefront draws every method by the mark table (issue 29 item 11); these are the methods
// the brands really list, so a new seeded method without an entry fails here, not on screen.
const rows = loadTenants().flatMap((tenant) =>
  methodRows(tenant).map((r) => ({
    tenant: tenant.id,
    channel_id: r.channelId,
    family_id: r.familyId,
  })),
);

describe('pay mark table', () => {
  it('has methods to check', () => {
    expect(new Set(rows.map((r) => r.tenant)).size).toBe(16);
    expect(rows.length).toBeGreaterThan(500);
  });

  it('places every method of every brand by its own channel: a mark or a kind, not a guess', () => {
    const unplaced = rows
      .filter((r) => payMarkWithSource(r).source !== 'channel')
      .map((r) => `${r.tenant} ${r.family_id}/${r.channel_id}`);
    expect(unplaced).toEqual([]);
    for (const r of rows) {
      const mark = payMarkOf(r);
      if ('brand' in mark) expect(brandMarks).toContain(mark.brand);
      else expect(neutralMarks).toContain(mark.neutral);
    }
  });

  it('gives the brands players look for their real marks', () => {
    const seeded = (channel: string) => rows.find((r) => r.channel_id === channel)!;
    expect(payMarkOf(seeded('paypal'))).toEqual({ brand: 'paypal' });
    expect(payMarkOf(seeded('alipay'))).toEqual({ brand: 'alipay' });
    expect(payMarkOf(seeded('applepay'))).toEqual({ brand: 'applepay' });
    expect(payMarkOf(seeded('visa'))).toEqual({ brand: 'visa' });
    expect(payMarkOf(seeded('mastercard'))).toEqual({ brand: 'mastercard' });
    expect(payMarkOf(seeded('kakaopay'))).toEqual({ brand: 'kakao' });
    expect(payMarkOf(seeded('naverpay'))).toEqual({ brand: 'naver' });
    expect(payMarkOf({ channel_id: 'googlepay', family_id: 11801 })).toEqual({
      brand: 'googlepay',
    });
  });

  it('falls back by family, then to a neutral kind, for channels an operator adds later', () => {
    expect(payMarkWithSource({ channel_id: 'paypal_new', family_id: 10201 })).toEqual({
      mark: { brand: 'paypal' },
      source: 'family',
    });
    expect(payMarkWithSource({ channel_id: 'mystery', family_id: 99999 })).toEqual({
      mark: { neutral: 'checkout' },
      source: 'fallback',
    });
    // An inherited property name is not an entry of the table.
    expect(payMarkWithSource({ channel_id: 'constructor', family_id: 99999 }).source).toBe(
      'fallback',
    );
  });

  it('gives every third-party login its brand mark', () => {
    for (const method of loginMethods) expect(brandMarks).toContain(loginMarks[method]);
  });
});
