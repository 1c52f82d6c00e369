import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPointsSchema } from '@topup/contracts/coupons';
import { payEndpoints, type PayEndpoint } from '@topup/contracts/payment-families';
import { productPrices, products } from '../../db/tables/catalog.ts';
import { orders, paymentMethods } from '../../db/tables/payments.ts';
import { coupons } from '../../db/tables/vip.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { paidInput, testClock } from '../orders/test-kit.ts';
import type { MethodRow } from '../payments/providers/provider.ts';
import { payKit, tenantById } from '../payments/test-kit.ts';
import { couponRow, playerOf, setPoints } from './test-kit.ts';

const clock = testClock(new Date().toISOString());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { now: clock.now, paymentTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t.close());
const kit = payKit(() => t);
const watt = tenantById('watt');
const demo = playerOf(() => t.app, watt);

const endpointOf = (row: MethodRow) =>
  (Object.keys(payEndpoints) as PayEndpoint[]).find((e) =>
    (payEndpoints[e].families as readonly number[]).includes(row.familyId),
  )!;

/** A watt method (open to coupons or not) and a payload buying a coupon-able product with it. */
async function purchase(opts: { openCoupon: boolean; isCoupon?: boolean }) {
  const rows = await t.app.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, 'watt'), eq(paymentMethods.active, true)));
  const method = rows.find(
    (r) => r.openCoupon === opts.openCoupon && r.platforms.length === 0 && endpointOf(r),
  )!;
  const { body } = await kit.payloadFor(method);
  const currency = method.country === 'US' ? 'USD' : undefined;
  const goods = await t.app.db
    .select({
      productId: products.productId,
      price: productPrices.amountMinor,
      currency: productPrices.currency,
    })
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
        eq(products.gameCode, watt.games[0]!.code),
        eq(products.isCoupon, opts.isCoupon ?? true),
      ),
    );
  const product = goods.find((g) => currency === undefined || g.currency === currency)!;
  return {
    endpoint: endpointOf(method),
    body: { ...body, product_id: product.productId },
    price: product.price,
  };
}

async function giveCoupon(code: string, over: Partial<typeof coupons.$inferInsert> = {}) {
  await t.app.db.insert(coupons).values({
    code,
    tenantId: 'watt',
    suid: demo.suid,
    templateId: 'v1-week',
    period: code,
    validEndTime: new Date(clock.now().getTime() + 7 * 86_400_000),
    ...over,
  });
}

const orderOf = async (billingNo: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo)))[0]!;

describe('paying with a coupon', () => {
  it('productPoints computes the discounted price and the points it earns', async () => {
    await demo.login();
    const { body, price } = await purchase({ openCoupon: true });
    const code = (await demo.claim('v1-week')).data.code as string;
    const plain = await demo.get('/api/pay/productPoints', { product_id: String(body.product_id) });
    expect(productPointsSchema.parse(plain.data)).toEqual({
      points: Math.floor((price * 10) / 100),
      discountPrice: (price / 100).toFixed(2),
      discount_price_minor: price,
      price_minor: price,
      currency: 'USD',
    });
    const withCoupon = await demo.get('/api/pay/productPoints', {
      product_id: String(body.product_id),
      coupon_code: code,
    });
    const discounted = Math.floor((price * 95) / 100);
    expect(withCoupon.data).toMatchObject({
      discount_price_minor: discounted,
      points: Math.floor((discounted * 10) / 100),
    });
    const bad = await demo.get('/api/pay/productPoints', {
      product_id: String(body.product_id),
      coupon_code: 'CNOSUCHCOUPON',
    });
    expect(bad).toMatchObject({ code: -3062, msg: 'This coupon cannot be used' });
  });

  it('charges the discounted price, consumes the coupon when paid, awards points once', async () => {
    const { endpoint, body, price } = await purchase({ openCoupon: true });
    const [mine] = await t.app.db.select().from(coupons).where(eq(coupons.templateId, 'v1-week'));
    const res = await kit.post(demo.host, `/api/${endpoint}`, { ...body, coupon_code: mine!.code });
    expect(res, JSON.stringify(res)).toMatchObject({ code: 1 });
    const order = await orderOf(res.data.billing_no);
    expect(order).toMatchObject({
      amountMinor: Math.floor((price * 95) / 100),
      originalAmountMinor: price,
      couponCode: mine!.code,
    });
    expect(await couponRow(t.app, mine!.code)).toMatchObject({
      status: 'reserved',
      billingNo: order.billingNo,
    });
    // Reserved: neither usable again nor listed as avail.
    const again = await kit.post(demo.host, `/api/${endpoint}`, {
      ...body,
      coupon_code: mine!.code,
    });
    expect(again).toMatchObject({ code: -3062 });
    const listed = (await demo.list('avail,lock')).data.list as { code: string }[];
    expect(listed.some((c) => c.code === mine!.code)).toBe(false);

    expect((await t.app.orders.confirmPayment(paidInput(order))).outcome).toBe('applied');
    expect(await couponRow(t.app, mine!.code)).toMatchObject({ status: 'used' });
    const history = (await demo.list('history')).data.list;
    expect(history).toEqual([
      expect.objectContaining({ code: mine!.code, is_used: 1, used_time: expect.any(String) }),
    ]);

    await t.app.outboxRelay.runOnce();
    await t.app.orders.confirmPayment(paidInput(order));
    await t.app.outboxRelay.runOnce();
    const info = await demo.get('/api/coupons/vipInfo');
    expect(info.data).toEqual({
      vip_level: 1,
      vip_level_name: 'Bronze',
      vip_level_show: 'V1',
      total_points: Math.floor((order.amountMinor * 10) / 100),
      next_need_points: 500,
    });
  });

  it('levels up when delivered points cross need_points', async () => {
    await setPoints(t.app, 'watt', demo.suid, 499);
    const { endpoint, body } = await purchase({ openCoupon: true });
    const res = await kit.post(demo.host, `/api/${endpoint}`, body);
    await t.app.orders.confirmPayment(paidInput(await orderOf(res.data.billing_no)));
    expect((await t.app.outboxRelay.runOnce()).delivered).toBe(1);
    expect((await demo.get('/api/coupons/vipInfo')).data).toMatchObject({
      vip_level: 2,
      vip_level_show: 'V2',
      next_need_points: 2000,
    });
  });

  it('releases the coupon when the order fails or expires', async () => {
    const { endpoint, body } = await purchase({ openCoupon: true });
    await giveCoupon('CFAIL');
    const failed = await kit.post(demo.host, `/api/${endpoint}`, { ...body, coupon_code: 'CFAIL' });
    const order = await orderOf(failed.data.billing_no);
    await t.app.orders.confirmPayment(paidInput(order, { action: 'failed' }));
    expect(await couponRow(t.app, 'CFAIL')).toMatchObject({ status: 'avail', billingNo: null });

    const expiring = await kit.post(demo.host, `/api/${endpoint}`, {
      ...body,
      coupon_code: 'CFAIL',
    });
    expect(expiring.code).toBe(1);
    expect(await couponRow(t.app, 'CFAIL')).toMatchObject({ status: 'reserved' });
    clock.advance(31 * 60_000);
    expect(await t.app.orders.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await couponRow(t.app, 'CFAIL')).toMatchObject({ status: 'avail', billingNo: null });
    expect((await orderOf(expiring.data.billing_no)).status).toBe('expired');
  });

  it('answers -3062 for coupons it cannot use', async () => {
    await demo.login();
    const open = await purchase({ openCoupon: true });
    await giveCoupon('COTHERUSER', { suid: '10000003' });
    await giveCoupon('COTHERTENANT', { tenantId: 'joynet' });
    await giveCoupon('CEXPIRED', { validEndTime: new Date(clock.now().getTime() - 1000) });
    await giveCoupon('CUSED', { status: 'used' });
    await giveCoupon('CGOOD');
    for (const code of ['COTHERUSER', 'COTHERTENANT', 'CEXPIRED', 'CUSED', 'nope']) {
      const res = await kit.post(demo.host, `/api/${open.endpoint}`, {
        ...open.body,
        coupon_code: code,
      });
      expect(res, code).toMatchObject({ code: -3062, msg: 'This coupon cannot be used' });
    }
    const noGoods = await purchase({ openCoupon: true, isCoupon: false });
    const closed = await purchase({ openCoupon: false });
    for (const p of [noGoods, closed]) {
      const res = await kit.post(demo.host, `/api/${p.endpoint}`, {
        ...p.body,
        coupon_code: 'CGOOD',
      });
      expect(res).toMatchObject({ code: -3062 });
    }
    expect(await couponRow(t.app, 'CGOOD')).toMatchObject({ status: 'avail' });
    const before = await t.app.db.select().from(orders);
    expect(before.filter((o) => o.couponCode === 'CGOOD')).toHaveLength(0);
  });
});
