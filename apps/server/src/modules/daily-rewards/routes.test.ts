import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyStateSchema, type DailyState } from '@topup/contracts/daily-rewards';
import { dailyClaims } from '../../db/tables/daily-rewards.ts';
import { demoDeliveries } from '../../db/tables/demo-game.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { demoRole } from '../activity/test-kit.ts';
import { playerOf } from '../coupons/test-kit.ts';
import { balanceOf, testClock } from '../orders/test-kit.ts';
import { tenantById } from '../payments/test-kit.ts';
import { dailyDeliveryId } from './daily-payload.ts';
import { dropSeededCalendars, insertCalendar } from './test-kit.ts';

// Watt counts days in America/New_York (UTC-4 after 8 March 2026); the calendar resets at 05:00
// local, i.e. 09:00Z. The clock starts on Tuesday 10 March, 11:00 local.
const clock = testClock('2026-03-10T15:00:00.000Z');
const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());
let t: TestApp;
const watt = tenantById('watt');
const demo = playerOf(() => t.app, watt);
const role = demoRole('1002');

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  await dropSeededCalendars(t.app, 'watt');
  await dropSeededCalendars(t.app, 'dragon');
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

async function state(): Promise<DailyState> {
  const res = await demo.get('/api/daily/state');
  expect(res.code, res.msg).toBe(1);
  return dailyStateSchema.parse(res.data);
}

const claim = (who: { serverId: string; roleId: string }, send = demo) =>
  send.post('/api/daily/claim', { role_id: who.roleId, server_id: who.serverId });

const states = (s: DailyState) => s.steps.map((x) => x.state);

describe('daily rewards', () => {
  it('shows the calendar: today is step 1, the next reset at 05:00 local tomorrow', async () => {
    const s = await state();
    expect(s).toMatchObject({
      calendar_id: 'march',
      time_zone: 'America/New_York',
      day: '2026-03-10',
      today_step: 1,
      claimed_today: false,
      next_reset_at: '2026-03-11T09:00:00.000Z',
      seconds_to_reset: 18 * 3600,
    });
    expect(states(s)).toEqual(['today', 'upcoming', 'upcoming']);
    expect(s.steps[0]!.rewards).toEqual([
      { names: { en: 'Diamonds' }, icon: 'diamond', quantity: 10 },
    ]);
  });

  it('claims today once; the game gets it once through the relay', async () => {
    const before = await balanceOf(t.app.db, role);
    const ok = await claim(role);
    expect(ok).toMatchObject({
      code: 1,
      data: { calendar_id: 'march', day: '2026-03-10', step: 1, role_id: role.roleId },
    });
    const again = await claim(role);
    expect(again).toMatchObject({
      code: -3026,
      msg: "Today's daily reward has already been claimed. Come back after the next reset.",
    });
    // The account claims, not the character: another of its characters is refused too.
    expect((await claim(demoRole('1017'))).code).toBe(-3026);
    const s = await state();
    expect(s).toMatchObject({ claimed_today: true, today_step: 1 });
    expect(states(s)).toEqual(['claimed_today', 'upcoming', 'upcoming']);

    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 1 });
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 0 });
    expect(await balanceOf(t.app.db, role)).toBe(before + 10);
    const id = dailyDeliveryId({
      tenantId: 'watt',
      calendarId: 'march',
      suid: demo.suid,
      day: '2026-03-10',
    });
    const deliveries = await t.app.db
      .select()
      .from(demoDeliveries)
      .where(eq(demoDeliveries.deliveryId, id));
    expect(deliveries).toMatchObject([{ amount: 10, source: 'daily', roleId: role.roleId }]);
    const [row] = await t.app.db
      .select()
      .from(dailyClaims)
      .where(and(eq(dailyClaims.calendarId, 'march'), eq(dailyClaims.day, '2026-03-10')));
    expect(row!.deliveredAt).not.toBeNull();
  });

  it('opens the next step at the reset hour; a missed day keeps the step', async () => {
    // 04:59 local on the 11th is still the 10th's reward day.
    setClock('2026-03-11T08:59:00Z');
    expect((await claim(role)).code).toBe(-3026);
    setClock('2026-03-11T09:00:00Z');
    await demo.login();
    expect(await state()).toMatchObject({ day: '2026-03-11', today_step: 2, claimed_today: false });
    // Nothing on the 11th or 12th: on the 13th the player still gets step 2.
    setClock('2026-03-13T15:00:00Z');
    await demo.login();
    expect(states(await state())).toEqual(['claimed', 'today', 'upcoming']);
    expect(await claim(role)).toMatchObject({ code: 1, data: { step: 2, day: '2026-03-13' } });
    setClock('2026-03-14T15:00:00Z');
    expect(await claim(role)).toMatchObject({ code: 1, data: { step: 3 } });
    // After the last step a new round begins at step 1.
    setClock('2026-03-15T15:00:00Z');
    expect(await state()).toMatchObject({ today_step: 1 });
    expect(states(await state())).toEqual(['today', 'upcoming', 'upcoming']);
  });

  it('refuses another player’s character or the wrong server, and writes nothing', async () => {
    setClock('2026-03-16T15:00:00Z');
    await demo.login();
    // 1003031 belongs to the card account.
    expect(await claim({ serverId: '1003', roleId: '1003031' })).toMatchObject({
      code: -3030,
      msg: 'Fail to find the character, please re-select or change the account',
    });
    expect((await claim({ serverId: '1003', roleId: role.roleId })).code).toBe(-3030);
    const rows = await t.app.db
      .select()
      .from(dailyClaims)
      .where(and(eq(dailyClaims.calendarId, 'march'), eq(dailyClaims.day, '2026-03-16')));
    expect(rows).toEqual([]);
    expect((await state()).claimed_today).toBe(false);
  });

  it('answers -3025 without a running calendar, and -600 without a login', async () => {
    setClock('2026-04-01T04:00:00Z');
    await demo.login();
    expect(await demo.get('/api/daily/state')).toMatchObject({
      code: -3025,
      msg: 'There is no daily reward for this game right now',
    });
    expect((await claim(role)).code).toBe(-3025);
    setClock('2026-03-20T15:00:00Z');

    const anonymous = await t.app.inject({
      url: `/api/daily/state?client_id=${demo.clientId}`,
      headers: { host: demo.host },
    });
    expect(anonymous.json()).toMatchObject({ code: -600 });
    const anonymousClaim = await t.app.inject({
      method: 'POST',
      url: '/api/daily/claim',
      headers: { host: demo.host },
      payload: { client_id: demo.clientId, role_id: role.roleId, server_id: role.serverId },
    });
    expect(anonymousClaim.json()).toMatchObject({ code: -600 });
    const rows = await t.app.db
      .select()
      .from(dailyClaims)
      .where(and(eq(dailyClaims.calendarId, 'march'), eq(dailyClaims.day, '2026-03-20')));
    expect(rows).toEqual([]);
  });

  it('keeps brands apart: another brand’s player sees no calendar of watt', async () => {
    const dragon = playerOf(() => t.app, tenantById('dragon'));
    await dragon.login();
    const [dragonRole] = await t.app.gameGateway.listRoles(
      'dragon',
      tenantById('dragon').games[0]!.code,
      dragon.suid,
    );
    expect((await dragon.get('/api/daily/state')).code).toBe(-3025);
    const res = await claim({ serverId: dragonRole!.serverId, roleId: dragonRole!.roleId }, dragon);
    expect(res.code).toBe(-3025);
  });

  it('answers in the player’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/daily/claim',
      headers: { host: demo.host, 'accept-language': 'ru' },
      payload: {
        client_id: demo.clientId,
        oauth_token: demo.token(),
        role_id: '1003031',
        server_id: '1003',
      },
    });
    expect(res.json()).toMatchObject({
      code: -3030,
      msg: 'Персонаж не найден. Выберите заново или смените аккаунт.',
    });
    setClock('2026-04-02T15:00:00Z');
    const none = await t.app.inject({
      url: `/api/daily/state?client_id=${demo.clientId}&oauth_token=${demo.token()}`,
      headers: { host: demo.host, 'accept-language': 'ru' },
    });
    expect(none.json()).toMatchObject({
      code: -3025,
      msg: 'Сейчас для этой игры нет ежедневной награды',
    });
  });
});
