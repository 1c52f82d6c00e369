import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsListSchema } from '@topup/contracts/catalog';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { tenantById } from '@topup/server/modules/payments/test-kit';
import { demoOfferGame, demoOfferId } from './seed.ts';

// The demo's offers as the goods page of watt (new layout) and ko (old layout) gets them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.each(['watt', 'ko'])('demo offers on %s', (id) => {
  it('lists a live 48-hour offer, the three-step chain with a free middle step, and the bonus', async () => {
    const tenant = tenantById(id);
    const game = demoOfferGame(tenant);
    const res = await t.app.inject({
      url: `/api/pay/getGoodsList?client_id=${game.clientId}&spec_lang=ja`,
      headers: { host: `${id.toLowerCase()}.localhost:8080` },
    });
    const list = goodsListSchema.parse(res.json().data);
    const item = (key: string) =>
      list.goods.find((g) => g.product_id === demoOfferId(game.gameCode, key));
    const flash = item('flash-bundle')!;
    expect(flash.display).toBe('48時間限定パック');
    // Seeded just now: ends 48 hours after the seed (a few seconds of test time may have gone).
    expect(flash.offer!.seconds_left).toBeGreaterThan(47 * 3600);
    expect(flash.offer!.seconds_left).toBeLessThanOrEqual(48 * 3600);
    expect(['path-1', 'path-2', 'path-3'].map((k) => item(k)!.offer!.chain)).toMatchObject([
      { step: 1, steps: 3, state: 'available' },
      { step: 2, steps: 3, state: 'locked' },
      { step: 3, steps: 3, state: 'locked' },
    ]);
    expect(item('path-2')).toMatchObject({
      price_minor: 0,
      offer: { free: true },
      image: '/goods/offer-path-2.svg',
    });
    // Each paid offer gives at least what its regular goods give, for less, with a picture.
    for (const [key, regular] of [
      ['flash-bundle', 'diamonds-1280'],
      ['path-1', 'diamonds-300'],
      ['path-3', 'diamonds-1280'],
    ] as const) {
      const offer = item(key)!;
      const goods = list.goods.find((g) => g.product_id === `${game.gameCode}-${regular}`)!;
      expect(offer.offer!.regular_price_minor).toBe(goods.price_minor);
      expect(offer.price_minor).toBeLessThan(goods.price_minor);
      expect(offer.value + offer.bonus).toBeGreaterThanOrEqual(goods.value + goods.bonus);
      expect(offer.image).toBe(`/goods/offer-${key}.svg`);
    }
    expect(list.first_purchase_bonus).toEqual({ bonus: 500, eligible: null });
  });
});
