import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { deliveriesOf } from '../orders/test-kit.ts';
import { hashGiftCode, normalizeGiftCode } from '../gift-cards/code.ts';
import { MAX_ACCOUNT_GUESSES } from './guess-throttle.ts';
import { demoCardNo } from '@topup/demo/seed/cards/seed-data';
import { cardInfo, cardKit, demoRole, tenantById } from './test-kit.ts';

// Real concurrency needs real connections: PGlite answers one query at a time, so these run on
// PostgreSQL only (CI sets DATABASE_URL).
const onPostgres = Boolean(process.env.DATABASE_URL);
const watt = tenantById('watt');
const game = watt.games[0]!;
const clientId = game.clients.web.clientId;

/**
 * One redemption wins; every other one is told the card is used, or refused -429: attempts in
 * flight count against the account's guess limit (docs/decisions/0034) until their secret is
 * found right and their slot goes back, so at least limit - 1 of them are looked up.
 */
function expectOneWinner(codes: number[]) {
  expect(codes.filter((c) => c === 1)).toHaveLength(1);
  const used = codes.filter((c) => c === ResultCode.CardUsed).length;
  const limited = codes.filter((c) => c === ResultCode.RateLimited).length;
  expect(used + limited).toBe(codes.length - 1);
  expect(used).toBeGreaterThanOrEqual(MAX_ACCOUNT_GUESSES - 1);
}

describe.skipIf(!onPostgres)(
  'card and gift redemptions under concurrency (PostgreSQL; skipped: DATABASE_URL is unset)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());
    const kit = cardKit(() => t);

    it('100 concurrent exchanges of one card: one success, one order, one delivery', async () => {
      const token = await kit.tokenFor(watt);
      const role = demoRole('1001');
      const before = await kit.balance('watt', game.code, role.role_id);
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          kit.post(watt, '/api/card/exchange', {
            client_id: clientId,
            ...role,
            card_info: cardInfo('watt', 3),
            oauth_token: token,
          }),
        ),
      );
      const codes = answers.map((a) => a.code);
      expectOneWinner(codes);

      const orders = await kit.ordersOfRef('watt', demoCardNo('watt', 3));
      expect(orders).toHaveLength(1);
      const billingNo = orders[0]!.billingNo;
      expect(await kit.outboxOf(billingNo)).toHaveLength(1);
      await Promise.all([t.app.outboxRelay.runOnce(), t.app.outboxRelay.runOnce()]);
      expect(await deliveriesOf(t.app.db, billingNo)).toHaveLength(1);
      expect(await kit.balance('watt', game.code, role.role_id)).toBe(before + 330);
    });

    it('20 concurrent redemptions of one gift code: one success, one order, one delivery', async () => {
      const token = await kit.tokenFor(watt);
      const role = demoRole('1002');
      const before = await kit.balance('watt', game.code, role.role_id);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          kit.post(watt, '/api/gift/redeem', {
            client_id: clientId,
            ...role,
            code: 'GIFT-DEMO-0002',
            oauth_token: token,
          }),
        ),
      );
      const codes = answers.map((a) => a.code);
      expectOneWinner(codes);

      const ref = hashGiftCode(normalizeGiftCode('GIFT-DEMO-0002'));
      const orders = await kit.ordersOfRef('watt', ref);
      expect(orders).toHaveLength(1);
      expect(await kit.outboxOf(orders[0]!.billingNo)).toHaveLength(1);
      await Promise.all([t.app.outboxRelay.runOnce(), t.app.outboxRelay.runOnce()]);
      expect(await deliveriesOf(t.app.db, orders[0]!.billingNo)).toHaveLength(1);
      expect(await kit.balance('watt', game.code, role.role_id)).toBe(before + 606);
    });
  },
);
