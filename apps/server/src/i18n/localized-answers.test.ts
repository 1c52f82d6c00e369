import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential } from '@topup/contracts/credentials';
import { ResultCode } from '@topup/contracts/result-codes';
import type { TestApp } from '../test/create-test-app.ts';
import { loginAs } from '../test/login.ts';
import { createPayTestApp, hostOf, payKit, tenantById } from '../modules/payments/test-kit.ts';
import { en } from './messages/en.ts';
import { translations } from './messages/translations.ts';

// Messages our server writes reach the player in their language (SPEC §1, §8), whichever way the
// request names it: spec_lang in the query or body, the pay payload's bcp47_lang, Accept-Language.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const kit = payKit(() => t);

const watt = tenantById('watt');
const host = hostOf(watt);
const clientId = watt.games[0]!.clients.web.clientId;
const { ja, ar } = translations;

async function inject(opts: {
  method?: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: object | string;
}) {
  const res = await t.app.inject({
    method: opts.method ?? 'GET',
    url: opts.url,
    headers: { host, ...opts.headers },
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
  return res.json() as { code: number; msg: string; data: unknown };
}

describe('a wrong login', () => {
  const wrong = { client_id: clientId, login_type: 'account' };
  const credentials = (username: string) => ({
    username: encodeCredential(username),
    password: encodeCredential('not-the-password'),
  });

  it('answers in Japanese for Accept-Language: ja (how the app sends POSTs)', async () => {
    const res = await inject({
      method: 'POST',
      url: '/util/login/auth',
      headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' },
      payload: { ...wrong, ...credentials('i18n-ghost-1') },
    });
    expect(res).toEqual({
      code: ResultCode.LoginFailed,
      msg: ja['accounts.loginFailed'],
      data: null,
    });
    expect(res.msg).toBe('アカウントまたはパスワードが正しくありません');
  });

  it("answers in Japanese for a body spec_lang the route's schema does not declare", async () => {
    const res = await inject({
      method: 'POST',
      url: '/util/login/auth',
      headers: { 'accept-language': 'de' },
      payload: { ...wrong, ...credentials('i18n-ghost-2'), spec_lang: 'ja' },
    });
    expect(res.msg).toBe(ja['accounts.loginFailed']);
  });

  it('answers in Japanese for spec_lang in the query of a POST', async () => {
    const res = await inject({
      method: 'POST',
      url: '/util/login/auth?spec_lang=ja',
      payload: { ...wrong, ...credentials('i18n-ghost-3') },
    });
    expect(res.msg).toBe(ja['accounts.loginFailed']);
  });

  it('stays English without any language', async () => {
    const res = await inject({
      method: 'POST',
      url: '/util/login/auth',
      payload: { ...wrong, ...credentials('i18n-ghost-4') },
    });
    expect(res.msg).toBe('Incorrect account or password');
  });
});

describe('a character that is not found', () => {
  it('answers a GET in Arabic for spec_lang=ar', async () => {
    const token = (await loginAs(t.app, host, { clientId })).oauth_token;
    const query = new URLSearchParams({
      client_id: clientId,
      server_id: '1001',
      role_id: 'nope',
      oauth_token: token,
      spec_lang: 'ar',
    });
    const res = await inject({ url: `/api/rsys/evoke?${query}` });
    expect(res).toEqual({
      code: ResultCode.RoleNotFound,
      msg: ar['catalog.roleNotFound'],
      data: null,
    });
    // The web dictionary's wording (apps/web/src/locales/ar.json role.notFound).
    expect(res.msg).toBe('تعذّر العثور على الشخصية، يُرجى إعادة الاختيار أو تغيير الحساب');
  });

  it('answers a pay in Arabic for bcp47_lang, body spec_lang or Accept-Language', async () => {
    const { body } = await kit.payloadFor(await kit.methodFor('pay/paypal_pay'));
    const pay = (payload: Record<string, unknown>, headers?: Record<string, string>) =>
      inject({ method: 'POST', url: '/api/pay/paypal_pay', payload, headers });
    const wrongRole: Record<string, unknown> = { ...body, role_id: 'nope' };

    expect(await pay({ ...wrongRole, bcp47_lang: 'ar-SA' })).toEqual({
      code: ResultCode.RoleNotFound,
      msg: ar['catalog.roleNotFound'],
      data: null,
    });
    expect((await pay({ ...wrongRole, spec_lang: 'ar', bcp47_lang: 'en-US' })).msg).toBe(
      ar['catalog.roleNotFound'],
    );
    const withoutLang = { ...wrongRole };
    delete withoutLang.bcp47_lang;
    expect((await pay(withoutLang, { 'accept-language': 'ar' })).msg).toBe(
      ar['catalog.roleNotFound'],
    );
    // The payload's own language wins over the browser's header.
    expect((await pay(wrongRole, { 'accept-language': 'ar' })).msg).toBe(
      en['catalog.roleNotFound'],
    );
  });
});

describe('other answers', () => {
  it('asks to log in first in Traditional Chinese (the web dictionary wording)', async () => {
    const res = await inject({
      url: `/api/rsys/evoke?client_id=${clientId}&server_id=1001&role_id=1&spec_lang=zh-TW`,
    });
    expect(res).toEqual({ code: ResultCode.NotLoggedIn, msg: '請先登入。', data: null });
  });

  it('puts a localized lead before the technical detail of a validation error', async () => {
    const res = await inject({ url: '/api/config/recharge?client_id=&spec_lang=ja' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.msg).toMatch(/^リクエストが正しくありません（querystring）: client_id: /);
  });

  it('writes a bad beacon body in the header language', async () => {
    const res = await inject({
      method: 'POST',
      url: '/service/recharge/dot.php',
      headers: { 'content-type': 'text/plain', 'accept-language': 'ko' },
      payload: '{"events": [',
    });
    expect(res).toEqual({
      code: ResultCode.BadRequest,
      msg: '잘못된 요청입니다(body): expected JSON text',
      data: null,
    });
  });
});
