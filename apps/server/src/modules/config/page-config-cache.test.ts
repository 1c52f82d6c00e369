import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createTestStaff } from '../console/test-kit.ts';
import { consoleCall, rhinoEvent, rhinoRushWeb, rhinosHost } from '../console/catalog/test-kit.ts';

// Issue 32: the recharge page config is kept as bytes per brand, game and area. An event's
// start and end flip its flags on time, with nothing announced (the console's changes are
// announced: console/catalog/more-routes.test.ts).
let clock = Date.parse('2026-02-28T23:59:59Z');
let t: TestApp;

async function cumulative(): Promise<boolean> {
  const res = await t.app.inject({
    url: `/api/config/recharge?client_id=${rhinoRushWeb}&domain_area=universal`,
    headers: { host: rhinosHost },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json().data.cumulative_config.is_has_cumulative;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  const { headers } = await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] });
  const res = await consoleCall(
    t.app,
    headers,
    'PUT',
    '/api/console/catalog/rhinos/games/rhino-rush/events/kept',
    rhinoEvent(),
  );
  expect(res.code).toBe(1);
});
afterAll(() => t?.close());

describe('the recharge page config kept for everyone', () => {
  it("flags an event from its start to its end, by the app's clock", async () => {
    expect(await cumulative()).toBe(false);
    clock = Date.parse('2026-03-01T00:00:00Z');
    expect(await cumulative()).toBe(true);
    clock = Date.parse('2026-03-31T23:59:59Z');
    expect(await cumulative()).toBe(true);
    clock = Date.parse('2026-04-01T00:00:00Z');
    expect(await cumulative()).toBe(false);
  });

  it('answers an unknown game with its result code, not a kept answer', async () => {
    const res = await t.app.inject({
      url: '/api/config/recharge?client_id=nope',
      headers: { host: rhinosHost },
    });
    expect(res.json()).toMatchObject({ code: -3001, data: null });
  });
});
