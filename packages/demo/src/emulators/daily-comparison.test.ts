import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayEndpoint } from '@topup/contracts/payment-families';
import { emulatorPayments } from '@topup/server/db/tables/emulators';
import { orders, providerComparisons } from '@topup/server/db/tables/payments';
import type { TestApp } from '@topup/server/test/create-test-app';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import type { OrderRow } from '@topup/server/modules/payments/providers/provider';
import type { BrandProtocols } from '@topup/server/modules/payments/providers/brand-protocols';
import { createDailyComparer } from '@topup/server/modules/payments/reconcile/daily-compare';
import { journeyKit } from './journey-test-kit.ts';

// The daily comparison of each provider's own answers (its list or its query of each order, as the
// protocol module speaks it) with our books, against that provider's emulator through the store:
// a payment missing there, a payment only there (an order that expired here: paid and delivered
// once), and an amount that differs.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);
const silent = { info() {}, warn() {}, error() {} };

const providers: {
  provider: string;
  endpoint: PayEndpoint;
  day: string;
  /** The payment exists there once the player opens its page (no create call: Razer's RMS). */
  opensPage?: true;
  /**
   * The query is signed over the amount our books hold (Razer's q_by_oid.php skey): asked with
   * another amount than it took, the provider finds no transaction, so an amount difference reads
   * as the payment missing there, at our amount (docs/PAYMENTS.md, "Reconciliation per provider").
   */
  amountAsMissing?: true;
}[] = [
  { provider: 'payermax', endpoint: 'pay/payermax_pay', day: '2026-03-01' },
  { provider: 'ebanx', endpoint: 'pay/ebanx_pay', day: '2026-03-02' },
  { provider: 'alipay', endpoint: 'pay/alipay_pay', day: '2026-03-03' },
  { provider: 'kakaopay', endpoint: 'kr_pay/kakao_pay', day: '2026-03-04' },
  { provider: 'codapay', endpoint: 'pay/codapay_pay', day: '2026-03-05' },
  { provider: 'xsolla', endpoint: 'pay/xsolla_pay', day: '2026-03-06' },
  { provider: 'airwallex', endpoint: 'pay/airwallex', day: '2026-03-07' },
  { provider: 'pagsmile', endpoint: 'pay/pagsmile_pay', day: '2026-03-08' },
  // Razer's q_by_oid.php, signed over the amount our books hold (ADR 0046).
  {
    provider: 'razer',
    endpoint: 'pay/razer_gold_pay',
    day: '2026-03-11',
    opensPage: true,
    amountAsMissing: true,
  },
  // Listed: PayPal's Transaction Search, Xsolla's Find transactions by period and Airwallex's
  // payment intents by creation time (the others are asked per order); the lists' own cases,
  // a payment with no order here among them, are in daily-lists.test.ts.
  { provider: 'paypal', endpoint: 'pay/paypal_pay', day: '2026-03-09' },
];

/** The provider takes the money (its books), no notification sent: as if it were lost. */
async function paidThere(provider: string, order: OrderRow) {
  const store = t.app.emulators.store;
  const payment =
    (await store.findByRef(provider, order.tenantId, order.billingNo)) ??
    (await createThere(provider, order));
  expect(payment, `${provider} emulator payment of ${order.billingNo}`).not.toBeNull();
  const moved = await store.transition(
    payment!.id,
    ['open', 'pending', 'authorized'],
    'succeeded',
    async () => [],
    t.app.clock.now(),
  );
  expect(moved).not.toBeNull();
}

/**
 * The payment at the provider where the pay route leaves it to the player's page (Airwallex's
 * drop-in creates its intent from the page): created through the brand's protocol, as it does.
 */
async function createThere(provider: string, order: OrderRow) {
  const brand = t.app.paymentProviders.brands.get(order.tenantId, provider)!;
  const created = await brand.protocol.createPayment(brand.io, {
    billingNo: order.billingNo,
    amountMinor: order.amountMinor,
    currency: order.currency,
    returnUrl: 'http://127.0.0.1/result',
    notifyUrl: `http://127.0.0.1/api/pay/notify/${provider}/${order.tenantId}`,
    description: order.productName,
    accountId: order.suid,
  });
  expect(created.ok, JSON.stringify(created)).toBe(true);
  return t.app.emulators.store.findByRef(provider, order.tenantId, order.billingNo);
}

/** Our books say paid (a notification applied), on the compared day. */
async function paidHere(order: OrderRow) {
  const { outcome } = await t.app.orders.confirmPayment({
    tenantId: order.tenantId,
    billingNo: order.billingNo,
    action: 'paid',
    providerTxnId: order.providerTxnId ?? `ref-${order.billingNo}`,
    amountMinor: order.amountMinor,
    currency: order.currency,
    source: 'callback',
  });
  expect(outcome).toBe('applied');
}

/** Moves an order's times, and its payment's there, onto the compared day (the clock is real). */
async function onDay(order: OrderRow, day: string) {
  await t.app.db
    .update(emulatorPayments)
    .set({ createdAt: new Date(`${day}T10:01:00.000Z`) })
    .where(eq(emulatorPayments.merchantRef, order.billingNo));
  const row = await j.orderOf(order.billingNo);
  await t.app.db
    .update(orders)
    .set({
      createdAt: new Date(`${day}T10:00:00.000Z`),
      ...(row.paidAt ? { paidAt: new Date(`${day}T10:05:00.000Z`) } : {}),
    })
    .where(eq(orders.billingNo, order.billingNo));
}

function comparerFor(tenantId: string, provider: string, day: string) {
  const all = t.app.paymentProviders.brands;
  const brands: BrandProtocols = {
    get: (tenant, key) => (tenant === tenantId && key === provider ? all.get(tenant, key) : null),
    list: () => all.list().filter((b) => b.tenantId === tenantId && b.provider === provider),
  };
  // Five hours into the next UTC day: the day is old enough to compare (COMPARE_AFTER_MS).
  const at = new Date(Date.parse(`${day}T00:00:00.000Z`) + 29 * 3600_000);
  return createDailyComparer({
    db: t.app.db,
    brands,
    orders: t.app.orders,
    now: () => at,
    log: silent,
    pace: { concurrency: 4, perSecond: Number.POSITIVE_INFINITY },
  });
}

describe('the daily comparison with each provider, against its emulator', () => {
  it('mycard: not compared per order (TradeQuery cannot tell a captured trade), never reported missing', async () => {
    const day = '2026-03-10';
    const paid = (await j.pay('pay/payMyCardBilling')).order;
    await paidThere('mycard', paid);
    await paidHere(paid);
    await onDay(paid, day);
    const comparer = comparerFor(paid.tenantId, 'mycard', day);
    expect(comparer.comparable(paid.tenantId, 'mycard')).toBe(false);
    expect(await comparer.runOnce()).toEqual({ compared: 0, differences: 0, failed: 0 });
    expect(await comparer.compareDay(paid.tenantId, 'mycard', day)).toBe('unsupported');
    const rows = await t.app.db
      .select()
      .from(providerComparisons)
      .where(eq(providerComparisons.provider, 'mycard'));
    expect(rows).toEqual([]);
  });

  it.each(providers)(
    '$provider: a payment missing there, one only there, an amount that differs',
    async ({ provider, endpoint, day, opensPage, amountAsMissing }) => {
      const pay = async () => {
        const paid = await j.pay(endpoint);
        if (opensPage) expect((await j.open(paid.url, paid.host)).res.statusCode).toBe(200);
        return paid.order;
      };
      const agreed = await pay();
      const missing = await pay();
      const extra = await pay();
      const amount = await pay();
      const unpaid = await pay();
      expect(new Set([agreed, missing, extra, amount].map((o) => o.tenantId)).size).toBe(1);

      await paidThere(provider, agreed);
      await paidHere(agreed);
      await paidHere(missing);
      await paidThere(provider, extra);
      await t.app.db
        .update(orders)
        .set({ status: 'expired' })
        .where(eq(orders.billingNo, extra.billingNo));
      await paidThere(provider, amount);
      await paidHere(amount);
      // Our books hold another amount than the provider took (a price changed under the order).
      await t.app.db
        .update(orders)
        .set({ amountMinor: amount.amountMinor + 100 })
        .where(eq(orders.billingNo, amount.billingNo));
      for (const order of [agreed, missing, extra, amount, unpaid]) await onDay(order, day);

      const comparer = comparerFor(agreed.tenantId, provider, day);
      const run = await comparer.runOnce();
      const [row] = await t.app.db
        .select()
        .from(providerComparisons)
        .where(
          and(
            eq(providerComparisons.tenantId, agreed.tenantId),
            eq(providerComparisons.provider, provider),
            eq(providerComparisons.day, day),
          ),
        );
      // Codapay's inquiry prices in the account's local currency, not the order's USD: only the
      // status is compared, and a payment only there is reported for a person, not confirmed.
      const amountsKnown = provider !== 'codapay';
      const expected = amountsKnown ? 3 : 2;
      expect(run, JSON.stringify(row)).toEqual({
        compared: 1,
        differences: expected,
        failed: 0,
      });
      expect(row).toMatchObject({ status: 'done', oursCount: 3 });
      const missingThere = {
        kind: 'paid-here-only',
        billingNo: missing.billingNo,
        amountMinor: missing.amountMinor,
        currency: missing.currency,
      };
      if (!amountsKnown) {
        expect(row!.differences).toEqual(
          expect.arrayContaining([
            missingThere,
            expect.objectContaining({
              kind: 'paid-there-only',
              billingNo: extra.billingNo,
              ourStatus: 'expired',
              amountUnknown: true,
            }),
          ]),
        );
        expect((await j.orderOf(extra.billingNo)).status).toBe('expired');
        return;
      }
      expect(row!.differences).toEqual(
        expect.arrayContaining([
          missingThere,
          expect.objectContaining({
            kind: 'paid-there-only',
            billingNo: extra.billingNo,
            amountMinor: extra.amountMinor,
            currency: extra.currency,
            ourStatus: 'expired',
            settled: 'applied',
          }),
          amountAsMissing
            ? {
                kind: 'paid-here-only',
                billingNo: amount.billingNo,
                amountMinor: amount.amountMinor + 100,
                currency: amount.currency,
              }
            : {
                kind: 'amount',
                billingNo: amount.billingNo,
                oursMinor: amount.amountMinor + 100,
                oursCurrency: amount.currency,
                theirsMinor: amount.amountMinor,
                theirsCurrency: amount.currency,
              },
        ]),
      );
      expect(row!.differences).toHaveLength(3);
      // The expired order the provider was paid for is paid and delivered, once.
      await j.expectDeliveredOnce(extra.billingNo);
      // The day is done: a second run compares nothing and delivers nothing again.
      expect(await comparer.runOnce()).toEqual({ compared: 0, differences: 0, failed: 0 });
      await j.expectDeliveredOnce(extra.billingNo);
    },
  );
});
