import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { cardKit, tenantById } from '../cards/test-kit.ts';

const watt = tenantById('watt');
const dragon = tenantById('dragon');

describe('GET /api/pay/getThirdGift', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  const kit = cardKit(() => t);
  const game = watt.games[0]!;
  const url = (q: string) => `/api/pay/getThirdGift?client_id=${game.clients.web.clientId}${q}`;

  it("lists the running gifts of the game's goods, in the player's language", async () => {
    const res = await kit.get(watt, url('&spec_lang=ja'));
    expect(res.code).toBe(1);
    expect(res.data.gifts).toHaveLength(3);
    expect(res.data.gifts).toContainEqual({
      gift_id: `${game.code}-razer-chest`,
      product_id: `${game.code}-diamonds-6480`,
      name: '宝箱',
      icon: '/gift-icons/chest.svg',
      quantity: 1,
      channel_name: 'Razer Gold',
      payway_id: 10103,
    });
    // Ended campaigns are not listed.
    expect(res.data.gifts.map((g: { gift_id: string }) => g.gift_id)).not.toContain(
      `${game.code}-xsolla-ended`,
    );
  });

  it('filters by product, falls back to English, and is empty for goods without gifts', async () => {
    const one = await kit.get(watt, url(`&product_id=${game.code}-monthly-card&spec_lang=pt`));
    expect(one.data.gifts).toEqual([
      expect.objectContaining({ name: 'Poção de energia', quantity: 5, channel_name: 'MyCard' }),
    ]);
    // Dutch is none of the 18 languages: English.
    const dutch = await kit.get(watt, url(`&product_id=${game.code}-monthly-card&spec_lang=nl`));
    expect(dutch.data.gifts).toEqual([
      expect.objectContaining({ name: 'Stamina potion', quantity: 5, channel_name: 'MyCard' }),
    ]);
    const none = await kit.get(watt, url(`&product_id=${game.code}-diamonds-300`));
    expect(none.data.gifts).toEqual([]);
  });

  it('answers -3001 for a client of another brand and -400 for a missing client', async () => {
    const foreign = await kit.get(dragon, url(''));
    expect(foreign.code).toBe(ResultCode.NoGame);
    const missing = await kit.get(watt, '/api/pay/getThirdGift');
    expect(missing.status).toBe(400);
  });
});
