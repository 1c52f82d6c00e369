import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { loadConfig } from '../../config.ts';
import { de } from '../../i18n/messages/de.ts';
import { en } from '../../i18n/messages/en.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { hostOf, payKit, tenantById } from './test-kit.ts';

// Issue 19 item 13: order-creating pay calls are rate limited (per login token and per address)
// and an account may hold only so many unpaid orders, with the production defaults.
const defaults = loadConfig({});
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { maxUnpaidOrders: defaults.maxUnpaidOrders, payRateLimit: defaults.payRateLimit },
    { paymentTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t.close());
const kit = payKit(() => t);
const watt = tenantById('watt');

async function pay(body: Record<string, unknown>, remoteAddress: string, lang = 'en-US') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pay/paypal_pay',
    headers: { host: hostOf(watt) },
    remoteAddress,
    payload: { ...body, bcp47_lang: lang },
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string }) };
}

describe('pay call caps', () => {
  it('defaults: 10 unpaid orders per account, 10 pay calls a minute per login, 30 per address', () => {
    expect(defaults.maxUnpaidOrders).toBe(10);
    expect(defaults.payRateLimit).toBe(10);
  });

  it('refuses an account more open unpaid orders than the cap, with a translated message', async () => {
    const { body } = await kit.payloadFor(await kit.methodFor('pay/paypal_pay'));
    // Several logins of the same account, from several addresses: the cap is the account's.
    const tokens: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const info = await loginAs(t.app, hostOf(watt), {
        clientId: String(body.client_id),
        remoteAddress: `10.9.${i}.1`,
      });
      tokens.push(info.oauth_token);
    }
    for (let i = 0; i < defaults.maxUnpaidOrders; i += 1) {
      const token = tokens[i % tokens.length]!;
      const res = await pay({ ...body, oauth_token: token }, `10.9.${i % 3}.1`);
      expect(res.code).toBe(1);
    }
    const refused = await pay({ ...body, oauth_token: tokens[0] }, '10.9.5.1');
    expect(refused).toMatchObject({
      status: 429,
      code: ResultCode.RateLimited,
      msg: en['pay.tooManyUnpaid'],
    });
    const german = await pay({ ...body, oauth_token: tokens[1] }, '10.9.6.1', 'de-DE');
    expect(german.msg).toBe(de['pay.tooManyUnpaid']);
  });

  it('limits pay calls per login token and per address', async () => {
    // 'norole' has no characters: its pay calls end in -3030 before any order, so only the rate
    // limit can refuse them (the unpaid cap is not what is tested here).
    const { body } = await kit.payloadFor(await kit.methodFor('pay/paypal_pay'));
    const login = (ip: string) =>
      loginAs(t.app, hostOf(watt), {
        clientId: String(body.client_id),
        username: 'norole',
        remoteAddress: ip,
      });
    const one = (await login('10.8.0.1')).oauth_token;
    for (let i = 0; i < defaults.payRateLimit; i += 1) {
      // Each call from its own address: only the token's counter fills.
      const res = await pay({ ...body, oauth_token: one }, `10.8.1.${i}`);
      expect(res.code).not.toBe(ResultCode.RateLimited);
    }
    const tooMany = await pay({ ...body, oauth_token: one }, '10.8.2.1');
    expect(tooMany).toMatchObject({ status: 429, code: ResultCode.RateLimited });
    expect(tooMany.msg).toMatch(/^Too many requests, retry in \d+ s$/);

    // One address, a fresh token per call: the address's counter (3x) fills.
    const address = '10.8.3.1';
    const perAddress = defaults.payRateLimit * 3;
    for (let i = 0; i < perAddress; i += 1) {
      const token = (await login(`10.8.4.${i}`)).oauth_token;
      const res = await pay({ ...body, oauth_token: token }, address);
      expect(res.code).not.toBe(ResultCode.RateLimited);
    }
    const fresh = (await login('10.8.5.1')).oauth_token;
    expect((await pay({ ...body, oauth_token: fresh }, address)).code).toBe(ResultCode.RateLimited);
    // Another address with that fresh token is fine.
    expect((await pay({ ...body, oauth_token: fresh }, '10.8.6.1')).code).not.toBe(
      ResultCode.RateLimited,
    );
  });
});
