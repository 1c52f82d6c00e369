import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityInfoSchema,
  activityStatusSchema,
  type Activity,
  type ActivityInfo,
} from '@topup/contracts/activity';
import { activities } from '../../db/tables/activities.ts';
import { demoDeliveries } from '../../db/tables/demo-game.ts';
import { outbox } from '../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';
import { playerOf } from '../coupons/test-kit.ts';
import { balanceOf, newOrderInput, testClock } from '../orders/test-kit.ts';
import { tenantById } from '../payments/test-kit.ts';
import { rewardDeliveryId } from './reward-payload.ts';
import { demoRole, insertEvent, payAndDeliver } from './test-kit.ts';

// Watt counts days in America/New_York (UTC-4 in March 2026 after the 8th). The clock starts on
// Tuesday 10 March, 11:00 local; each scenario moves it to absolute instants of its own and uses
// its own character, so the scenarios do not mix.
const clock = testClock('2026-03-10T15:00:00.000Z');
const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());
let t: TestApp;
const watt = tenantById('watt');
const demo = playerOf(() => t.app, watt);

const march = { startsAt: '2026-03-01T05:00:00Z', endsAt: '2026-04-01T04:00:00Z' };

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  await insertEvent(t.app, {
    id: 't-sum',
    kind: 'cumulative',
    ...march,
    tiers: [
      [500, 100],
      [1500, 300],
    ],
  });
  await insertEvent(t.app, {
    id: 't-streak',
    kind: 'continuous',
    ...march,
    minDailyMinor: 499,
    tiers: [
      [2, 50],
      [3, 200],
    ],
  });
  await insertEvent(t.app, {
    id: 't-ended',
    kind: 'cumulative',
    startsAt: '2026-02-01T05:00:00Z',
    endsAt: '2026-03-01T05:00:00Z',
    tiers: [[100, 10]],
  });
  await insertEvent(t.app, {
    id: 't-later',
    kind: 'cumulative',
    startsAt: '2026-05-01T04:00:00Z',
    endsAt: '2026-06-01T04:00:00Z',
    tiers: [[100, 10]],
  });
  await insertEvent(t.app, {
    id: 't-euro',
    kind: 'cumulative',
    ...march,
    currency: 'EUR',
    tiers: [[100, 10]],
  });
  await demo.login();
});
afterAll(() => t.close());

async function info(role?: { serverId: string; roleId: string }): Promise<ActivityInfo> {
  const params: Record<string, string> = { domain_area: 'universal' };
  if (role) Object.assign(params, { role_id: role.roleId, server_id: role.serverId });
  const res = await demo.get('/api/cumulative/cumulativeActivityInfo', params);
  expect(res.code, res.msg).toBe(1);
  return activityInfoSchema.parse(res.data);
}

async function event(id: string, role?: { serverId: string; roleId: string }): Promise<Activity> {
  const found = (await info(role)).activities.find((a) => a.activity_id === id);
  if (!found) throw new Error(`event ${id} not listed`);
  return found;
}

const states = (a: Activity) => a.tiers.map((tier) => tier.state);

const claim = (
  activityId: string,
  tierId: number,
  role: { serverId: string; roleId: string },
  send = demo,
) =>
  send.post('/api/cumulative/receiveActivityGift', {
    activity_id: activityId,
    tier_id: tierId,
    role_id: role.roleId,
    server_id: role.serverId,
  });

describe('status and page config', () => {
  it('lists the live events of the game in the area currency, not ended, future or EUR ones', async () => {
    const res = await demo.get('/api/cumulative/status', { domain_area: 'universal' });
    const status = activityStatusSchema.parse(res.data);
    expect(status.cumulative_ids).toEqual(['t-sum']);
    expect(status.continue_ids).toEqual(['t-streak']);
    expect(status).toMatchObject({ is_has_cumulative: true, is_has_continue: true });
    const listed = (await info()).activities.map((a) => a.activity_id);
    expect(listed).toEqual(['t-sum', 't-streak']);
  });

  it('sets is_has_cumulative / is_has_continue from the live events, per game', async () => {
    const config = async (clientId: string) =>
      (
        await t.app.inject({
          url: `/api/config/recharge?client_id=${clientId}&domain_area=universal`,
          headers: { host: demo.host },
        })
      ).json().data;
    expect(await config('11103')).toMatchObject({
      cumulative_config: { is_has_cumulative: true },
      continue_config: { is_has_continue: true },
    });
    // Spark Legends' seeded events run around the real date, not this test clock's March.
    await t.app.db
      .delete(activities)
      .where(and(eq(activities.tenantId, 'watt'), eq(activities.gameCode, 'spark-legends')));
    expect(await config('11203')).toMatchObject({
      cumulative_config: { is_has_cumulative: false },
      continue_config: { is_has_continue: false },
    });
  });

  it('shows a visitor the tiers, all locked, without progress', async () => {
    const visitor = await t.app.inject({
      url: '/api/cumulative/cumulativeActivityInfo?client_id=11103&domain_area=universal',
      headers: { host: demo.host },
    });
    const body = activityInfoSchema.parse(visitor.json().data);
    expect(body.role_id).toBeNull();
    const sum = body.activities.find((a) => a.activity_id === 't-sum')!;
    expect(sum).toMatchObject({ progress: 0, currency: 'USD', min_daily_minor: 0 });
    expect(sum.tiers.map((x) => [x.threshold, x.state])).toEqual([
      [500, 'locked'],
      [1500, 'locked'],
    ]);
    expect(sum.seconds_left).toBe((Date.parse(march.endsAt) - clock.now().getTime()) / 1000);
    expect(body.time_zone).toBe('America/New_York');
  });
});

describe('accumulated top-up', () => {
  const role = demoRole('1002');

  it('moves with delivered payments, claims a reached tier once, and the game gets it once', async () => {
    setClock('2026-03-10T15:00:00Z');
    expect((await event('t-sum', role)).progress).toBe(0);
    await payAndDeliver(t.app, role, 499);
    let sum = await event('t-sum', role);
    expect(sum.progress).toBe(499);
    expect(states(sum)).toEqual(['locked', 'locked']);
    expect((await claim('t-sum', 1, role)).code).toBe(-3023);

    await payAndDeliver(t.app, role, 499);
    sum = await event('t-sum', role);
    expect(sum.progress).toBe(998);
    expect(states(sum)).toEqual(['claimable', 'locked']);

    const before = await balanceOf(t.app.db, role);
    const ok = await claim('t-sum', 1, role);
    expect(ok).toMatchObject({
      code: 1,
      data: { activity_id: 't-sum', tier_id: 1, state: 'received' },
    });
    const after = await info(role);
    expect(states(after.activities[0]!)).toEqual(['received', 'locked']);
    expect(after.claimed).toMatchObject([{ activity_id: 't-sum', tier_id: 1, delivered: false }]);

    const again = await claim('t-sum', 1, role);
    expect(again).toMatchObject({ code: -3024, msg: 'This reward has already been received' });
    expect((await claim('t-sum', 2, role)).code).toBe(-3023);

    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 1 });
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 0 });
    expect(await balanceOf(t.app.db, role)).toBe(before + 100);
    const id = rewardDeliveryId({
      tenantId: 'watt',
      activityId: 't-sum',
      tierId: 1,
      gameCode: 'voltage-arena',
      roleId: role.roleId,
    });
    const deliveries = await t.app.db
      .select()
      .from(demoDeliveries)
      .where(eq(demoDeliveries.deliveryId, id));
    expect(deliveries).toMatchObject([{ amount: 100, source: 'event', roleId: role.roleId }]);
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.deliveryId, id));
    expect(row).toMatchObject({ kind: 'reward', attempts: 1, lastError: null });
    expect((await info(role)).claimed).toMatchObject([{ tier_id: 1, delivered: true }]);
  });

  it('counts card, make-up and coupon orders at the amount paid; not undelivered, other currencies or other roles', async () => {
    const mine = demoRole('1003');
    await payAndDeliver(t.app, mine, 999, { purpose: 'card', ref: 'card-1' });
    await payAndDeliver(t.app, mine, 300, { purpose: 'replenish', ref: 'rp-1' });
    // A coupon order: 4.74 paid for goods priced 4.99.
    await payAndDeliver(t.app, mine, 474, { originalAmountMinor: 499, couponCode: 'NO-SUCH' });
    await payAndDeliver(t.app, mine, 700, { currency: 'EUR' });
    // Paid, not delivered yet: it counts once the game has it.
    await payAndDeliver(t.app, mine, 100, { deliver: false });
    // Opened, never paid.
    await t.app.orders.createOrder(newOrderInput({ ...mine, amountMinor: 5000 }));
    expect((await event('t-sum', mine)).progress).toBe(999 + 300 + 474);
    await t.app.outboxRelay.runOnce();
    expect((await event('t-sum', mine)).progress).toBe(999 + 300 + 474 + 100);
    // Another character of the same player has paid nothing.
    expect((await event('t-sum', demoRole('1015'))).progress).toBe(0);
  });

  it('ignores payments outside the window', async () => {
    const role1016 = demoRole('1016');
    setClock('2026-02-27T15:00:00Z');
    await payAndDeliver(t.app, role1016, 999);
    setClock('2026-03-10T15:00:00Z');
    await payAndDeliver(t.app, role1016, 100);
    expect((await event('t-sum', role1016)).progress).toBe(100);
  });
});

describe('consecutive-day top-up', () => {
  it('builds a streak over several days, by the brand’s calendar days', async () => {
    const role = demoRole('1029');
    setClock('2026-03-10T15:00:00Z');
    await payAndDeliver(t.app, role, 499);
    let streak = await event('t-streak', role);
    expect(streak).toMatchObject({ progress: 1, today_counted: true, min_daily_minor: 499 });
    expect(states(streak)).toEqual(['locked', 'locked']);

    // 11 March 02:30 UTC is still 10 March in New York: the same day, no new one.
    setClock('2026-03-11T02:30:00Z');
    await payAndDeliver(t.app, role, 499);
    expect(await event('t-streak', role)).toMatchObject({ progress: 1, today_counted: true });

    // Next morning: yesterday still counts while today is open.
    setClock('2026-03-11T13:00:00Z');
    expect(await event('t-streak', role)).toMatchObject({ progress: 1, today_counted: false });
    // Two payments on one day add up to the daily minimum.
    await payAndDeliver(t.app, role, 200);
    expect((await event('t-streak', role)).today_counted).toBe(false);
    await payAndDeliver(t.app, role, 300);
    streak = await event('t-streak', role);
    expect(streak).toMatchObject({ progress: 2, today_counted: true });
    expect(states(streak)).toEqual(['claimable', 'locked']);

    setClock('2026-03-12T22:00:00Z');
    await payAndDeliver(t.app, role, 999);
    streak = await event('t-streak', role);
    expect(streak.progress).toBe(3);
    expect(states(streak)).toEqual(['claimable', 'claimable']);
    expect((await claim('t-streak', 2, role)).code).toBe(1);
    expect(states(await event('t-streak', role))).toEqual(['claimable', 'received']);
  });

  it('breaks the streak on a missed day; a tier once reached stays reached', async () => {
    const role = demoRole('1030');
    setClock('2026-03-14T15:00:00Z');
    await payAndDeliver(t.app, role, 499);
    setClock('2026-03-15T15:00:00Z');
    await payAndDeliver(t.app, role, 499);
    expect(await event('t-streak', role)).toMatchObject({ progress: 2, best_streak: 2 });
    // 16 March: too little to count.
    setClock('2026-03-16T15:00:00Z');
    await payAndDeliver(t.app, role, 498);
    expect(await event('t-streak', role)).toMatchObject({ progress: 2, today_counted: false });

    setClock('2026-03-17T15:00:00Z');
    let streak = await event('t-streak', role);
    expect(streak).toMatchObject({ progress: 0, best_streak: 2 });
    expect(states(streak)).toEqual(['claimable', 'locked']);
    await payAndDeliver(t.app, role, 499);
    setClock('2026-03-18T15:00:00Z');
    await payAndDeliver(t.app, role, 499);
    streak = await event('t-streak', role);
    // 14, 15 and 17, 18: two runs of two, never three in a row.
    expect(streak).toMatchObject({ progress: 2, best_streak: 2 });
    expect(states(streak)).toEqual(['claimable', 'locked']);
    expect((await claim('t-streak', 2, role)).code).toBe(-3023);

    setClock('2026-03-19T15:00:00Z');
    await payAndDeliver(t.app, role, 499);
    expect(states(await event('t-streak', role))).toEqual(['claimable', 'claimable']);
  });
});

describe('refusals', () => {
  const role = demoRole('1031');

  it('answers -3022 for an ended, a future, an unknown event or tier', async () => {
    setClock('2026-03-20T15:00:00Z');
    await payAndDeliver(t.app, role, 9999);
    expect(await claim('t-ended', 1, role)).toMatchObject({
      code: -3022,
      msg: 'This event has ended',
    });
    expect(await claim('t-later', 1, role)).toMatchObject({
      code: -3022,
      msg: 'This event has not started yet',
    });
    expect(await claim('nope', 1, role)).toMatchObject({
      code: -3022,
      msg: 'This event does not exist',
    });
    expect(await claim('t-sum', 9, role)).toMatchObject({ code: -3022 });
    // The event ends for everyone at ends_at, even for a tier reached before.
    expect((await event('t-sum', role)).tiers[0]!.state).toBe('claimable');
    setClock(march.endsAt);
    expect((await claim('t-sum', 1, role)).code).toBe(-3022);
    expect((await info(role)).activities.map((a) => a.activity_id)).not.toContain('t-sum');
    setClock('2026-03-20T15:00:00Z');
  });

  it('refuses another player’s character, another game, another brand and visitors', async () => {
    // 1003031 belongs to the card account.
    const theirs = { serverId: '1003', roleId: '1003031' };
    expect((await claim('t-sum', 1, theirs)).code).toBe(-3030);
    const res = await demo.get('/api/cumulative/cumulativeActivityInfo', {
      role_id: theirs.roleId,
      server_id: theirs.serverId,
    });
    expect(res.code).toBe(-3030);
    // The right role on the wrong server.
    expect((await claim('t-sum', 1, { serverId: '1002', roleId: role.roleId })).code).toBe(-3030);

    // Spark Legends (11203) is another game: its players cannot claim Voltage Arena's events.
    const sparkToken = (await loginAs(t.app, demo.host, { clientId: '11203' })).oauth_token;
    const spark = await t.app.inject({
      method: 'POST',
      url: '/api/cumulative/receiveActivityGift',
      headers: { host: demo.host },
      payload: {
        client_id: '11203',
        oauth_token: sparkToken,
        activity_id: 't-sum',
        tier_id: 1,
        role_id: '2001011',
        server_id: '2001',
      },
    });
    expect(spark.json()).toMatchObject({ code: -3022, msg: 'This event does not exist' });

    const dragon = playerOf(() => t.app, tenantById('dragon'));
    await dragon.login();
    const [dragonRole] = await t.app.gameGateway.listRoles(
      'dragon',
      tenantById('dragon').games[0]!.code,
      dragon.suid,
    );
    const foreign = await claim(
      't-sum',
      1,
      { serverId: dragonRole!.serverId, roleId: dragonRole!.roleId },
      dragon,
    );
    expect(foreign.code).toBe(-3022);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/cumulative/receiveActivityGift',
      headers: { host: demo.host },
      payload: {
        client_id: '11103',
        activity_id: 't-sum',
        tier_id: 1,
        role_id: role.roleId,
        server_id: role.serverId,
      },
    });
    expect(anonymous.json().code).toBe(-600);
  });
});
