import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createTestStaff } from '../test-kit.ts';
import {
  consoleCall,
  couponTemplate,
  rhinoEvent,
  rhinoGift,
  rhinoGoods,
  rhinoRushWeb,
  rhinosHost,
  vipLevel,
  type Headers,
} from './test-kit.ts';

// Events and tiers, VIP levels and coupon templates, third-party gifts through the console.
let t: TestApp;
let owner: Headers;
const base = '/api/console/catalog/rhinos';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  consoleCall(t.app, owner, method, url, body);

beforeAll(async () => {
  // The clock inside the event's window, so the storefront counts it as live.
  t = await createTestApp({}, { now: () => new Date('2026-03-15T00:00:00Z') });
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos', 'ru'] })).headers;
});
afterAll(async () => {
  await t?.close();
});

describe('console catalog: events and tiers', () => {
  it("creates an event with tiers; the storefront's page config flags it at once", async () => {
    const flags = async () => {
      const res = await t.app.inject({
        url: `/api/config/recharge?client_id=${rhinoRushWeb}&domain_area=universal`,
        headers: { host: rhinosHost },
      });
      return JSON.stringify(res.json());
    };
    const before = await flags();
    const res = await call('PUT', `${base}/games/rhino-rush/events/spring`, rhinoEvent());
    expect(res).toMatchObject({
      code: 1,
      data: {
        event_id: 'spring',
        game_code: 'rhino-rush',
        currency: 'USD',
        tiers: [{ tier: 1 }, { tier: 2 }],
      },
    });
    const after = await flags();
    expect(after).not.toBe(before);

    const changed = await call(
      'PUT',
      `${base}/games/rhino-rush/events/spring`,
      rhinoEvent([1, 2, 3]),
    );
    expect(changed.data.tiers).toHaveLength(3);
    const list = await call('GET', `${base}/games/rhino-rush/events`);
    expect(list.data.events.map((e: { event_id: string }) => e.event_id)).toContain('spring');
  });

  it('refuses bad events with -400', async () => {
    const bad: [string, unknown][] = [
      ['window backwards', { ...rhinoEvent(), ends_at: '2026-02-01T00:00:00Z' }],
      ['currency not sold', { ...rhinoEvent(), currency: 'EUR' }],
      ['no tiers', { ...rhinoEvent(), tiers: [] }],
      ['tier twice', { ...rhinoEvent([1, 1]) }],
      ['zero threshold', { ...rhinoEvent(), tiers: [{ ...rhinoEvent().tiers[0], threshold: 0 }] }],
    ];
    for (const [why, body] of bad) {
      const res = await call('PUT', `${base}/games/rhino-rush/events/bad`, body);
      expect({ why, status: res.status }).toEqual({ why, status: 400 });
    }
    expect(
      (await call('PUT', `${base}/games/rhino-clash/events/spring`, rhinoEvent())).msg,
    ).toContain('belongs to game rhino-rush');
  });

  it('removes an event nobody claimed', async () => {
    expect((await call('DELETE', `${base}/events/spring`)).data).toEqual({ deleted: true });
    expect((await call('DELETE', `${base}/events/spring`)).status).toBe(404);
  });
});

describe('console catalog: VIP levels and coupon templates', () => {
  it('creates a level and a coupon template of it; a level with coupons stays', async () => {
    expect((await call('PUT', `${base}/vip/levels/9`, vipLevel)).data).toMatchObject({
      level: 9,
      show_name: 'VIP Gold',
      coupons: [],
    });
    const coupon = await call('PUT', `${base}/vip/coupons/gold-month`, {
      ...couponTemplate,
      level: 9,
    });
    expect(coupon.data).toMatchObject({ coupon_id: 'gold-month', level: 9, discount_rate: 90 });
    const vip = await call('GET', `${base}/vip`);
    expect(vip.data.vip).toBe(true);
    expect(vip.data.levels.find((l: { level: number }) => l.level === 9).coupons).toHaveLength(1);
    expect((await call('DELETE', `${base}/vip/levels/9`)).status).toBe(400);
    expect((await call('DELETE', `${base}/vip/coupons/gold-month`)).code).toBe(1);
    expect((await call('DELETE', `${base}/vip/levels/9`)).code).toBe(1);
  });

  it('answers names per language, not as JSON text, and stores them so the shop reads them', async () => {
    // The demo seed stores level names as a JSON map in a text column.
    const seeded = (await call('GET', `${base}/vip`)).data.levels[0];
    expect(seeded.names.en).toBe('Bronze');
    expect(Object.keys(seeded.names).length).toBeGreaterThan(10);
    const names = { en: 'Jade', ko: '비취', ar: 'اليشم' };
    expect((await call('PUT', `${base}/vip/levels/8`, { ...vipLevel, names })).data.names).toEqual(
      names,
    );
    const shop = await t.app.inject({
      method: 'GET',
      url: `/api/coupons/vipBasicInfo?client_id=${rhinoRushWeb}&spec_lang=ko`,
      headers: { host: rhinosHost },
    });
    expect(JSON.stringify(shop.json())).toContain('비취');
    // Every name needs the brand's own language, which the shop falls back to.
    expect(
      (await call('PUT', `${base}/vip/levels/8`, { ...vipLevel, names: { ko: 'x' } })).status,
    ).toBe(400);
    expect((await call('DELETE', `${base}/vip/levels/8`)).code).toBe(1);
  });

  it('refuses a coupon of a missing level, a bad rate, and VIP on a brand without it', async () => {
    expect(
      (await call('PUT', `${base}/vip/coupons/x`, { ...couponTemplate, level: 99 })).status,
    ).toBe(400);
    expect(
      (await call('PUT', `${base}/vip/coupons/x`, { ...couponTemplate, discount_rate: 100 }))
        .status,
    ).toBe(400);
    expect((await call('PUT', '/api/console/catalog/ru/vip/levels/1', vipLevel)).msg).toContain(
      'not a VIP brand',
    );
  });
});

describe('console catalog: third-party gifts', () => {
  it('creates, changes and removes a gift; refuses goods of another game', async () => {
    await call('PUT', `${base}/games/rhino-rush/types/gift-type`, { names: { en: 'T' } });
    await call('POST', `${base}/games/rhino-rush/goods`, rhinoGoods('gift-goods', 'gift-type'));
    const gift = await call('PUT', `${base}/games/rhino-rush/gifts/partner`, {
      ...rhinoGift,
      product_id: 'gift-goods',
    });
    expect(gift.data).toMatchObject({ gift_id: 'partner', product_id: 'gift-goods', quantity: 2 });
    expect(
      (
        await call('PUT', `${base}/games/rhino-clash/gifts/other`, {
          ...rhinoGift,
          product_id: 'gift-goods',
        })
      ).status,
    ).toBe(400);
    const list = await call('GET', `${base}/games/rhino-rush/gifts`);
    expect(list.data.gifts.map((g: { gift_id: string }) => g.gift_id)).toContain('partner');
    expect((await call('DELETE', `${base}/gifts/partner`)).code).toBe(1);
  });
});
