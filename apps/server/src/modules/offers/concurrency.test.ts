import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { firstPurchaseGrants } from '../../db/tables/offers.ts';
import { outbox } from '../../db/tables/payments.ts';
import { offerDeliveryId } from './claim-payload.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { createPayTestApp, tenantById, type Answer } from '../payments/test-kit.ts';
import { offersKit } from './test-kit.ts';

// Chain steps are decided under a per-(chain, character) advisory lock in the order's insert
// transaction (reserve.ts) and in the claim's; the first-purchase grant is keyed by character.
// Real concurrency needs real connections: PGlite answers one query at a time, so this runs on
// PostgreSQL only (CI sets DATABASE_URL).
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'offers under concurrency (PostgreSQL; skipped: DATABASE_URL is unset)',
  () => {
    let t: TestApp;
    const kit = offersKit(() => t, tenantById('watt'));
    beforeAll(async () => {
      t = await createPayTestApp();
      for (const [step, price] of [
        [1, 99],
        [2, 199],
        [3, null],
      ] as const) {
        await kit.addOffer({
          productId: `race-${step}`,
          priceMinor: price,
          chainId: 'race',
          chainStep: step,
        });
      }
      await kit.addOffer({ productId: 'race-plain', priceMinor: 299 });
    });
    afterAll(() => t?.close());

    const codes = (answers: Answer[]) =>
      answers.reduce<Record<number, number>>(
        (n, a) => ({ ...n, [a.code]: (n[a.code] ?? 0) + 1 }),
        {},
      );

    it('30 payments of step 2 at once: none before step 1 is paid, then exactly one', async () => {
      const role = (await kit.roles())[5]!;
      const early = await Promise.all(Array.from({ length: 30 }, () => kit.pay(role, 'race-2')));
      expect(codes(early)).toEqual({ [ResultCode.OfferStepLocked]: 30 });
      expect(await kit.ordersOf('race-2')).toHaveLength(0);

      const first = await kit.pay(role, 'race-1');
      await kit.confirmPaid(first.data.billing_no);
      const burst = await Promise.all(Array.from({ length: 30 }, () => kit.pay(role, 'race-2')));
      expect(codes(burst)).toEqual({ 1: 1, [ResultCode.UnpaidLimitOrder]: 29 });
      const rows = (await kit.ordersOf('race-2')).filter((o) => o.roleId === role.roleId);
      expect(rows).toHaveLength(1);
    });

    it('20 claims of the free step at once: exactly one, one delivery row', async () => {
      const role = (await kit.roles())[6]!;
      const p1 = await kit.pay(role, 'race-1');
      await kit.confirmPaid(p1.data.billing_no);
      const p2 = await kit.pay(role, 'race-2');
      await kit.confirmPaid(p2.data.billing_no);
      // The claim route allows 30 a minute per address: a burst of 20 stays under it.
      const claims = await Promise.all(Array.from({ length: 20 }, () => kit.claim(role, 'race-3')));
      expect(codes(claims)).toEqual({ 1: 1, [ResultCode.OfferStepTaken]: 19 });
      const id = offerDeliveryId({
        tenantId: 'watt',
        productId: 'race-3',
        gameCode: kit.game.code,
        roleId: role.roleId,
      });
      expect(await t.app.db.select().from(outbox).where(eq(outbox.deliveryId, id))).toHaveLength(1);
    });

    it('orders of a character paid at once: the first-purchase bonus goes to exactly one', async () => {
      await kit.setFirstPurchaseBonus(250);
      const role = (await kit.roles())[7]!;
      // A plain product (no bonus of its own): an order's bonus is 0, or 250 with the grant.
      const opened = await Promise.all(
        Array.from({ length: 8 }, () => kit.pay(role, 'race-plain')),
      );
      const ids = opened.map((o) => o.data.billing_no as string);
      expect(ids.every(Boolean)).toBe(true);
      await Promise.all(ids.map((id) => kit.confirmPaid(id)));
      const grants = (await t.app.db.select().from(firstPurchaseGrants)).filter(
        (g) => g.roleId === role.roleId,
      );
      expect(grants).toHaveLength(1);
      const bonuses = await Promise.all(
        ids.map(async (id) => (await t.app.orders.getOrder('watt', id))!.bonus),
      );
      expect(bonuses.sort((a, b) => b - a)).toEqual([250, 0, 0, 0, 0, 0, 0, 0]);
    });
  },
);
