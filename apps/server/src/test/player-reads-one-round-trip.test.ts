import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponListSchema } from '@topup/contracts/coupons';
import { dailyStateSchema } from '@topup/contracts/daily-rewards';
import { spendingCapsSchema } from '@topup/contracts/spending-caps';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { countQueries } from './query-counter.ts';
import { playerOf, setPoints } from '../modules/coupons/test-kit.ts';
import { dropSeededCalendars, insertCalendar } from '../modules/daily-rewards/test-kit.ts';
import { demoRole } from '../modules/activity/test-kit.ts';
import { testClock } from '../modules/orders/test-kit.ts';
import { tenantById } from '../modules/payments/test-kit.ts';

// Issue 32: a logged-in player's coupon list (was five statements), spending caps (three) and
// daily state (three) are each one statement: the session and the player's parts together, as
// vipInfo (modules/vip/one-round-trip.test.ts). The answers' own content is covered by each
// module's tests; here the parts that travel as JSON (dates, nested lists) are checked too.

// Tuesday 10 March 2026, 11:00 in New York (watt's zone).
const clock = testClock('2026-03-10T15:00:00.000Z');
let t: TestApp;
const watt = tenantById('watt');
const demo = playerOf(() => t.app, watt);

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  await dropSeededCalendars(t.app, 'watt');
  await insertCalendar(t.app, {
    id: 'march',
    steps: 3,
    resetHour: 5,
    startsAt: '2026-03-01T05:00:00Z',
    endsAt: '2026-04-01T04:00:00Z',
  });
  await demo.login();
});
afterAll(() => t.close());

/** The statements one GET sends (the game row is cached by an earlier call of the same route). */
async function counted(path: string, params: Record<string, string> = {}) {
  await demo.get(path, params);
  const counter = countQueries(t.app.database);
  try {
    const res = await demo.get(path, params);
    return { res, statements: counter.texts() };
  } finally {
    counter.stop();
  }
}

describe("a player's own pages in one statement each", () => {
  it('the coupon list: levels, points and the coupons held (with their dates)', async () => {
    await setPoints(t.app, 'watt', demo.suid, 2500);
    const before = couponListSchema.parse((await demo.list('avail,lock')).data).list;
    const claimable = before.filter((c) => c.use_category === 'claim');
    expect(claimable.length).toBeGreaterThan(0);
    const claimed = await demo.claim(claimable[0]!.template_id);
    expect(claimed.code, claimed.msg).toBe(1);

    const { res, statements } = await counted('/api/coupons/couponList', {
      use_category: 'avail,lock',
    });
    expect(statements).toHaveLength(1);
    const list = couponListSchema.parse(res.data).list;
    const held = list.find((c) => c.use_category === 'avail');
    expect(held).toMatchObject({
      code: (claimed.data as { code: string }).code,
      template_id: claimable[0]!.template_id,
      name: claimable[0]!.name,
      discount_rate: claimable[0]!.discount_rate,
      valid_end_time: claimable[0]!.valid_end_time,
      time_zone: 'America/New_York',
    });
    // The claimed template is no longer claimable this period; locked levels are still listed.
    expect(list.filter((c) => c.use_category === 'claim')).toHaveLength(claimable.length - 1);
    expect(list.filter((c) => c.use_category === 'lock')).toEqual(
      before.filter((c) => c.use_category === 'lock'),
    );

    const history = await counted('/api/coupons/couponList', { use_category: 'history' });
    expect(history.statements).toHaveLength(1);
    expect(history.res.data).toEqual({ list: [] });
  });

  it('the spending caps: the caps row (a raise waiting out its cooling-off) and the spend', async () => {
    const set = (body: Record<string, unknown>) =>
      demo.post('/api/account/setSpendingCaps', {
        daily: null,
        weekly: null,
        monthly: null,
        age_band: null,
        cooling_off: false,
        ...body,
      });
    expect((await set({ daily: 5_000, cooling_off: true })).code).toBe(1);
    expect((await set({ daily: 9_000, cooling_off: true })).code).toBe(1);

    const { res, statements } = await counted('/api/account/getSpendingCaps');
    expect(statements).toHaveLength(1);
    expect(spendingCapsSchema.parse(res.data)).toEqual({
      currency: 'USD',
      daily: 5_000,
      weekly: null,
      monthly: null,
      age_band: null,
      cooling_off: true,
      pending: {
        daily: 9_000,
        weekly: null,
        monthly: null,
        age_band: null,
        cooling_off: true,
        // 24 hours after the change, in seconds.
        effective_at: Date.parse('2026-03-11T15:00:00.000Z') / 1000,
      },
      spent: { daily: 0, weekly: 0, monthly: 0 },
      jp_age_limits: false,
      age_monthly_limit: null,
      pin_set: false,
    });
  });

  it('the daily state: the running calendar and the days claimed in it', async () => {
    const role = demoRole('1002');
    const claim = await demo.post('/api/daily/claim', {
      role_id: role.roleId,
      server_id: role.serverId,
    });
    expect(claim.code, claim.msg).toBe(1);

    const { res, statements } = await counted('/api/daily/state');
    expect(statements).toHaveLength(1);
    expect(dailyStateSchema.parse(res.data)).toMatchObject({
      calendar_id: 'march',
      names: { en: 'Calendar march' },
      day: '2026-03-10',
      today_step: 1,
      claimed_today: true,
      next_reset_at: '2026-03-11T09:00:00.000Z',
      ends_at: '2026-04-01T04:00:00.000Z',
      steps: [
        { step: 1, state: 'claimed_today', rewards: [{ quantity: 10 }] },
        { step: 2, rewards: [{ quantity: 20 }] },
        { step: 3, rewards: [{ quantity: 30 }] },
      ],
    });
  });

  it('without a live session: -600, the parts unread', async () => {
    const res = await t.app.inject({
      url: `/api/daily/state?client_id=${demo.clientId}&oauth_token=${'x'.repeat(32)}`,
      headers: { host: demo.host },
    });
    expect(res.json()).toMatchObject({ code: -600 });
  });
});
