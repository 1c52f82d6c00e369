import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { playerOf } from '../../coupons/test-kit.ts';
import { tenantById } from '../../payments/test-kit.ts';
import { createTestStaff } from '../test-kit.ts';
import { consoleCall, type Headers } from './test-kit.ts';

// Daily reward calendars through the console; the storefront serves a saved calendar at once.
let t: TestApp;
let owner: Headers;
let analyst: Headers;
let ruOnly: Headers;
const base = '/api/console/catalog/rhinos/games/rhino-rush/daily';
const call = (method: 'GET' | 'PUT', url: string, body?: unknown, as = owner) =>
  consoleCall(t.app, as, method, url, body);

const calendar = (steps = 7) => ({
  names: { en: 'Daily login' },
  reset_hour: 4,
  starts_at: '2026-03-01T00:00:00Z',
  ends_at: '2026-04-01T00:00:00Z',
  steps: Array.from({ length: steps }, (_, i) => ({
    reward_amount: (i + 1) * 5,
    rewards: [{ names: { en: `Crate ${i + 1}` }, icon: 'chest', quantity: 1 }],
  })),
});

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-03-15T00:00:00Z') });
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
  analyst = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['rhinos'] })).headers;
  ruOnly = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['ru'] })).headers;
});
afterAll(async () => {
  await t?.close();
});

describe('console: daily reward calendars', () => {
  it('creates a calendar, lists it, changes it; the storefront serves it to a player', async () => {
    const created = await call('PUT', `${base}/spring-daily`, calendar());
    expect(created).toMatchObject({
      code: 1,
      data: {
        calendar_id: 'spring-daily',
        game_code: 'rhino-rush',
        reset_hour: 4,
        time_zone: tenantById('rhinos').timeZone,
        claims: 0,
      },
    });
    expect(created.data.steps).toHaveLength(7);
    expect(created.data.steps[6]).toMatchObject({ step: 7, reward_amount: 35 });

    const changed = await call('PUT', `${base}/spring-daily`, calendar(3));
    expect(changed.data.steps).toHaveLength(3);
    const list = await call('GET', base);
    const mine = list.data.calendars.find(
      (c: { calendar_id: string }) => c.calendar_id === 'spring-daily',
    );
    expect(mine.steps).toHaveLength(3);

    const rhinos = tenantById('rhinos');
    // The player of Rhino Rush (playerOf plays the brand's first game).
    const rush = rhinos.games.find((g) => g.code === 'rhino-rush')!;
    const player = playerOf(() => t.app, { ...rhinos, games: [rush] });
    await player.login();
    const state = await player.get('/api/daily/state');
    expect(state).toMatchObject({ code: 1, data: { calendar_id: 'spring-daily', today_step: 1 } });
    expect(state.data.steps).toHaveLength(3);
  });

  it('refuses bad calendars with -400 and writes nothing', async () => {
    const bad: [string, unknown][] = [
      ['32 steps', calendar(32)],
      ['no steps', calendar(0)],
      ['reset hour 24', { ...calendar(), reset_hour: 24 }],
      ['window backwards', { ...calendar(), ends_at: '2026-02-01T00:00:00Z' }],
      ['zero amount', { ...calendar(1), steps: [{ ...calendar(1).steps[0], reward_amount: 0 }] }],
      ['unknown field', { ...calendar(), streak: true }],
    ];
    for (const [why, body] of bad) {
      const res = await call('PUT', `${base}/bad`, body);
      expect({ why, status: res.status, code: res.code }).toEqual({ why, status: 400, code: -400 });
    }
    const other = await call(
      'PUT',
      '/api/console/catalog/rhinos/games/rhino-clash/daily/spring-daily',
      calendar(),
    );
    expect(other.msg).toContain('belongs to game rhino-rush');
    const list = await call('GET', base);
    expect(list.data.calendars.map((c: { calendar_id: string }) => c.calendar_id)).not.toContain(
      'bad',
    );
  });

  it('needs catalog:write to change, and the brand in scope', async () => {
    expect((await call('PUT', `${base}/x`, calendar(), analyst)).status).toBe(403);
    expect((await call('GET', base, undefined, analyst)).code).toBe(1);
    expect((await call('GET', base, undefined, ruOnly)).status).toBe(404);
    expect((await call('PUT', `${base}/x`, calendar(), ruOnly)).status).toBe(404);
  });
});
