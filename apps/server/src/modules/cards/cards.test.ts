import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCardInfo } from '@topup/contracts/card-info';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { prepaidCards } from '../../db/tables/cards.ts';
import { seedDemo } from '@topup/demo/seed/seed';
import { MAX_ACCOUNT_GUESSES, MAX_IP_GUESSES } from './guess-throttle.ts';
import { cardMessages } from './redemption.ts';
import { DEMO_CARD_PASSWORD, demoCardNo } from '@topup/demo/seed/cards/seed-data';
import { cardInfo, cardKit, demoRole, tenantById, tenants } from './test-kit.ts';

const watt = tenantById('watt');
const dragon = tenantById('dragon');
const wattGame = watt.games[0]!;
const wattClient = wattGame.clients.web.clientId;

describe('prepaid cards: check and exchange (POST /api/card/check, /api/card/exchange)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  const kit = cardKit(() => t);

  const check = async (seq: number, opts: { password?: string; client?: string } = {}) =>
    kit.post(watt, '/api/card/check', {
      client_id: opts.client ?? wattClient,
      card_info: cardInfo('watt', seq, opts.password),
      oauth_token: await kit.tokenFor(watt),
    });
  const exchange = async (seq: number, role = demoRole('1001')) =>
    kit.post(watt, '/api/card/exchange', {
      client_id: wattClient,
      ...role,
      platform: 'web',
      areaId: 'universal',
      domain_area: 'universal',
      card_info: cardInfo('watt', seq),
      oauth_token: await kit.tokenFor(watt),
    });

  it('checks a demo card: its price and gems in the area currency', async () => {
    const res = await check(3);
    expect(res.code).toBe(1);
    expect(res.data).toEqual({
      price: '4.99',
      price_minor: 499,
      currency: 'USD',
      gems_number: 300,
      extra_gems_number: 30,
    });
  });

  it('answers a wrong password and an unknown number with the same -3070 message', async () => {
    const wrong = await check(1, { password: 'nope' });
    const unknown = await kit.post(watt, '/api/card/check', {
      client_id: wattClient,
      card_info: encodeCardInfo('9900019999', DEMO_CARD_PASSWORD),
      oauth_token: await kit.tokenFor(watt),
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(200);
      expect(res.code).toBe(ResultCode.CardInvalid);
      expect(res.msg).toBe(cardMessages.invalid);
    }
  });

  it('exchanges a card once: a born-paid card order, its delivery, then -3071', async () => {
    const role = demoRole('1001');
    const before = await kit.balance('watt', wattGame.code, role.role_id);
    const res = await exchange(4, role);
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ gems_number: 300, extra_gems_number: 30 });
    const billingNo = res.data.billing_no as string;
    const order = await kit.order(billingNo);
    expect(order).toMatchObject({
      status: 'paid',
      purpose: 'card',
      ref: demoCardNo('watt', 4),
      provider: 'prepaid-card',
      amountMinor: 499,
      currency: 'USD',
      value: 300,
      bonus: 30,
      roleId: role.role_id,
      productName: '330 Diamonds',
    });
    expect(await kit.outboxOf(billingNo)).toHaveLength(1);

    const info = await kit.get(
      watt,
      `/api/pay/getOrderInfo?billing_no=${billingNo}&oauth_token=${await kit.tokenFor(watt)}`,
    );
    expect(info.code).toBe(1);
    expect(info.data.status).toBe(1);
    await t.app.outboxRelay.runOnce();
    expect((await kit.order(billingNo)).status).toBe('delivered');
    expect(await kit.balance('watt', wattGame.code, role.role_id)).toBe(before + 330);

    const again = await exchange(4, role);
    expect(again.code).toBe(ResultCode.CardUsed);
    expect(again.msg).toBe(cardMessages.used);
    expect((await check(4)).code).toBe(ResultCode.CardUsed);
    expect(await kit.ordersOfRef('watt', demoCardNo('watt', 4))).toHaveLength(1);
  });

  it('re-seeding leaves a redeemed demo card redeemed', async () => {
    await seedDemo(t.app.db, tenants);
    const rows = await t.app.db.select().from(prepaidCards);
    const mine = rows.filter((r) => r.tenantId === 'watt');
    expect(mine).toHaveLength(9);
    expect(mine.find((r) => r.cardNo === demoCardNo('watt', 4))?.status).toBe('redeemed');
    expect(new Set(rows.map((r) => r.cardNo)).size).toBe(rows.length);
  });

  it('refuses a card of another currency or another game with -3072, and spends nothing', async () => {
    const otherCurrency = await check(8);
    expect(otherCurrency.code).toBe(ResultCode.CardNotUsable);
    expect(otherCurrency.msg).toBe(cardMessages.otherCurrency);
    // Card 9 is for the first game only.
    const secondGame = watt.games[1]!.clients.web.clientId;
    const token = await kit.tokenFor(watt, 'demo', { clientId: secondGame });
    const otherGame = await kit.post(watt, '/api/card/check', {
      client_id: secondGame,
      card_info: cardInfo('watt', 9),
      oauth_token: token,
    });
    expect(otherGame.code).toBe(ResultCode.CardNotUsable);
    expect(otherGame.msg).toBe(cardMessages.otherGame);
    expect((await check(9)).code).toBe(1);
    expect((await exchange(8)).code).toBe(ResultCode.CardNotUsable);
    expect(await kit.ordersOfRef('watt', demoCardNo('watt', 8))).toHaveLength(0);
  });

  it("only credits the player's own character on the server named (-3030)", async () => {
    const notMine = await exchange(5, { server_id: '1001', role_id: '1001031' });
    expect(notMine.code).toBe(ResultCode.RoleNotFound);
    const wrongServer = await exchange(5, { server_id: '1002', role_id: '1001011' });
    expect(wrongServer.code).toBe(ResultCode.RoleNotFound);
    expect((await check(5)).code).toBe(1);
  });

  it('needs a login (-600) and a verified account to exchange (6001)', async () => {
    const anonymous = await kit.post(watt, '/api/card/check', {
      client_id: wattClient,
      card_info: cardInfo('watt', 1),
    });
    expect(anonymous.code).toBe(ResultCode.NotLoggedIn);
    const unverified = await kit.post(watt, '/api/card/exchange', {
      client_id: wattClient,
      server_id: '1002',
      role_id: '1002041',
      card_info: cardInfo('watt', 1),
      oauth_token: await kit.tokenFor(watt, 'unverified'),
    });
    expect(unverified.code).toBe(ResultCode.NotVerified);
  });

  it('answers malformed input with -400', async () => {
    const token = await kit.tokenFor(watt);
    const tampered = btoa(atob(cardInfo('watt', 1)).replace(/:[0-9a-f]{8}$/, ':00000000'));
    const cases = [
      { client_id: wattClient, card_info: 'not base64!', oauth_token: token },
      { client_id: wattClient, card_info: tampered, oauth_token: token },
      { client_id: wattClient, card_info: encodeCardInfo('1'.repeat(81), 'x'), oauth_token: token },
      { client_id: wattClient, oauth_token: token },
    ];
    for (const body of cases) {
      const res = await kit.post(watt, '/api/card/check', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.code).toBe(ResultCode.BadRequest);
    }
    const noGame = await kit.post(watt, '/api/card/check', {
      client_id: 'nope',
      card_info: cardInfo('watt', 1),
      oauth_token: token,
    });
    expect(noGame.code).toBe(ResultCode.NoGame);
  });

  it("keeps tenants apart: another brand's card is unknown, its token is not a login here", async () => {
    const token = await kit.tokenFor(dragon);
    const dragonClient = dragon.games[0]!.clients.web.clientId;
    const wattCardOnDragon = await kit.post(dragon, '/api/card/check', {
      client_id: dragonClient,
      card_info: cardInfo('watt', 2),
      oauth_token: token,
    });
    expect(wattCardOnDragon.code).toBe(ResultCode.CardInvalid);
    const dragonCard = await kit.post(dragon, '/api/card/check', {
      client_id: dragonClient,
      card_info: cardInfo('dragon', 2),
      oauth_token: token,
    });
    expect(dragonCard.code).toBe(1);
    const dragonTokenOnWatt = await kit.post(watt, '/api/card/check', {
      client_id: wattClient,
      card_info: cardInfo('watt', 2),
      oauth_token: token,
    });
    expect(dragonTokenOnWatt.code).toBe(ResultCode.NotLoggedIn);
  });
});

describe('prepaid cards: guessing is rate limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  const kit = cardKit(() => t);

  const loginPassword = (username: string) =>
    username.startsWith('card-') ? 'card1234' : undefined;
  const guess = async (username: string, ip: string, password = 'wrong') => {
    const pw = loginPassword(username);
    const token = await kit.tokenFor(watt, username, {
      remoteAddress: '10.9.9.9',
      ...(pw ? { password: pw } : {}),
    });
    return kit.post(
      watt,
      '/api/card/check',
      { client_id: wattClient, card_info: cardInfo('watt', 1, password), oauth_token: token },
      { remoteAddress: ip },
    );
  };

  it(`blocks an address after ${MAX_IP_GUESSES} wrong guesses over several accounts`, async () => {
    // 8 + 8 + 7 + 7: the address fills up while no account does.
    const plan: [string, number][] = [
      ['demo', 8],
      ['norole', 8],
      ['card-8800000000000001', 7],
      ['unverified', 7],
    ];
    for (const [username, n] of plan) {
      for (let i = 0; i < n; i++) {
        expect((await guess(username, '10.0.1.1')).code).toBe(ResultCode.CardInvalid);
      }
    }
    const blocked = await guess('unverified', '10.0.1.1', DEMO_CARD_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.code).toBe(ResultCode.RateLimited);
    expect(blocked.msg).toMatch(/try again in 15 minutes/);
    expect((await guess('unverified', '10.0.1.2', DEMO_CARD_PASSWORD)).code).toBe(1);
  });

  it(`blocks an account after ${MAX_ACCOUNT_GUESSES} wrong guesses, even with the right password`, async () => {
    // norole has 8 from the address test.
    for (let i = 8; i < MAX_ACCOUNT_GUESSES; i++) {
      expect((await guess('norole', '10.0.2.1')).code).toBe(ResultCode.CardInvalid);
    }
    const blocked = await guess('norole', '10.0.2.2', DEMO_CARD_PASSWORD);
    expect(blocked.code).toBe(ResultCode.RateLimited);
    // Another account on that address is not affected.
    expect((await guess('unverified', '10.0.2.2', DEMO_CARD_PASSWORD)).code).toBe(1);
  });
});
