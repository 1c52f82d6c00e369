import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en.ts';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';

// Third-party login through app.inject, end to end against the local identity provider: the
// shop's adapters reach it over the in-process transport exactly as they would over HTTP.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { identityTransport: (app) => createInjectTransport(app) });
});
afterAll(() => t.close());

const VOLTAGE = '11103'; // watt: google, facebook, apple, twitter
const host = hosts.wattLocal;
const origin = `http://${host}`;
const back = `${origin}/oauth-return`;

type Answer = { code: number; msg: string; data: Record<string, unknown> | null };

/** The player's browser: its login cookie, as the last start left it (decision 0033). */
const browser = { cookie: '' };

async function post(
  url: string,
  payload: Record<string, unknown>,
  h: string = host,
  jar: { cookie: string } = browser,
): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { host: h, ...(jar.cookie ? { cookie: jar.cookie } : {}) },
    payload,
  });
  const set = res.cookies.find((c) => c.name === 'topup_login');
  if (set) jar.cookie = `${set.name}=${set.value}`;
  return res.json() as Answer;
}

/** The player on the local provider's page: open it, pick `name`, follow the redirect back. */
async function pick(url: string, name: string): Promise<URL> {
  const page = new URL(url, origin);
  const shown = await t.app.inject({ url: page.pathname + page.search, headers: { host } });
  expect(shown.statusCode, shown.body).toBe(200);
  expect(shown.body).toContain('Continue as Alice Demo');
  const form = new URLSearchParams(page.searchParams);
  form.set('identity', name);
  const chosen = await t.app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(chosen.statusCode, chosen.body).toBe(302);
  return new URL(chosen.headers.location!);
}

async function start(method: string, clientId = VOLTAGE, jar = browser) {
  const res = await post(
    '/util/login/social_start',
    { method, client_id: clientId, redirect_uri: back },
    host,
    jar,
  );
  expect(res.code, res.msg).toBe(1);
  return res.data as { url: string; state: string };
}

describe('Google, Apple, Huawei (OpenID Connect code flow)', () => {
  for (const method of ['google', 'apple', 'huawei'] as const) {
    it(`${method}: logs in, the same identity lands on the same account, a replay is log_fail`, async () => {
      const s = await start(method);
      const ret = await pick(s.url, 'Alice Demo');
      expect(ret.searchParams.get('state')).toBe(s.state);
      const body = {
        authorization_code: ret.searchParams.get('code'),
        state: s.state,
        redirect_uri: back,
        client_id: VOLTAGE,
      };
      const first = await post(`/util/login/${method}_auth`, body);
      expect(first, first.msg).toMatchObject({ code: 1, data: { gp_id: 101 } });

      const replay = await post(`/util/login/${method}_auth`, body);
      expect(replay).toMatchObject({ code: -3100, msg: en['accounts.socialLoginFailed'] });

      const again = await start(method);
      const ret2 = await pick(again.url, 'alice demo');
      const second = await post(`/util/login/${method}_auth`, {
        ...body,
        authorization_code: ret2.searchParams.get('code'),
        state: again.state,
      });
      expect(second.data?.suid).toBe(first.data?.suid);

      const info = await t.app.inject({
        url: `/util/login/get_user_info?oauth_token=${String(second.data?.oauth_token)}&client_id=${VOLTAGE}`,
        headers: { host },
      });
      expect(info.json()).toMatchObject({ code: 1, data: { suid: first.data?.suid } });
    });
  }

  it('a first login makes an account the demo game gives characters; the next finds the same', async () => {
    const login = async () => {
      const s = await start('google');
      const ret = await pick(s.url, 'Dana Roles');
      const res = await post('/util/login/google_auth', {
        authorization_code: ret.searchParams.get('code'),
        state: s.state,
        redirect_uri: back,
        client_id: VOLTAGE,
      });
      expect(res.code, res.msg).toBe(1);
      return res.data as { suid: string; oauth_token: string };
    };
    const roles = async (token: string) => {
      const res = await t.app.inject({
        url: `/api/system/allRoleList?client_id=${VOLTAGE}&domain_area=universal&oauth_token=${token}`,
        headers: { host },
      });
      const body = res.json() as { code: number; data: { roles: { role_id: string }[] } };
      expect(body.code).toBe(1);
      return body.data.roles.map((r) => r.role_id);
    };
    const first = await login();
    const mine = await roles(first.oauth_token);
    // The first two servers of the region, one character each, named by server and account.
    expect(mine).toEqual([`1001${first.suid}`, `1002${first.suid}`]);
    const again = await login();
    expect(again.suid).toBe(first.suid);
    expect(await roles(again.oauth_token)).toEqual(mine);
  });

  it('another person gets another account; a forged state or a wrong redirect_uri is log_fail', async () => {
    const a = await start('google');
    const ra = await pick(a.url, 'Bob Demo');
    const forged = await post('/util/login/google_auth', {
      authorization_code: ra.searchParams.get('code'),
      state: 'x'.repeat(43),
      redirect_uri: back,
      client_id: VOLTAGE,
    });
    expect(forged.code).toBe(-3100);
    const b = await start('google');
    const rb = await pick(b.url, 'Bob Demo');
    const otherPage = await post('/util/login/google_auth', {
      authorization_code: rb.searchParams.get('code'),
      state: b.state,
      redirect_uri: `${origin}/elsewhere`,
      client_id: VOLTAGE,
    });
    expect(otherPage.code).toBe(-3100);
  });

  it('refuses a return page on another site', async () => {
    const res = await post('/util/login/social_start', {
      method: 'google',
      client_id: VOLTAGE,
      redirect_uri: 'https://evil.example/cb',
    });
    expect(res).toMatchObject({ code: -400, msg: en['accounts.badReturnPage'] });
  });

  it('a method the brand does not offer is -3102 (watt has no VK)', async () => {
    const res = await post('/util/login/social_start', {
      method: 'vk',
      client_id: VOLTAGE,
      redirect_uri: back,
    });
    expect(res.code).toBe(-3102);
  });
});

describe('Facebook (manual flow token, debug_token)', () => {
  it('logs in with the token from the dialog; a made-up token is log_fail', async () => {
    const s = await start('facebook');
    const ret = await pick(s.url, 'Alice Demo');
    const fragment = new URLSearchParams(ret.hash.slice(1));
    expect(fragment.get('state')).toBe(s.state);
    const ok = await post('/util/login/facebook_auth', {
      fb_access_token: fragment.get('access_token'),
      state: s.state,
      client_id: VOLTAGE,
    });
    expect(ok, ok.msg).toMatchObject({ code: 1 });
    const made = await post('/util/login/facebook_auth', {
      fb_access_token: 'EAADmadeup',
      client_id: VOLTAGE,
    });
    expect(made.code).toBe(-3100);
  });
});

describe('VK ID (code + PKCE + device_id)', () => {
  const RU_GAME = '15103';
  const ruHost = 'ru.localhost:8080';
  it('logs in on the ru brand', async () => {
    const res = await post(
      '/util/login/social_start',
      { method: 'vk', client_id: RU_GAME, redirect_uri: `http://${ruHost}/oauth-return` },
      ruHost,
    );
    expect(res.code, res.msg).toBe(1);
    const { url, state } = res.data as { url: string; state: string };
    const page = new URL(url, `http://${ruHost}`);
    const form = new URLSearchParams(page.searchParams);
    form.set('identity', 'Chen Demo');
    const chosen = await t.app.inject({
      method: 'POST',
      url: page.pathname,
      headers: { host: ruHost, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    const ret = new URL(chosen.headers.location!);
    const done = await post(
      '/util/login/vk_auth',
      {
        authorization_code: ret.searchParams.get('code'),
        device_id: ret.searchParams.get('device_id'),
        state,
        redirect_uri: `http://${ruHost}/oauth-return`,
        client_id: RU_GAME,
      },
      ruHost,
    );
    expect(done, done.msg).toMatchObject({ code: 1 });
  });
});

describe('X (OAuth 1.0a)', () => {
  it('twitter_redirect then twitter_auth; a wrong verifier is log_fail', async () => {
    const r = await post('/util/login/twitter_redirect', { callback: back, client_id: VOLTAGE });
    expect(r.code, r.msg).toBe(1);
    const { url, oauth_token } = r.data as { url: string; oauth_token: string };
    const ret = await pick(url, 'Alice Demo');
    expect(ret.searchParams.get('oauth_token')).toBe(oauth_token);
    const wrong = await post('/util/login/twitter_auth', {
      oauth_token,
      oauth_verifier: 'nope',
      client_id: VOLTAGE,
    });
    expect(wrong.code).toBe(-3100);
    // The flow was used up by the wrong try: start again, as the player would.
    const r2 = await post('/util/login/twitter_redirect', { callback: back, client_id: VOLTAGE });
    const d2 = r2.data as { url: string; oauth_token: string };
    const ret2 = await pick(d2.url, 'Alice Demo');
    const ok = await post('/util/login/twitter_auth', {
      oauth_token: d2.oauth_token,
      oauth_verifier: ret2.searchParams.get('oauth_verifier'),
      client_id: VOLTAGE,
    });
    expect(ok, ok.msg).toMatchObject({ code: 1 });
  });
});

describe('login CSRF: a flow finishes only in the browser that started it', () => {
  const otherBrowser = { code: -3103, msg: en['accounts.loginOtherBrowser'], data: null };

  it("an attacker's valid code and state, finished without the cookie or with another browser's, are refused and used up", async () => {
    const attacker = { cookie: '' };
    const s = await start('google', VOLTAGE, attacker);
    const ret = await pick(s.url, 'Mallory Demo');
    const body = {
      authorization_code: ret.searchParams.get('code'),
      state: s.state,
      redirect_uri: back,
      client_id: VOLTAGE,
    };
    // The victim's browser has no login cookie at all...
    expect(await post('/util/login/google_auth', body, host, { cookie: '' })).toEqual(otherBrowser);
    // ...and the flow is gone: even the attacker cannot use it now.
    expect(await post('/util/login/google_auth', body, host, attacker)).toMatchObject({
      code: -3100,
    });

    // A victim who started a login of their own holds a cookie, but not this flow's mark.
    const s2 = await start('google', VOLTAGE, attacker);
    const ret2 = await pick(s2.url, 'Mallory Demo');
    const victim = { cookie: '' };
    await start('google', VOLTAGE, victim);
    expect(victim.cookie).not.toBe('');
    expect(
      await post(
        '/util/login/google_auth',
        { ...body, authorization_code: ret2.searchParams.get('code'), state: s2.state },
        host,
        victim,
      ),
    ).toEqual(otherBrowser);
  });

  it('two flows open in one browser (two tabs) both finish', async () => {
    const tabs = { cookie: '' };
    // Apple and Huawei: this address has used up its Google failures above (5 per method).
    const a = await start('apple', VOLTAGE, tabs);
    const b = await start('huawei', VOLTAGE, tabs);
    const ra = await pick(a.url, 'Alice Demo');
    const rb = await pick(b.url, 'Alice Demo');
    for (const [method, s, r] of [
      ['huawei', b, rb],
      ['apple', a, ra],
    ] as const) {
      const res = await post(
        `/util/login/${method}_auth`,
        {
          authorization_code: r.searchParams.get('code'),
          state: s.state,
          redirect_uri: back,
          client_id: VOLTAGE,
        },
        host,
        tabs,
      );
      expect(res, res.msg).toMatchObject({ code: 1 });
    }
  });

  it('X: the request token is bound the same way', async () => {
    const attacker = { cookie: '' };
    const r = await post(
      '/util/login/twitter_redirect',
      { callback: back, client_id: VOLTAGE },
      host,
      attacker,
    );
    const { url, oauth_token } = r.data as { url: string; oauth_token: string };
    const ret = await pick(url, 'Mallory Demo');
    const res = await post(
      '/util/login/twitter_auth',
      { oauth_token, oauth_verifier: ret.searchParams.get('oauth_verifier'), client_id: VOLTAGE },
      host,
      { cookie: '' },
    );
    expect(res).toEqual(otherBrowser);
  });

  it('the start sets an HttpOnly, SameSite=Lax cookie for the whole host, as long as a flow lives', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/util/login/social_start',
      headers: { host },
      payload: { method: 'google', client_id: VOLTAGE, redirect_uri: back },
    });
    const cookie = res.cookies.find((c) => c.name === 'topup_login');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    // Plain HTTP (the local demo): not Secure, so the browser keeps it.
    expect(cookie?.secure).toBeUndefined();
  });
});
