import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponListSchema } from '@topup/contracts/coupons';
import { vipBasicInfoSchema } from '@topup/contracts/vip';
import { couponTemplates } from '../../db/tables/vip.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { testClock } from '../orders/test-kit.ts';
import { tenantById } from '../payments/test-kit.ts';
import { couponsOf, playerOf, setPoints } from './test-kit.ts';

// watt runs on America/New_York: EST (UTC-5) until 2026-03-08, EDT (UTC-4) after.
const clock = testClock('2026-03-01T10:00:00.000Z'); // Sunday 05:00 in New York, 2026-W09
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());
const watt = tenantById('watt');
const demo = playerOf(() => t.app, watt);
const gold = playerOf(() => t.app, watt, 'card');
const byTemplate = (list: { template_id: string }[], id: string) =>
  list.filter((c) => c.template_id === id);

describe('claiming VIP coupons per period (tenant time zone)', () => {
  it('lists the level-1 weekly coupon as claimable and higher ones as locked', async () => {
    await demo.login();
    const res = await demo.list('avail,lock');
    expect(res.code).toBe(1);
    const { list } = couponListSchema.parse(res.data);
    expect(byTemplate(list, 'v1-week')).toEqual([
      expect.objectContaining({
        code: '',
        use_category: 'claim',
        type: 'week',
        discount_rate: 95,
        time_zone: 'America/New_York',
        valid_end_time: '2026-03-02T05:00:00.000Z',
      }),
    ]);
    expect(list.filter((c) => c.use_category === 'lock').map((c) => c.template_id)).toContain(
      'v3-month',
    );
    expect(list.some((c) => c.use_category === 'avail')).toBe(false);
  });

  it('claims a weekly coupon once per ISO week, again after local Monday midnight', async () => {
    const first = await demo.claim('v1-week');
    expect(first).toMatchObject({
      code: 1,
      data: { code: expect.stringMatching(/^C[0-9A-F]{16}$/) },
    });
    expect((await demo.claim('v1-week')).code).toBe(-3062);

    const { list } = couponListSchema.parse((await demo.list('avail,lock')).data);
    expect(byTemplate(list, 'v1-week')).toEqual([
      expect.objectContaining({ code: first.data.code, use_category: 'avail', is_used: 0 }),
    ]);

    clock.advance(Date.parse('2026-03-02T04:59:59Z') - clock.now().getTime());
    await demo.login();
    expect((await demo.claim('v1-week')).code).toBe(-3062);

    clock.advance(1000); // Monday 00:00 in New York
    await demo.login();
    const history = couponListSchema.parse((await demo.list('history')).data).list;
    expect(history).toEqual([
      expect.objectContaining({ code: first.data.code, use_category: 'history', is_used: 0 }),
    ]);
    const second = await demo.claim('v1-week');
    expect(second.code).toBe(1);
    expect(second.data.code).not.toBe(first.data.code);
    const rows = await couponsOf(t.app, 'watt', demo.suid);
    expect(rows.map((r) => r.period).sort()).toEqual(['2026-W09', '2026-W10']);
  });

  it('refuses templates of a level the player has not reached', async () => {
    expect((await demo.claim('v3-month')).code).toBe(-3062);
    expect((await demo.claim('v2-welcome')).code).toBe(-3062);
    expect((await demo.claim('no-such-template')).code).toBe(-3062);
  });

  it('claims monthly coupons per local calendar month and permanent ones once', async () => {
    clock.advance(Date.parse('2026-03-31T23:30:00Z') - clock.now().getTime()); // 19:30 local
    await setPoints(t.app, 'watt', gold.suid, 2000);
    await gold.login();
    const month = await gold.claim('v3-month');
    expect(month.code).toBe(1);
    expect((await gold.claim('v3-month')).code).toBe(-3062);
    // Permanent coupons of every level reached stay claimable once.
    expect((await gold.claim('v2-welcome')).code).toBe(1);
    expect((await gold.claim('v1-week')).code).toBe(-3062); // not of the player's level
    const avail = couponListSchema.parse((await gold.list('avail,lock')).data).list;
    expect(byTemplate(avail, 'v3-month')[0]).toMatchObject({
      use_category: 'avail',
      valid_end_time: '2026-04-01T04:00:00.000Z', // EDT by then
    });
    expect(byTemplate(avail, 'v2-welcome')[0]).toMatchObject({ valid_end_time: null });

    clock.advance(Date.parse('2026-04-01T03:59:59Z') - clock.now().getTime());
    await gold.login();
    expect((await gold.claim('v3-month')).code).toBe(-3062); // still March in New York
    clock.advance(1000); // 2026-04-01 00:00 in New York
    await gold.login();
    expect((await gold.claim('v3-month')).code).toBe(1);
    expect((await gold.claim('v2-welcome')).code).toBe(-3062);
    const rows = await couponsOf(t.app, 'watt', gold.suid);
    expect(rows.map((r) => `${r.templateId}:${r.period}`).sort()).toEqual([
      'v2-welcome:permanent',
      'v3-month:2026-03',
      'v3-month:2026-04',
    ]);
  });

  it('stores and returns HTML in a coupon name as-is', async () => {
    const name = '<img src=x onerror="alert(1)"><b>VIP</b>';
    await t.app.db.insert(couponTemplates).values({
      tenantId: 'watt',
      templateId: 'html-name',
      levelId: 1,
      type: 'permanent',
      name,
      discountRate: 97,
    });
    await demo.login();
    const info = vipBasicInfoSchema.parse((await demo.get('/api/coupons/vipBasicInfo')).data);
    expect(info.levels[0]!.coupons.find((c) => c.template_id === 'html-name')?.name).toBe(name);
    const claim = await demo.claim('html-name');
    expect(claim.code).toBe(1);
    const { list } = couponListSchema.parse((await demo.list('avail,lock')).data);
    expect(list.find((c) => c.code === claim.data.code)?.name).toBe(name);
  });
});

describe('coupon calls on a tenant without VIP and with bad input', () => {
  const spot = playerOf(() => t.app, tenantById('spotJp'));

  it('answers an empty programme and refuses claims', async () => {
    await spot.login();
    expect((await spot.get('/api/coupons/vipBasicInfo')).data).toEqual({
      point_to_coin: '',
      faq_title: '',
      faq_content: '',
      levels: [],
    });
    expect((await spot.get('/api/coupons/vipInfo')).data).toMatchObject({ vip_level: 0 });
    expect((await spot.list('avail,lock')).data).toEqual({ list: [] });
    expect((await spot.claim('v1-week')).code).toBe(-3062);
  });

  it('answers -400 / -600 / -3001, never 500', async () => {
    await demo.login();
    const bad = [
      await demo.get('/api/coupons/couponList'),
      await demo.get('/api/coupons/couponList', { use_category: 'avail' }),
      await demo.post('/api/coupons/receiveCoupons', { template_id: '' }),
      await demo.post('/api/coupons/receiveCoupons', { template_id: 'x'.repeat(65) }),
      await demo.get('/api/pay/productPoints'),
    ];
    for (const res of bad) expect(res).toMatchObject({ status: 400, code: -400 });
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/receiveCoupons',
      headers: { host: demo.host, 'content-type': 'application/json' },
      payload: '{"client_id":',
    });
    expect(raw.json()).toMatchObject({ code: -400 });
    const anon = await t.app.inject({
      method: 'GET',
      url: `/api/coupons/vipInfo?client_id=${demo.clientId}`,
      headers: { host: demo.host },
    });
    expect(anon.json()).toMatchObject({ code: -600 });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/coupons/vipBasicInfo?client_id=99999',
      headers: { host: demo.host },
    });
    expect(unknown.json()).toMatchObject({ code: -3001 });
  });
});
