import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRelay } from './relay/outbox-relay.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import {
  balanceOf,
  deliveriesOf,
  eventsOf,
  newOrderInput,
  outboxOf,
  paidInput,
} from './test-kit.ts';

// Real concurrency needs real connections: PGlite answers one query at a time, so these run on
// PostgreSQL only (CI sets DATABASE_URL).
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'confirmPayment under concurrency (PostgreSQL; skipped: DATABASE_URL is unset)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it('50 concurrent paid callbacks + late redeliveries: one transition, one delivery', async () => {
      const roleId = '1001012';
      const order = await t.app.orders.createOrder(newOrderInput({ roleId }));
      await t.app.orders.markPending('watt', order.billingNo, { payUrl: 'https://pay.example' });
      const before = await balanceOf(t.app.db, { roleId });
      const relays = [1, 2].map(() =>
        createOutboxRelay({
          db: t.app.db,
          gameGateway: t.app.gameGateway,
          now: () => new Date(),
          log: { info() {}, warn() {}, error() {} },
        }),
      );

      const burst = Array.from({ length: 50 }, (_, i) =>
        t.app.orders.confirmPayment(
          paidInput(order, { source: i % 5 === 0 ? 'recheck' : 'callback' }),
        ),
      );
      // Relays race the burst: a delivery may start while duplicates are still arriving.
      const racing = relays.map((r) => r.runOnce());
      const outcomes = (await Promise.all(burst)).map((r) => r.outcome);
      await Promise.all(racing);
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);

      await Promise.all(relays.map((r) => r.runOnce()));
      const late = await Promise.all(
        Array.from({ length: 20 }, () => t.app.orders.confirmPayment(paidInput(order))),
      );
      expect(late.every((r) => r.outcome === 'duplicate')).toBe(true);
      await Promise.all([...relays, ...relays].map((r) => r.runOnce()));

      const events = await eventsOf(t.app.db, order.billingNo);
      expect(events.filter((e) => e.toStatus === 'paid')).toHaveLength(1);
      expect(events.map((e) => e.toStatus)).toEqual(['created', 'pending', 'paid', 'delivered']);
      expect(await outboxOf(t.app.db, order.billingNo)).toHaveLength(1);
      expect(await deliveriesOf(t.app.db, order.billingNo)).toHaveLength(1);
      expect(await balanceOf(t.app.db, { roleId })).toBe(before + 330);
      expect((await t.app.orders.getOrder('watt', order.billingNo))!.status).toBe('delivered');
    });

    it('many orders paid at once by many callbacks each are each delivered once', async () => {
      const roleId = '1015011';
      const before = await balanceOf(t.app.db, { roleId });
      const orders = await Promise.all(
        Array.from({ length: 10 }, () => t.app.orders.createOrder(newOrderInput({ roleId }))),
      );
      const calls = orders.flatMap((o) =>
        Array.from({ length: 5 }, () => t.app.orders.confirmPayment(paidInput(o))),
      );
      const relay = () => t.app.outboxRelay.runOnce();
      await Promise.all([...calls, relay(), relay()]);
      await Promise.all([relay(), relay(), relay()]);
      expect(await balanceOf(t.app.db, { roleId })).toBe(before + 10 * 330);
      for (const o of orders) {
        expect(await deliveriesOf(t.app.db, o.billingNo)).toHaveLength(1);
        expect((await t.app.orders.getOrder('watt', o.billingNo))!.status).toBe('delivered');
      }
    });
  },
);
