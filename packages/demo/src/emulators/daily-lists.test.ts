import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayEndpoint } from '@topup/contracts/payment-families';
import { emulatorPayments } from '@topup/server/db/tables/emulators';
import type { EmulatorPayment } from './kit/store.ts';
import { orders, providerComparisons } from '@topup/server/db/tables/payments';
import type { TestApp } from '@topup/server/test/create-test-app';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import type { OrderRow } from '@topup/server/modules/payments/providers/provider';
import type { BrandProtocols } from '@topup/server/modules/payments/providers/brand-protocols';
import { createDailyComparer } from '@topup/server/modules/payments/reconcile/daily-compare';
import { comparisonSource } from '@topup/server/modules/payments/reconcile/comparison-reports';
import { journeyKit } from './journey-test-kit.ts';

// The daily comparison by the providers' own day lists (issue 33 item 3), each against its
// emulator's answer of the same call: Xsolla's Find transactions by period, Airwallex's payment
// intents by creation time, Adyen's Payment accounting report file. Besides what a per-order
// query finds (missing there, paid there for an expired order, an amount that differs), a list
// finds a payment at the provider for which no order exists here, and a payment the provider gave
// back that our books still hold as paid.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);
const silent = { info() {}, warn() {}, error() {} };

type Case = {
  provider: string;
  endpoint: PayEndpoint;
  day: string;
  /** What the provider's list shows of a payment it gave back that our books hold as paid. */
  gaveBack: 'refund' | 'chargeback';
  expectBack: (order: OrderRow) => object;
  /** What the provider writes on a payment it takes (NaverPay: the approval's id and time). */
  taken?: (payment: EmulatorPayment, day: string) => Record<string, unknown>;
};

/** A refund line of the day that our books never recorded: "Refunds differ". */
const refundedThereOnly = (o: OrderRow) => ({
  kind: 'refund',
  billingNo: o.billingNo,
  oursMinor: 0,
  theirsMinor: o.amountMinor,
  currency: o.currency,
});

const cases: Case[] = [
  {
    provider: 'xsolla',
    endpoint: 'pay/xsolla_pay',
    day: '2026-04-01',
    gaveBack: 'refund',
    // Find transactions: status "refunded" on the payment itself.
    expectBack: (o) => ({
      kind: 'status',
      billingNo: o.billingNo,
      ourStatus: expect.stringMatching(/^(paid|delivered)$/),
      theirStatus: 'refunded',
      amountMinor: o.amountMinor,
      currency: o.currency,
    }),
  },
  {
    provider: 'airwallex',
    endpoint: 'pay/airwallex',
    day: '2026-04-02',
    gaveBack: 'refund',
    // A refund is its own object at Airwallex, read from its refunds list of the day: one made
    // in its web app only is a refund our books lack.
    expectBack: (o) => refundedThereOnly(o),
  },
  {
    provider: 'adyen',
    endpoint: 'pay/adyen_pay',
    day: '2026-04-03',
    gaveBack: 'chargeback',
    // The report's Chargeback record.
    expectBack: (o) => ({
      kind: 'status',
      billingNo: o.billingNo,
      ourStatus: expect.stringMatching(/^(paid|delivered)$/),
      theirStatus: 'reversed',
      amountMinor: o.amountMinor,
      currency: o.currency,
    }),
  },
  // Topup merchant protocol v1's day lists (payments by creation, refunds and chargebacks by
  // when they were made): a refund made at the provider only is a refund line of its day.
  ...(
    [
      ['pingpong', 'pay/pingpongx_pay', '2026-04-04'],
      ['travellet', 'pay/travellet_pay', '2026-04-05'],
      ['funtap', 'pay/funtap_pay', '2026-04-06'],
      ['welcome', 'kr_pay/welcome_pay', '2026-04-07'],
      ['platform', 'pay/platform_pay', '2026-04-08'],
    ] as const
  ).map(([provider, endpoint, day]): Case => ({
    provider,
    endpoint,
    day,
    gaveBack: 'refund',
    expectBack: refundedThereOnly,
  })),
  {
    provider: 'naverpay',
    endpoint: 'kr_pay/naver_pay',
    day: '2026-04-09',
    gaveBack: 'refund',
    // list/history by period: the cancel is a refund line keyed by its payHistId.
    expectBack: refundedThereOnly,
    // Its history lists a payment from its approval (apply/payment), Korean time: 19:05 KST.
    taken: (payment, day) => ({
      payHistId: (payment.data as { paymentId: string }).paymentId,
      approvedAt: `${day.replaceAll('-', '')}190500`,
    }),
  },
];

/** The brand's payment at the provider, created through its protocol where the page would. */
async function paymentThere(provider: string, tenantId: string, billingNo: string, like: OrderRow) {
  const store = t.app.emulators.store;
  const found = await store.findByRef(provider, tenantId, billingNo);
  if (found) return found;
  const brand = t.app.paymentProviders.brands.get(tenantId, provider)!;
  const created = await brand.protocol.createPayment(brand.io, {
    billingNo,
    amountMinor: like.amountMinor,
    currency: like.currency,
    returnUrl: 'http://127.0.0.1/result',
    notifyUrl: `http://127.0.0.1/api/pay/notify/${provider}/${tenantId}`,
    description: like.productName,
    accountId: like.suid,
  });
  expect(created.ok, JSON.stringify(created)).toBe(true);
  const payment = await store.findByRef(provider, tenantId, billingNo);
  expect(payment, `${provider} payment of ${billingNo}`).not.toBeNull();
  return payment!;
}

/** The provider takes the money, no notification sent (as if it were lost). */
async function paidThere(
  provider: string,
  tenantId: string,
  billingNo: string,
  like: OrderRow,
  taken?: Record<string, unknown> | ((payment: EmulatorPayment) => Record<string, unknown>),
) {
  const payment = await paymentThere(provider, tenantId, billingNo, like);
  const moved = await t.app.emulators.store.transition(
    payment.id,
    ['open', 'pending', 'authorized'],
    'succeeded',
    async () => [],
    t.app.clock.now(),
    typeof taken === 'function' ? taken(payment) : taken,
  );
  expect(moved).not.toBeNull();
  return moved!;
}

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

/** Moves a payment there, and the order here if there is one, onto the compared day. */
async function onDay(billingNo: string, day: string) {
  await t.app.db
    .update(emulatorPayments)
    .set({ createdAt: new Date(`${day}T10:01:00.000Z`) })
    .where(eq(emulatorPayments.merchantRef, billingNo));
  const [row] = await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo));
  if (!row) return;
  await t.app.db
    .update(orders)
    .set({
      createdAt: new Date(`${day}T10:00:00.000Z`),
      ...(row.paidAt ? { paidAt: new Date(`${day}T10:05:00.000Z`) } : {}),
    })
    .where(eq(orders.billingNo, billingNo));
}

function onlyBrand(tenantId: string, provider: string): BrandProtocols {
  const all = t.app.paymentProviders.brands;
  return {
    get: (tenant, key) => (tenant === tenantId && key === provider ? all.get(tenant, key) : null),
    list: () => all.list().filter((b) => b.tenantId === tenantId && b.provider === provider),
  };
}

function comparerFor(tenantId: string, provider: string, day: string) {
  // Five hours into the next UTC day: the day is old enough to compare (COMPARE_AFTER_MS).
  const at = new Date(Date.parse(`${day}T00:00:00.000Z`) + 29 * 3600_000);
  return createDailyComparer({
    db: t.app.db,
    brands: onlyBrand(tenantId, provider),
    orders: t.app.orders,
    now: () => at,
    log: silent,
  });
}

describe('the daily comparison by the provider’s own list of the day, against its emulator', () => {
  it.each(cases)(
    '$provider: no order here, missing there, expired here, amount, given back there',
    async ({ provider, endpoint, day, gaveBack, expectBack, taken }) => {
      const there = taken ? (p: EmulatorPayment) => taken(p, day) : undefined;
      const agreed = (await j.pay(endpoint)).order;
      const missing = (await j.pay(endpoint)).order;
      const extra = (await j.pay(endpoint)).order;
      const amount = (await j.pay(endpoint)).order;
      const back = (await j.pay(endpoint)).order;
      const { tenantId } = agreed;
      expect(comparisonSource(onlyBrand(tenantId, provider), tenantId, provider)).toBe('list');

      await paidThere(provider, tenantId, agreed.billingNo, agreed, there);
      await paidHere(agreed);
      await paidHere(missing);
      await paidThere(provider, tenantId, extra.billingNo, extra, there);
      await t.app.db
        .update(orders)
        .set({ status: 'expired' })
        .where(eq(orders.billingNo, extra.billingNo));
      await paidThere(provider, tenantId, amount.billingNo, amount, there);
      await paidHere(amount);
      await t.app.db
        .update(orders)
        .set({ amountMinor: amount.amountMinor + 100 })
        .where(eq(orders.billingNo, amount.billingNo));
      // Paid both sides, then given back at the provider without our books hearing of it.
      const backThere = await paidThere(provider, tenantId, back.billingNo, back, there);
      await paidHere(back);
      const given = await t.app.emulators.store.refund(
        {
          paymentId: backThere.id,
          refundId: `${gaveBack}-${back.billingNo}`,
          kind: gaveBack,
          amountMinor: back.amountMinor,
        },
        async () => [],
        new Date(`${day}T12:00:00.000Z`),
      );
      expect(given.kind).toBe('done');
      // Paid at the provider under a reference for which no order was ever created here.
      const ghost = `GHOST${day.replaceAll('-', '')}${provider.slice(0, 3).toUpperCase()}`;
      await paidThere(provider, tenantId, ghost, agreed, there);
      for (const billingNo of [
        agreed.billingNo,
        missing.billingNo,
        extra.billingNo,
        amount.billingNo,
        back.billingNo,
        ghost,
      ])
        await onDay(billingNo, day);

      const comparer = comparerFor(tenantId, provider, day);
      const run = await comparer.runOnce();
      const [row] = await t.app.db
        .select()
        .from(providerComparisons)
        .where(
          and(
            eq(providerComparisons.tenantId, tenantId),
            eq(providerComparisons.provider, provider),
            eq(providerComparisons.day, day),
          ),
        );
      const wanted: object[] = [
        {
          kind: 'paid-here-only',
          billingNo: missing.billingNo,
          amountMinor: missing.amountMinor,
          currency: missing.currency,
        },
        expect.objectContaining({
          kind: 'paid-there-only',
          billingNo: extra.billingNo,
          amountMinor: extra.amountMinor,
          currency: extra.currency,
          ourStatus: 'expired',
          settled: 'applied',
        }),
        {
          kind: 'amount',
          billingNo: amount.billingNo,
          oursMinor: amount.amountMinor + 100,
          oursCurrency: amount.currency,
          theirsMinor: amount.amountMinor,
          theirsCurrency: amount.currency,
        },
        // No order here at all: reported for a person, never settled (there is nothing to pay).
        {
          kind: 'paid-there-only',
          billingNo: ghost,
          providerRef: expect.any(String),
          amountMinor: agreed.amountMinor,
          currency: agreed.currency,
          ourStatus: null,
        },
      ];
      const backDifference = expectBack(back);
      if (Object.keys(backDifference).length) wanted.push(backDifference);
      expect(row, JSON.stringify(row)).toMatchObject({ status: 'done', error: null });
      expect(row!.differences).toEqual(expect.arrayContaining(wanted));
      expect(row!.differences).toHaveLength(wanted.length);
      expect(run).toEqual({ compared: 1, differences: wanted.length, failed: 0 });
      // The expired order the provider was paid for is paid and delivered, once, also when it
      // was found in a list; a second run of the day settles nothing again.
      await j.expectDeliveredOnce(extra.billingNo);
      expect(await comparer.runOnce()).toEqual({ compared: 0, differences: 0, failed: 0 });
      await j.expectDeliveredOnce(extra.billingNo);
    },
  );
});
