import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayEndpoint } from '@topup/contracts/payment-families';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { cardMessages } from './redemption.ts';
import { demoCardNo } from '@topup/demo/seed/cards/seed-data';
import { cardInfo, cardKit, demoRole, tenantById } from './test-kit.ts';

// The card-based pay endpoints (SPEC §7) with card_info pay the chosen product with a prepaid
// card. MyCard methods are seeded for Taiwan and Hong Kong: coolgame (TWD) is the brand here.
const coolgame = tenantById('coolgame');
const game = coolgame.games[0]!;
const clientId = game.clients.web.clientId;

describe('paying a product with a prepaid card (card_info on the card-based pay endpoints)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { paymentTransport: (app) => createInjectTransport(app) });
  });
  afterAll(() => t?.close());
  const kit = cardKit(() => t);

  const pay = async (
    endpoint: PayEndpoint,
    method: { payway_id: number; channel_id: string },
    opts: { product: string; card?: string },
  ) =>
    kit.post(coolgame, `/api/${endpoint}`, {
      client_id: clientId,
      ...demoRole('1001'),
      platform: 'web',
      product_id: `${game.code}-${opts.product}`,
      country: 'TW',
      ...method,
      ...(opts.card ? { card_info: opts.card } : {}),
      oauth_token: await kit.tokenFor(coolgame),
    });
  const koudian = { payway_id: 10303, channel_id: 'koudian' };

  it('pays the product whose price is the card price: a born-paid card order, url empty', async () => {
    const res = await pay('pay/payMyCardKouDian', koudian, {
      product: 'diamonds-60',
      card: cardInfo('coolgame', 1),
    });
    expect(res.code).toBe(1);
    expect(res.data.url).toBe('');
    const order = await kit.order(res.data.billing_no);
    expect(order).toMatchObject({
      status: 'paid',
      purpose: 'card',
      ref: demoCardNo('coolgame', 1),
      provider: 'prepaid-card',
      endpoint: 'pay/payMyCardKouDian',
      productId: `${game.code}-diamonds-60`,
      amountMinor: 3000,
      currency: 'TWD',
      value: 60,
      methodKey: '10303_koudian',
    });
    expect(await kit.outboxOf(order.billingNo)).toHaveLength(1);
    const before = await kit.balance('coolgame', game.code, '1001011');
    await t.app.outboxRelay.runOnce();
    expect(await kit.balance('coolgame', game.code, '1001011')).toBe(before + 60);
  });

  it('works on every card-based endpoint with a method of its family', async () => {
    const cases: [PayEndpoint, { payway_id: number; channel_id: string }, number][] = [
      ['pay/card_pay', koudian, 2],
      ['pay/card_info', { payway_id: 10302, channel_id: 'cht' }, 3],
      ['pay/payMyCardBilling', { payway_id: 10302, channel_id: 'cht' }, 4],
      ['pay/payMyCardInGame', { payway_id: 10301, channel_id: 'mycard_ingame' }, 7],
    ];
    for (const [endpoint, method, seq] of cases) {
      const product = seq <= 2 ? 'diamonds-60' : 'diamonds-300';
      const res = await pay(endpoint, method, { product, card: cardInfo('coolgame', seq) });
      expect(res.code, `${endpoint}: ${res.msg}`).toBe(1);
      expect((await kit.order(res.data.billing_no)).purpose).toBe('card');
    }
  });

  it('refuses a card whose price is not the product price (-3072) and spends nothing', async () => {
    const res = await pay('pay/payMyCardKouDian', koudian, {
      product: 'diamonds-680',
      card: cardInfo('coolgame', 5),
    });
    expect(res.code).toBe(1);
    const mismatch = await pay('pay/payMyCardKouDian', koudian, {
      product: 'diamonds-60',
      card: cardInfo('coolgame', 6),
    });
    expect(mismatch.code).toBe(ResultCode.CardNotUsable);
    expect(mismatch.msg).toBe(cardMessages.otherPrice);
    expect(await kit.ordersOfRef('coolgame', demoCardNo('coolgame', 6))).toHaveLength(0);
  });

  it('answers a used card -3071, a wrong one -3070, and a family the endpoint does not take -3042', async () => {
    const used = await pay('pay/payMyCardKouDian', koudian, {
      product: 'diamonds-60',
      card: cardInfo('coolgame', 1),
    });
    expect(used.code).toBe(ResultCode.CardUsed);
    const wrong = await pay('pay/payMyCardKouDian', koudian, {
      product: 'diamonds-60',
      card: cardInfo('coolgame', 8, 'bad'),
    });
    expect(wrong.code).toBe(ResultCode.CardInvalid);
    const family = await pay('pay/payMyCardBilling', koudian, {
      product: 'diamonds-60',
      card: cardInfo('coolgame', 8),
    });
    expect(family.code).toBe(ResultCode.BadPayParams);
  });

  it('without card_info the endpoint still opens the MyCard checkout', async () => {
    const res = await pay('pay/payMyCardKouDian', koudian, { product: 'diamonds-60' });
    expect(res.code).toBe(1);
    expect(res.data.url).toMatch(/^http/);
    const order = await kit.order(res.data.billing_no);
    expect(order).toMatchObject({ status: 'pending', purpose: 'goods', provider: 'mycard' });
  });
});
