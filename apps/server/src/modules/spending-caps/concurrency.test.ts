import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { orders } from '../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { tenantById } from '../payments/test-kit.ts';
import { capsKit } from './test-kit.ts';

// The cap is enforced in the order's insert transaction under a per-account advisory lock
// (enforce.ts). Real concurrency needs real connections: PGlite answers one query at a time, so
// this runs on PostgreSQL only (CI sets DATABASE_URL).
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'spending caps under concurrency (PostgreSQL; skipped: DATABASE_URL is unset)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      // Without the unpaid-orders ceiling, whose own per-account lock would serialise these
      // orders too: the cap must hold under its own lock alone. The 100 transactions queue for
      // the pool one after another; on a busy machine that wait can pass the 5 s default, which
      // answers -503 (correct, but not what this test is about).
      t = await createTestApp(
        { maxUnpaidOrders: 0, dbConnectTimeoutMs: 60_000 },
        { paymentTransport: (app) => createInjectTransport(app) },
      );
    });
    afterAll(() => t?.close());
    const caps = capsKit(() => t);
    const watt = tenantById('watt');

    it('100 concurrent orders against a cap never pass it in total', async () => {
      const { body, priceMinor } = await caps.payPayload(watt);
      // Room for 7 orders and a bit: the 8th would pass the cap.
      const cap = priceMinor * 7 + Math.floor(priceMinor / 2);
      expect((await caps.setCaps(watt, { daily: cap })).code).toBe(1);

      const answers = await Promise.all(Array.from({ length: 100 }, () => caps.pay(watt, body)));
      const codes = answers.reduce<Record<number, number>>(
        (n, a) => ({ ...n, [a.code]: (n[a.code] ?? 0) + 1 }),
        {},
      );
      expect(codes).toEqual({ 1: 7, [ResultCode.SpendingCapReached]: 93 });

      const made = await t.app.db
        .select()
        .from(orders)
        .where(and(eq(orders.tenantId, 'watt'), eq(orders.suid, '10000001')));
      const total = made.reduce((sum, o) => sum + o.amountMinor, 0);
      expect(made).toHaveLength(7);
      expect(total).toBeLessThanOrEqual(cap);
    });
  },
);
