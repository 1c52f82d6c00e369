import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { giftCards } from '../../../db/tables/cards.ts';
import { orderMakeGoods } from '../../../db/tables/make-goods.ts';
import { outbox } from '../../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { newOrderInput, paidInput, testClock } from '../test-kit.ts';
import { issueMakeGoodCredit } from '../../gift-cards/make-good-credit.ts';
import { createMakeGood } from './make-good.ts';

// Real concurrency needs real connections: PGlite answers one query at a time, so this runs on
// PostgreSQL only (CI sets DATABASE_URL).
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'make-good under concurrency (PostgreSQL; skipped: DATABASE_URL is unset)',
  () => {
    const clock = testClock(new Date().toISOString());
    const tenants = loadTenants().map((t) =>
      t.id === 'watt' ? { ...t, deliveryLimitMinutes: 10, undeliveredRule: 'credit' as const } : t,
    );
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, { now: clock.now, tenants });
    });
    afterAll(() => t?.close());

    it('four instances running at once settle each of 12 dead deliveries exactly once', async () => {
      const billingNos: string[] = [];
      for (let i = 0; i < 12; i++) {
        const order = await t.app.orders.createOrder(newOrderInput({ roleId: '1001012' }));
        await t.app.orders.confirmPayment(paidInput(order));
        billingNos.push(order.billingNo);
      }
      // The relay gave up on all of them (the game never answered).
      await t.app.db
        .update(outbox)
        .set({ deadAt: clock.now(), lastError: 'game down' })
        .where(inArray(outbox.deliveryId, billingNos));
      clock.advance(11 * 60_000);

      const instances = [1, 2, 3, 4].map(() =>
        createMakeGood({
          db: t.app.db,
          tenants,
          refund: {
            registry: t.app.paymentProviders.registry,
            confirmPayment: t.app.orders.confirmPayment,
          },
          now: clock.now,
          log: { info() {}, warn() {}, error() {} },
          sealSecret: (plain) => plain,
          issueCredit: issueMakeGoodCredit,
          batchSize: 5,
        }),
      );
      let credited = 0;
      // A few rounds: each run takes at most 5, and rows another instance holds are skipped.
      for (let round = 0; round < 4; round++) {
        const runs = await Promise.all(instances.map((m) => m.runOnce()));
        credited += runs.reduce((n, r) => n + r.credited, 0);
      }
      expect(credited).toBe(12);
      const rows = await t.app.db
        .select()
        .from(orderMakeGoods)
        .where(inArray(orderMakeGoods.billingNo, billingNos));
      expect(rows.map((r) => r.state)).toEqual(Array(12).fill('credited'));
      const codes = await t.app.db
        .select()
        .from(giftCards)
        .where(
          inArray(
            giftCards.codeHash,
            rows.map((r) => r.creditCodeHash!),
          ),
        );
      expect(codes).toHaveLength(12);
      const closed = await t.app.db
        .select({ doneAt: outbox.doneAt })
        .from(outbox)
        .where(inArray(outbox.deliveryId, billingNos));
      expect(closed.every((r) => r.doneAt !== null)).toBe(true);
    });
  },
);
