import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';
import { consoleHost, createTestStaff, TEST_STAFF_PASSWORD } from './test-kit.ts';
import { totpCode } from './totp.ts';

// The console's gate on the decoded path, and no-store on its answers (issue 28, item 15).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Body = { code: number; msg: string; data: unknown };

describe('console host gate', () => {
  it('refuses a percent-encoded console path on brand hosts as it refuses the plain one', async () => {
    const s = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    for (const url of ['/api/%63onsole/me', '/api/c%6Fnsole/tokens', '/api/%63onsole/me?x=1']) {
      for (const host of [hosts.watt, hosts.wattLocal, hosts.unknown]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { ...s.headers, host } });
        expect(res.statusCode, `${host}${url}`).toBe(404);
        expect(res.json<Body>()).toMatchObject({ code: -404, data: null });
      }
    }
    // The login itself: a brand host never sees a password check (nor its rate limit or audit).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/%63onsole/login',
      headers: { host: hosts.watt },
      payload: {
        email: s.email,
        password: TEST_STAFF_PASSWORD,
        code: totpCode(s.totpSecret, new Date()),
      },
    });
    expect(login.statusCode).toBe(404);
    expect(login.headers['set-cookie']).toBeUndefined();
    // On the console host the encoded path is the console as usual.
    const me = await t.app.inject({ method: 'GET', url: '/api/%63onsole/me', headers: s.headers });
    expect(me.json<Body>().code).toBe(1);
  });
});

describe('console caching', () => {
  it('answers every console call with Cache-Control: no-store, errors included', async () => {
    const s = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/console/me', headers: s.headers }),
      await t.app.inject({ method: 'GET', url: '/api/console/tokens', headers: s.sessionHeaders }),
      await t.app.inject({ method: 'GET', url: '/api/console/me', headers: { host: consoleHost } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/console/tokens',
        headers: s.sessionHeaders,
        payload: { name: '' },
      }),
      await t.app.inject({ method: 'GET', url: '/api/console/me', headers: { host: hosts.watt } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 400, 404]);
    for (const a of answers) expect(a.headers['cache-control'], a.body).toBe('no-store');
  });
});
