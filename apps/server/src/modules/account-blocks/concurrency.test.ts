import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { eventsOf, newOrderInput, paidInput } from '../orders/test-kit.ts';
import { applyShortfallRule, RULE_CREATOR } from './block-on-shortfall.ts';
import { shortfallKit, wattBlocks } from './test-kit.ts';

// Real concurrency needs real connections: PGlite answers one query at a time, so this runs on
// PostgreSQL only (CI sets DATABASE_URL).
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'the block rule under concurrency (PostgreSQL; skipped: DATABASE_URL is unset)',
  () => {
    const tenants = wattBlocks();
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, { tenants });
    }, 180_000);
    afterAll(() => t?.close());
    const kit = shortfallKit(() => t);

    it('20 runs of the rule for one refunded order at once: one block, one link, one story line', async () => {
      const [role] = await t.app.gameGateway.listRoles('watt', 'voltage-arena', '10000001');
      const order = await t.app.orders.createOrder(newOrderInput({ roleId: role!.roleId }));
      await t.app.orders.confirmPayment(paidInput(order));
      await t.app.orders.confirmPayment(
        paidInput(order, { action: 'refunded', refundKind: 'chargeback', refundKey: 'cb-1' }),
      );
      const policy = { tenants, seal: (plain: string) => plain };
      const at = new Date();
      const runs = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          t.app.db.transaction((tx) =>
            applyShortfallRule(tx, policy, {
              tenantId: 'watt',
              billingNo: order.billingNo,
              end: { shortfall: 110 },
              at,
            }),
          ),
        ),
      );
      expect(runs.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(await kit.blocksOf(order.billingNo)).toMatchObject([
        { shortfall: 110, amountMinor: Math.round((499 * 110) / 330), liftedAt: null },
      ]);
      expect(await kit.linksOf(order.suid, RULE_CREATOR)).toHaveLength(1);
      const story = (await eventsOf(t.app.db, order.billingNo)).map((e) => e.detail.action);
      expect(story.filter((a) => a === 'account_blocked')).toHaveLength(1);
    });
  },
);
