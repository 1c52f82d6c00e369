import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorPayments } from '@topup/server/db/tables/emulators';
import { orders } from '@topup/server/db/tables/payments';
import type { TestApp } from '@topup/server/test/create-test-app';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import type { OrderRow } from '@topup/server/modules/payments/providers/provider';
import type { BrandProtocols } from '@topup/server/modules/payments/providers/brand-protocols';
import type { Difference } from '@topup/server/modules/payments/reconcile/compare-transactions';
import { createDailyComparer } from '@topup/server/modules/payments/reconcile/daily-compare';
import { settlePaidThere } from '@topup/server/modules/payments/reconcile/settle-paid-there';
import { journeyKit } from './journey-test-kit.ts';

// An expired order the provider reports paid is paid and delivered once, whoever gets there:
// two instances comparing the same day at once, the comparison racing the reconciler or a late
// notification, and the same comparison's settling run twice in a row. Runs on PostgreSQL too
// (scripts/postgres-tests.mjs: *concurrency*), where these really race.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);
const silent = { info() {}, warn() {}, error() {} };
const provider = 'payermax';

/** An order that expired here while PayerMax took its money (the notification never came). */
async function expiredButPaidThere(day: string): Promise<OrderRow> {
  const { order } = await j.pay('pay/payermax_pay');
  const store = t.app.emulators.store;
  const payment = await store.findByRef(provider, order.tenantId, order.billingNo);
  await store.transition(
    payment!.id,
    ['open', 'pending'],
    'succeeded',
    async () => [],
    t.app.clock.now(),
  );
  await t.app.db
    .update(orders)
    .set({ status: 'expired', createdAt: new Date(`${day}T10:00:00.000Z`) })
    .where(eq(orders.billingNo, order.billingNo));
  await t.app.db
    .update(emulatorPayments)
    .set({ createdAt: new Date(`${day}T10:01:00.000Z`) })
    .where(eq(emulatorPayments.id, payment!.id));
  return j.orderOf(order.billingNo);
}

function comparerAt(tenantId: string, day: string) {
  const all = t.app.paymentProviders.brands;
  const brands: BrandProtocols = {
    get: (tenant, key) => (tenant === tenantId && key === provider ? all.get(tenant, key) : null),
    list: () => all.list().filter((b) => b.tenantId === tenantId && b.provider === provider),
  };
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

describe('an expired order the provider reports paid, settled by the daily comparison', () => {
  it('is delivered once when two instances compare the same day at once', async () => {
    const day = '2026-04-01';
    const order = await expiredButPaidThere(day);
    const runs = await Promise.all([
      comparerAt(order.tenantId, day).runOnce(),
      comparerAt(order.tenantId, day).runOnce(),
    ]);
    expect(runs.map((r) => r.compared).sort()).toEqual([0, 1]);
    expect(runs.reduce((n, r) => n + r.failed, 0)).toBe(0);
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('is delivered once when the comparison races a late confirmation, and run again after', async () => {
    const order = await expiredButPaidThere('2026-04-02');
    const key = { tenantId: order.tenantId, provider, day: '2026-04-02' };
    const difference = (): Difference => ({
      kind: 'paid-there-only',
      billingNo: order.billingNo,
      providerRef: order.providerTxnId!,
      amountMinor: order.amountMinor,
      currency: order.currency,
      ourStatus: 'expired',
    });
    const seen = [difference(), difference()];
    const [, , late] = await Promise.all([
      settlePaidThere(t.app.orders, key, [seen[0]!], silent),
      settlePaidThere(t.app.orders, key, [seen[1]!], silent),
      // The reconciler's query or a late notification, through the same confirm path.
      t.app.orders.confirmPayment({
        tenantId: order.tenantId,
        billingNo: order.billingNo,
        action: 'paid',
        providerTxnId: order.providerTxnId!,
        amountMinor: order.amountMinor,
        currency: order.currency,
        source: 'callback',
      }),
    ]);
    const outcomes = [...seen.map((d) => (d as { settled?: string }).settled), late.outcome];
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(2);
    await j.expectDeliveredOnce(order.billingNo);

    // The same settling again (a retried run): a duplicate, nothing delivered twice.
    const again = difference();
    await settlePaidThere(t.app.orders, key, [again], silent);
    expect(again).toMatchObject({ settled: 'duplicate' });
    await j.expectDeliveredOnce(order.billingNo);
  });
});
