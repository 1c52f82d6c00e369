import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameListSchema } from '@topup/contracts/catalog';
import { payWayListSchema } from '@topup/contracts/payments';
import { ingameUserInfoSchema, replenishInfoSchema } from '@topup/contracts/replenish';
import { replenishLinks } from '../../db/tables/replenish.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { testClock } from '../orders/test-kit.ts';
import { priceFits } from '../payments/methods/listing-rules.ts';
import { hashReplenishId } from './link-id.ts';
import { en } from '../../i18n/messages/en.ts';
import { replenishKit, STAFF_TOKEN, VOLTAGE } from './test-kit.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ staffApiToken: STAFF_TOKEN }, { now: clock.now });
});
afterAll(() => t.close());
const kit = replenishKit(() => t);
const KO = 'ko.localhost:8080';
const invalid = { code: -3016, msg: en['replenish.invalid'], data: null };
const setStatus = (id: string, status: 'cancelled' | 'settled') =>
  t.app.db
    .update(replenishLinks)
    .set({ status })
    .where(eq(replenishLinks.idHash, hashReplenishId(id)));

describe('GET /api/replenishment/getGameList', () => {
  it("answers the link's game alone, in the getGameListV2 shape", async () => {
    const link = await kit.newLink();
    const res = await kit.get('/api/replenishment/getGameList', {
      replenish_id: link.replenish_id,
    });
    expect(res).toMatchObject({ status: 200, code: 1 });
    const { games } = gameListSchema.parse(res.data);
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({
      client_id: VOLTAGE,
      gp_id: 101,
      code: 'voltage-arena',
      name: 'Voltage Arena',
      is_select_game: true,
      area: 'universal',
      sub_game: {},
    });
    // rp_client_id alone names the game; with the link it must be the link's.
    const byClient = await kit.get('/api/replenishment/getGameList', { rp_client_id: '11203' });
    expect(byClient.data.games[0]).toMatchObject({ client_id: '11203', name: 'Spark Legends' });
    const both = { replenish_id: link.replenish_id, rp_client_id: VOLTAGE };
    expect((await kit.get('/api/replenishment/getGameList', both)).code).toBe(1);
    expect(
      await kit.get('/api/replenishment/getGameList', { ...both, rp_client_id: '11203' }),
    ).toMatchObject({ code: -3016, msg: en['replenish.otherGame'] });
  });

  it('answers -3016 for an unknown link, another brand’s link or no link at all', async () => {
    const path = '/api/replenishment/getGameList';
    expect(await kit.get(path, { replenish_id: 'A'.repeat(43) })).toMatchObject(invalid);
    const link = await kit.newLink();
    expect(await kit.get(path, { replenish_id: link.replenish_id }, KO)).toMatchObject(invalid);
    expect(await kit.get(path, {})).toMatchObject(invalid);
    // A client id the brand does not have: -3001 like the other game calls.
    expect(await kit.get(path, { rp_client_id: '99999' })).toMatchObject({ code: -3001 });
    expect(await kit.get(path, { replenish_id: 'short' })).toMatchObject({ code: -400 });
  });
});

describe('GET /api/replenishment/replenishment_info', () => {
  const info = (id: string, host?: string) =>
    kit.get('/api/replenishment/replenishment_info', { replenish_id: id }, host);

  it('shows game, account, amount and the seconds left, counting down to expired', async () => {
    const link = await kit.newLink({ amount_minor: 1999 });
    const res = await info(link.replenish_id);
    expect(res).toMatchObject({ status: 200, code: 1 });
    expect(replenishInfoSchema.parse(res.data)).toEqual({
      game_name: 'Voltage Arena',
      user_name: 'demo',
      amount: '19.99',
      amount_minor: 1999,
      currency_code: 'USD',
      valid_time: 1800,
      status: 'open',
      rp_client_id: VOLTAGE,
      gp_id: 101,
      expires_at: link.expires_at,
    });
    clock.advance(10 * 60_000 + 500);
    expect((await info(link.replenish_id)).data).toMatchObject({ valid_time: 1199 });
    clock.advance(20 * 60_000);
    expect((await info(link.replenish_id)).data).toMatchObject({
      valid_time: 0,
      status: 'expired',
    });
  });

  it('formats a currency without minor units as it is (KRW)', async () => {
    const link = await kit.newLink({ tenant: 'ko', client_id: '13103', amount_minor: 55000 });
    const res = await info(link.replenish_id, KO);
    expect(res.data).toMatchObject({ amount: '55000', amount_minor: 55000, currency_code: 'KRW' });
  });

  it('says paid once settled, and -3016 for cancelled, unknown and other brands’ links', async () => {
    const paid = await kit.newLink();
    await setStatus(paid.replenish_id, 'settled');
    expect((await info(paid.replenish_id)).data).toMatchObject({ status: 'paid', valid_time: 0 });

    const cancelled = await kit.newLink();
    await setStatus(cancelled.replenish_id, 'cancelled');
    expect(await info(cancelled.replenish_id)).toMatchObject({
      code: -3016,
      msg: en['replenish.cancelled'],
    });
    expect(await info('x'.repeat(43))).toMatchObject(invalid);
    const open = await kit.newLink();
    expect(await info(open.replenish_id, KO)).toMatchObject(invalid);
  });
});

describe('GET /api/pay/replenishmentCountryList', () => {
  const list = (id: string, extra: Record<string, string> = {}) =>
    kit.get('/api/pay/replenishmentCountryList', { replenish_id: id, ...extra });

  it("lists by country only the methods that take the link's amount", async () => {
    for (const amount of [499, 4_999_900]) {
      const link = await kit.newLink({ amount_minor: amount });
      const res = await list(link.replenish_id, { platform: 'web', domain_area: 'universal' });
      expect(res).toMatchObject({ status: 200, code: 1 });
      const data = payWayListSchema.parse(res.data);
      expect(data).toMatchObject({ currency: 'USD', price_minor: amount });
      const methods = Object.values(data.country).flat();
      expect(methods.length).toBeGreaterThan(0);
      for (const m of methods) {
        expect(m.icon).not.toBe('');
        const fits = [m, ...m.sub_payment].some((x) => priceFits(x.min_money, x.max_money, amount));
        expect(fits, `${m.payway_id}_${m.channel_id}`).toBe(true);
      }
      // Apple Pay stays off the web.
      expect(methods.some((m) => m.channel_id === 'applepay')).toBe(false);
    }
    const small = await list((await kit.newLink()).replenish_id);
    const big = await list((await kit.newLink({ amount_minor: 4_999_900 })).replenish_id);
    const count = (r: typeof small) =>
      Object.values(r.data.country as Record<string, unknown[]>).flat().length;
    expect(count(big)).toBeLessThan(count(small));
  });

  it('names the methods in the asked language, as getPayWayList does (never the stored JSON)', async () => {
    const link = await kit.newLink();
    const names = async (lang: string) => {
      const res = await list(link.replenish_id, { domain_area: 'universal', spec_lang: lang });
      const data = payWayListSchema.parse(res.data);
      return data.country.US!.flatMap((m) => [m, ...m.sub_payment].map((x) => x.name));
    };
    const en = await names('en');
    expect(en).toContain('Credit / debit card');
    for (const name of en) expect(name, name).not.toMatch(/^\s*\{/);
    expect(await names('de')).toContain('Kredit-/Debitkarte');
  });

  it('answers -3016 once the link expired or was paid, -3014 for an area of no brand', async () => {
    const link = await kit.newLink({ valid_seconds: 60 });
    expect(await list(link.replenish_id, { domain_area: 'kr' })).toMatchObject({ code: -3014 });
    clock.advance(61_000);
    expect(await list(link.replenish_id)).toMatchObject({
      code: -3016,
      msg: en['replenish.expired'],
    });
    const paid = await kit.newLink();
    await setStatus(paid.replenish_id, 'settled');
    expect(await list(paid.replenish_id)).toMatchObject({
      code: -3016,
      msg: en['replenish.paid'],
    });
  });
});

describe('/api/ingame/*', () => {
  it('auth logs the link’s account in for the link’s game and returns the replenish id', async () => {
    const link = await kit.newLink();
    const res = await kit.ingameLogin({ replenish_id: link.replenish_id });
    expect(res).toMatchObject({ status: 200, code: 1 });
    const data = ingameUserInfoSchema.parse(res.data);
    expect(data).toMatchObject({
      username: 'demo',
      suid: '10000001',
      gp_id: 101,
      replenish_id: link.replenish_id,
      rp_client_id: VOLTAGE,
    });
    // The token works for the game like any login (here through the ingame twin).
    const user = await kit.get('/api/ingame/get_user_info', {
      oauth_token: data.oauth_token,
      client_id: VOLTAGE,
    });
    expect(user).toMatchObject({ code: 1, data: { username: 'demo' } });
  });

  it('refuses another account (-3016, no token), a wrong password, another game or link', async () => {
    const link = await kit.newLink();
    const other = await kit.ingameLogin({ replenish_id: link.replenish_id, username: 'norole' });
    expect(other).toMatchObject({ code: -3016, msg: en['replenish.otherAccount'], data: null });
    const wrong = await kit.ingameLogin({ replenish_id: link.replenish_id, password: 'nope1234' });
    expect(wrong).toMatchObject({ code: -3100 });
    const game = await kit.ingameLogin({ replenish_id: link.replenish_id, game_id: '11203' });
    expect(game).toMatchObject({ code: -3016, msg: en['replenish.otherGame'] });
    expect(await kit.ingameLogin({ replenish_id: 'B'.repeat(43) })).toMatchObject(invalid);
    expect(
      await kit.ingameLogin({ replenish_id: link.replenish_id, game_id: '13103' }, KO),
    ).toMatchObject(invalid);
  });

  it('takes the third-party methods (bad input is -400), and serves login_config', async () => {
    for (const name of ['google_auth', 'apple_auth', 'facebook_auth', 'vk_auth', 'twitter_auth']) {
      const post = await kit.inject({ method: 'POST', url: `/api/ingame/${name}`, payload: {} });
      expect(post, name).toMatchObject({ status: 400, code: -400, data: null });
    }
    const config = await kit.get('/api/ingame/login_config', { client_id: VOLTAGE });
    expect(config).toMatchObject({ code: 1, data: { client_id: 100 } });
  });
});
