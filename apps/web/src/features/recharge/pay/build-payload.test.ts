import { describe, expect, it } from 'vitest';
import { sub } from '../../pay-methods/test-methods.ts';
import { bcp47, buildPayPayload, buildReplenishPayload, type PayInput } from './build-payload.ts';

const input: PayInput = {
  clientId: '1001',
  area: 'universal',
  selection: {
    server: { display: 'S1 Dawn', value: '5001' },
    realServer: '5002',
    role: { display: 'Borin', value: 'r7' },
    goods: { display: 'Starter pack', value: 'p600' },
  },
  method: sub(21, { channel_id: 'gcash', pay_id: 'PM-21' }),
  country: 'PH',
  env: {
    lang: 'zh-tw',
    platform: 'ios',
    did: 'dev-1',
    sessionId: 'sess-1',
    sessionTime: 1_700_000_000,
    trafficSource: 'social',
    areaId: '3',
    token: 'tok',
  },
};

describe('the pay payload (SPEC §7 common payload)', () => {
  it('carries the selection, the method and the visit, never a price', () => {
    expect(buildPayPayload(input)).toEqual({
      client_id: '1001',
      server_id: '5002',
      role_id: 'r7',
      platform: 'ios',
      product_id: 'p600',
      domain_area: 'universal',
      bcp47_lang: 'zh-TW',
      spec_lang: 'zh-tw',
      country: 'PH',
      did: 'dev-1',
      session_id: 'sess-1',
      session_time: 1_700_000_000,
      traffic_source: 'social',
      areaId: '3',
      payway_id: 21,
      channel_id: 'gcash',
      channel: 'gcash',
      pay_id: 'PM-21',
      oauth_token: 'tok',
    });
  });

  it("uses the picked server when the role's own server is unknown", () => {
    const payload = buildPayPayload({
      ...input,
      selection: { ...input.selection, realServer: undefined },
    });
    expect(payload?.server_id).toBe('5001');
  });

  it('is null without role or goods', () => {
    expect(
      buildPayPayload({ ...input, selection: { ...input.selection, role: undefined } }),
    ).toBeNull();
    expect(
      buildPayPayload({ ...input, selection: { ...input.selection, goods: undefined } }),
    ).toBeNull();
  });

  it('spells languages the BCP 47 way', () => {
    expect([bcp47('en'), bcp47('zh-cn'), bcp47('PT')]).toEqual(['en', 'zh-CN', 'pt']);
  });
});

describe('the make-up payment payload', () => {
  it('names the link instead of goods, server and role, and never a price', () => {
    const { selection: _selection, ...rest } = input;
    const payload = buildReplenishPayload({
      ...rest,
      clientId: '11103',
      replenishId: 'R'.repeat(43),
    });
    expect(payload).toMatchObject({
      client_id: '11103',
      replenish_id: 'R'.repeat(43),
      server_id: '',
      role_id: '',
      product_id: '',
      country: 'PH',
      payway_id: 21,
      channel_id: 'gcash',
      oauth_token: 'tok',
    });
    expect(payload).not.toHaveProperty('coupon_code');
    expect(Object.keys(payload).some((k) => /price|amount/.test(k))).toBe(false);
  });
});
