import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { cardMessages } from '../cards/redemption.ts';
import { cardKit, demoRole, tenantById } from '../cards/test-kit.ts';
import { hashGiftCode, normalizeGiftCode } from './code.ts';

const watt = tenantById('watt');
const ko = tenantById('ko');
const dragon = tenantById('dragon');

describe('gift cards (POST /api/gift/redeem)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  const kit = cardKit(() => t);

  const redeem = async (
    tenant = watt,
    code: string,
    role = demoRole('1001'),
    extra: Record<string, unknown> = {},
  ) =>
    kit.post(tenant, '/api/gift/redeem', {
      client_id: tenant.games[0]!.clients.web.clientId,
      ...role,
      code,
      spec_lang: 'en',
      oauth_token: await kit.tokenFor(tenant),
      ...extra,
    });

  it('credits the value at the base rate: USD 10.00 x 60 diamonds / 0.99 = 606, once', async () => {
    const game = watt.games[0]!;
    const before = await kit.balance('watt', game.code, '1001011');
    const res = await redeem(watt, 'gift-demo-0001');
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({
      value: '10.00',
      value_minor: 1000,
      currency: 'USD',
      gems_number: 606,
    });
    const order = await kit.order(res.data.billing_no);
    expect(order).toMatchObject({
      status: 'paid',
      purpose: 'gift',
      provider: 'gift-card',
      amountMinor: 1000,
      value: 606,
      bonus: 0,
      ref: hashGiftCode(normalizeGiftCode('GIFT-DEMO-0001')),
      productName: '606 Diamonds',
    });
    expect(await kit.outboxOf(order.billingNo)).toHaveLength(1);
    await t.app.outboxRelay.runOnce();
    expect(await kit.balance('watt', game.code, '1001011')).toBe(before + 606);

    const again = await redeem(watt, 'GIFT DEMO 0001');
    expect(again.code).toBe(ResultCode.CardUsed);
    expect(again.msg).toBe(cardMessages.used);
  });

  it('converts at the game rate of the area currency: KRW 10,000 x 60 / 1,200 = 500', async () => {
    const res = await redeem(ko, 'GIFT-DEMO-0002');
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ value: '10000', currency: 'KRW', gems_number: 500 });
  });

  it('refuses a wrong code (-3070), another currency (-3072), a foreign character (-3030)', async () => {
    const wrong = await redeem(watt, 'GIFT-DEMO-9999');
    expect(wrong.code).toBe(ResultCode.CardInvalid);
    expect(wrong.msg).toBe(cardMessages.invalidCode);
    const other = await redeem(watt, 'GIFT-DEMO-0009');
    expect(other.code).toBe(ResultCode.CardNotUsable);
    const foreign = await redeem(watt, 'GIFT-DEMO-0003', { server_id: '1001', role_id: '1001031' });
    expect(foreign.code).toBe(ResultCode.RoleNotFound);
    expect((await redeem(watt, 'GIFT-DEMO-0003')).code).toBe(1);
  });

  it('answers bad input with -400 and needs a verified login', async () => {
    const clientId = watt.games[0]!.clients.web.clientId;
    const token = await kit.tokenFor(watt);
    for (const body of [
      { client_id: clientId, server_id: '1001', role_id: '1001011', oauth_token: token },
      {
        client_id: clientId,
        server_id: '1001',
        role_id: '1001011',
        code: '  ',
        oauth_token: token,
      },
      {
        client_id: clientId,
        server_id: '1001',
        role_id: '1001011',
        code: 'x'.repeat(65),
        oauth_token: token,
      },
    ]) {
      const res = await kit.post(watt, '/api/gift/redeem', body);
      expect(res.status).toBe(400);
      expect(res.code).toBe(ResultCode.BadRequest);
    }
    const anonymous = await kit.post(watt, '/api/gift/redeem', {
      client_id: clientId,
      ...demoRole('1001'),
      code: 'GIFT-DEMO-0002',
    });
    expect(anonymous.code).toBe(ResultCode.NotLoggedIn);
    const unverified = await kit.post(watt, '/api/gift/redeem', {
      client_id: clientId,
      server_id: '1002',
      role_id: '1002041',
      code: 'GIFT-DEMO-0002',
      oauth_token: await kit.tokenFor(watt, 'unverified'),
    });
    expect(unverified.code).toBe(ResultCode.NotVerified);
  });

  it('keeps tenants apart: the same printed code is a different card on each brand', async () => {
    expect((await redeem(dragon, 'GIFT-DEMO-0004')).code).toBe(1);
    expect((await redeem(watt, 'GIFT-DEMO-0004')).code).toBe(1);
    const dragonToken = await kit.tokenFor(dragon);
    const crossed = await redeem(watt, 'GIFT-DEMO-0002', demoRole('1001'), {
      oauth_token: dragonToken,
    });
    expect(crossed.code).toBe(ResultCode.NotLoggedIn);
  });
});
