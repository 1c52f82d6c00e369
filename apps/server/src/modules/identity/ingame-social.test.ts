import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/tables/accounts.ts';
import { accountIdentities } from '../../db/tables/identity.ts';
import { en } from '../../i18n/messages/en.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { replenishKit, STAFF_TOKEN, VOLTAGE, WATT } from '../replenish/test-kit.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';

// The make-up payment page's third-party logins (SPEC §7 /api/ingame/*, decision 0019): the same
// flows with game_id and the link; only an identity already linked to the link's account logs in,
// anything else is -3016 and creates or links nothing.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { staffApiToken: STAFF_TOKEN },
    { identityTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t.close());
const kit = replenishKit(() => t);

const back = `http://${WATT}/oauth-return.html`;
const otherAccount = { code: -3016, msg: en['replenish.otherAccount'], data: null };
type Answer = { code: number; msg: string; data: Record<string, unknown> | null };

/** The player's browser: its login cookie, as the last start left it (decision 0033). */
const browser = { cookie: '' };

async function post(
  url: string,
  payload: Record<string, unknown>,
  jar: { cookie: string } = browser,
): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { host: WATT, ...(jar.cookie ? { cookie: jar.cookie } : {}) },
    payload,
  });
  const set = res.cookies.find((c) => c.name === 'topup_login');
  if (set) jar.cookie = `${set.name}=${set.value}`;
  return res.json() as Answer;
}

/** The player on the local provider's page picks `name`; answers where it sends them back. */
async function pick(url: string, name: string): Promise<URL> {
  const page = new URL(url, `http://${WATT}`);
  const form = new URLSearchParams(page.searchParams);
  form.set('identity', name);
  const chosen = await t.app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { host: WATT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(chosen.statusCode, chosen.body).toBe(302);
  return new URL(chosen.headers.location!);
}

/** A Google login of `name` through `prefix` (/util/login or /api/ingame). */
async function google(prefix: string, name: string, extra: Record<string, unknown> = {}) {
  const ingame = prefix === '/api/ingame';
  const game = ingame ? { game_id: VOLTAGE } : { client_id: VOLTAGE };
  const started = await post(`${prefix}/social_start`, {
    method: 'google',
    redirect_uri: back,
    ...game,
  });
  expect(started.code, started.msg).toBe(1);
  const { url, state } = started.data as { url: string; state: string };
  const ret = await pick(url, name);
  return post(`${prefix}/google_auth`, {
    authorization_code: ret.searchParams.get('code'),
    state,
    redirect_uri: back,
    ...game,
    ...extra,
  });
}

/** A link for the account `suid` (support names it by its username). */
async function linkFor(suid: string) {
  const [row] = await t.app.db
    .select({ username: accounts.username })
    .from(accounts)
    .where(eq(accounts.suid, suid));
  return kit.newLink({ username: row!.username });
}

const links = async () => (await t.app.db.select({ n: count() }).from(accountIdentities))[0]!.n;

describe('/api/ingame/* third-party logins', () => {
  it("an identity linked to the link's account logs in; another identity is -3016", async () => {
    const shop = await google('/util/login', 'Ingrid Ingame');
    expect(shop.code, shop.msg).toBe(1);
    const suid = String(shop.data?.suid);
    const link = await linkFor(suid);

    const ok = await google('/api/ingame', 'Ingrid Ingame', { replenish_id: link.replenish_id });
    expect(ok, ok.msg).toMatchObject({
      code: 1,
      data: { suid, gp_id: 101, replenish_id: link.replenish_id, rp_client_id: VOLTAGE },
    });

    // A person the shop has never seen: nothing is created or linked.
    const before = await links();
    const stranger = await google('/api/ingame', 'Sam Stranger', {
      replenish_id: link.replenish_id,
    });
    expect(stranger).toEqual(otherAccount);
    expect(await links()).toBe(before);
  });

  it("an identity of another account is -3016, also for a password account's link", async () => {
    const other = await google('/util/login', 'Olga Other');
    expect(other.code, other.msg).toBe(1);
    const demoLink = await kit.newLink();
    expect(
      await google('/api/ingame', 'Olga Other', { replenish_id: demoLink.replenish_id }),
    ).toEqual(otherAccount);
  });

  it('refuses an unknown link or another game before asking the provider', async () => {
    expect(
      await post('/api/ingame/google_auth', {
        authorization_code: 'c',
        state: 'S'.repeat(43),
        redirect_uri: back,
        game_id: VOLTAGE,
        replenish_id: 'A'.repeat(43),
      }),
    ).toMatchObject({ code: -3016, msg: en['replenish.invalid'] });
    const link = await kit.newLink();
    expect(
      await post('/api/ingame/google_auth', {
        authorization_code: 'c',
        state: 'S'.repeat(43),
        redirect_uri: back,
        game_id: '11203',
        replenish_id: link.replenish_id,
      }),
    ).toMatchObject({ code: -3016, msg: en['replenish.otherGame'] });
  });

  it("a refused token is still 'log_fail' (-3100)", async () => {
    const shop = await google('/util/login', 'Rita Refused');
    const link = await linkFor(String(shop.data?.suid));
    const forged = await post('/api/ingame/google_auth', {
      authorization_code: 'made-up',
      state: 'F'.repeat(43),
      redirect_uri: back,
      game_id: VOLTAGE,
      replenish_id: link.replenish_id,
    });
    expect(forged).toMatchObject({ code: -3100, msg: en['accounts.socialLoginFailed'] });
  });

  it('Facebook and X twins: the linked identity logs in', async () => {
    // Facebook: the token comes back in the fragment.
    const fbStart = async () => {
      const s = await post('/api/ingame/social_start', {
        method: 'facebook',
        game_id: VOLTAGE,
        redirect_uri: back,
      });
      expect(s.code, s.msg).toBe(1);
      return s.data as { url: string; state: string };
    };
    const s1 = await post('/util/login/social_start', {
      method: 'facebook',
      client_id: VOLTAGE,
      redirect_uri: back,
    });
    const { url, state } = s1.data as { url: string; state: string };
    const shopFragment = new URLSearchParams((await pick(url, 'Fay Facebook')).hash.slice(1));
    const shop = await post('/util/login/facebook_auth', {
      fb_access_token: shopFragment.get('access_token'),
      state,
      client_id: VOLTAGE,
    });
    expect(shop.code, shop.msg).toBe(1);
    const fbLink = await linkFor(String(shop.data?.suid));
    const s2 = await fbStart();
    const fragment = new URLSearchParams((await pick(s2.url, 'Fay Facebook')).hash.slice(1));
    const fb = await post('/api/ingame/facebook_auth', {
      fb_access_token: fragment.get('access_token'),
      state: s2.state,
      game_id: VOLTAGE,
      replenish_id: fbLink.replenish_id,
    });
    expect(fb, fb.msg).toMatchObject({ code: 1, data: { suid: shop.data?.suid } });

    // X: OAuth 1.0a through the twin's twitter_redirect.
    const x = async (prefix: string, extra: Record<string, unknown>) => {
      const game = prefix === '/api/ingame' ? { game_id: VOLTAGE } : { client_id: VOLTAGE };
      const r = await post(`${prefix}/twitter_redirect`, { callback: back, ...game });
      expect(r.code, r.msg).toBe(1);
      const d = r.data as { url: string; oauth_token: string };
      const ret = await pick(d.url, 'Xavier X');
      return post(`${prefix}/twitter_auth`, {
        oauth_token: d.oauth_token,
        oauth_verifier: ret.searchParams.get('oauth_verifier'),
        ...game,
        ...extra,
      });
    };
    const xShop = await x('/util/login', {});
    expect(xShop.code, xShop.msg).toBe(1);
    const xLink = await linkFor(String(xShop.data?.suid));
    const xIngame = await x('/api/ingame', { replenish_id: xLink.replenish_id });
    expect(xIngame, xIngame.msg).toMatchObject({ code: 1, data: { suid: xShop.data?.suid } });
    // The link of another account refuses the same X identity.
    expect(await x('/api/ingame', { replenish_id: fbLink.replenish_id })).toEqual(otherAccount);
  });
  it("the make-up page's flow is bound to its browser too (-3103 elsewhere)", async () => {
    const shop = await google('/util/login', 'Bea Bound');
    const link = await linkFor(String(shop.data?.suid));
    const started = await post('/api/ingame/social_start', {
      method: 'google',
      redirect_uri: back,
      game_id: VOLTAGE,
    });
    const { url, state } = started.data as { url: string; state: string };
    const ret = await pick(url, 'Bea Bound');
    const res = await post(
      '/api/ingame/google_auth',
      {
        authorization_code: ret.searchParams.get('code'),
        state,
        redirect_uri: back,
        game_id: VOLTAGE,
        replenish_id: link.replenish_id,
      },
      { cookie: '' },
    );
    expect(res).toEqual({ code: -3103, msg: en['accounts.loginOtherBrowser'], data: null });
  });
});
