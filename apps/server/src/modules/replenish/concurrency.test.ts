import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { orders } from '../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { paidInput } from '../orders/test-kit.ts';
import { priceFits } from '../payments/methods/listing-rules.ts';
import type { MethodRow } from '../payments/providers/provider.ts';
import { payKit, type Answer } from '../payments/test-kit.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { hashReplenishId } from './link-id.ts';
import { replenishKit, STAFF_TOKEN, VOLTAGE, WATT } from './test-kit.ts';

// One waiting order per link is enforced under the link's row lock in the order's insert
// transaction (pay-replenish.ts). Real concurrency needs real connections: PostgreSQL only.
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'make-up payments under concurrency (PostgreSQL; skipped: DATABASE_URL is unset)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(
        { staffApiToken: STAFF_TOKEN },
        { paymentTransport: (app) => createInjectTransport(app) },
      );
    });
    afterAll(() => t?.close());
    const kit = replenishKit(() => t);
    const pay = payKit(() => t);
    const fits = (row: MethodRow) =>
      row.tenantId === 'watt' &&
      (row.areas.length === 0 || row.areas.includes('universal')) &&
      priceFits(row.minMoney, row.maxMoney, 499);

    it('50 concurrent payments of one link with two methods make exactly one order', async () => {
      const methods = [
        await pay.methodFor('pay/paypal_pay', fits),
        await pay.methodFor('pay/adyen_pay', fits),
      ];
      const link = await kit.newLink();
      const login = await kit.ingameLogin({ replenish_id: link.replenish_id });
      const answers: Answer[] = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const method = methods[i % 2]!;
          return pay.post(WATT, `/api/${i % 2 ? 'pay/adyen_pay' : 'pay/paypal_pay'}`, {
            client_id: VOLTAGE,
            replenish_id: link.replenish_id,
            domain_area: 'universal',
            country: method.country,
            payway_id: method.paywayId,
            channel_id: method.channelId,
            oauth_token: login.data.oauth_token,
          });
        }),
      );
      const rows = await t.app.db
        .select()
        .from(orders)
        .where(eq(orders.ref, hashReplenishId(link.replenish_id)));
      expect(rows).toHaveLength(1);
      const ok = answers.filter((a) => a.code === 1);
      // Every success is that one order (the same method reopened it); the rest were told to
      // finish it first.
      expect(ok.length).toBeGreaterThan(0);
      expect(new Set(ok.map((a) => a.data.billing_no))).toEqual(new Set([rows[0]!.billingNo]));
      expect(
        answers.every((a) => a.code === 1 || a.code === ResultCode.UnpaidLimitOrder),
        JSON.stringify(answers.filter((a) => a.code !== 1)[0]),
      ).toBe(true);

      // 20 concurrent copies of its paid callback settle the link once.
      const [order] = rows;
      const results = await Promise.all(
        Array.from({ length: 20 }, () => t.app.orders.confirmPayment(paidInput(order!))),
      );
      expect(results.filter((r) => r.outcome === 'applied')).toHaveLength(1);
      expect(await kit.linkRow(link.replenish_id)).toMatchObject({
        status: 'settled',
        billingNo: order!.billingNo,
      });
    });
  },
);
