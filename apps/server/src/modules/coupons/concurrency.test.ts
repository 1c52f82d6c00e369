import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payEndpoints, type PayEndpoint } from '@topup/contracts/payment-families';
import { productPrices, products } from '../../db/tables/catalog.ts';
import { orders, paymentMethods } from '../../db/tables/payments.ts';
import { coupons } from '../../db/tables/vip.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { createPayTestApp, payKit, tenantById } from '../payments/test-kit.ts';
import { couponRow, playerOf } from './test-kit.ts';

// PGlite answers one query at a time: real races need PostgreSQL (CI sets DATABASE_URL).
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'coupons under concurrency (PostgreSQL; skipped: DATABASE_URL is unset)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createPayTestApp();
    });
    afterAll(() => t?.close());
    const kit = payKit(() => t);
    const demo = playerOf(() => t.app, tenantById('watt'));

    it('20 concurrent claims of one weekly coupon: one success', async () => {
      await demo.login();
      const answers = await Promise.all(Array.from({ length: 20 }, () => demo.claim('v1-week')));
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect(answers.filter((a) => a.code === -3062)).toHaveLength(19);
      const rows = await t.app.db
        .select()
        .from(coupons)
        .where(and(eq(coupons.suid, demo.suid), eq(coupons.templateId, 'v1-week')));
      expect(rows).toHaveLength(1);
    });

    it('one coupon on 10 concurrent pay calls: one order carries it, the rest -3062', async () => {
      const methods = await t.app.db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.tenantId, 'watt'), eq(paymentMethods.openCoupon, true)));
      const endpoints = Object.keys(payEndpoints) as PayEndpoint[];
      const endpointOf = (familyId: number) =>
        endpoints.find((e) => (payEndpoints[e].families as readonly number[]).includes(familyId));
      const method = methods.find(
        (m) => m.country === 'US' && m.platforms.length === 0 && endpointOf(m.familyId),
      )!;
      const { body } = await kit.payloadFor(method);
      const [product] = await t.app.db
        .select({ productId: products.productId })
        .from(products)
        .innerJoin(
          productPrices,
          and(
            eq(productPrices.tenantId, products.tenantId),
            eq(productPrices.productId, products.productId),
          ),
        )
        .where(
          and(
            eq(products.tenantId, 'watt'),
            eq(products.gameCode, tenantById('watt').games[0]!.code),
            eq(products.isCoupon, true),
            eq(productPrices.currency, 'USD'),
          ),
        );
      const [coupon] = await t.app.db.select().from(coupons).where(eq(coupons.suid, demo.suid));
      const payload = { ...body, product_id: product!.productId, coupon_code: coupon!.code };
      const url = `/api/${endpointOf(method.familyId)!}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => kit.post(demo.host, url, payload)),
      );
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect(answers.filter((a) => a.code === -3062)).toHaveLength(9);
      const withCoupon = await t.app.db
        .select()
        .from(orders)
        .where(eq(orders.couponCode, coupon!.code));
      expect(withCoupon).toHaveLength(1);
      expect(await couponRow(t.app, coupon!.code)).toMatchObject({
        status: 'reserved',
        billingNo: withCoupon[0]!.billingNo,
      });
    });
  },
);
