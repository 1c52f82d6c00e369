import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderTrack } from '@topup/contracts/order-track';
import { ResultCode } from '@topup/contracts/result-codes';
import { loadTenants } from '@topup/tenants/all-tenants';
import { orderMakeGoods } from '../../../db/tables/make-goods.ts';
import { orderRefunds } from '../../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { emulatorTestKit } from '@topup/demo/emulators/emulator-test-kit';
import { eventsOf, outboxOf, paidInput, testClock } from '../test-kit.ts';
import { hostOf } from '../../payments/test-kit.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { createSecretBox } from '../../../lib/secret-box.ts';
import { issueMakeGoodCredit } from '../../gift-cards/make-good-credit.ts';
import { createMakeGood } from './make-good.ts';
import { pastDeliveryLimit } from '../relay/deliver-job.ts';

// Issue 18 through the app: a PayPal order for a demo character whose game does not answer,
// followed on the tracker until watt's limit (here 10 minutes, "delayed" after 1) settles it by
// the brand's rule, with the app's clock moved by hand.

const LIMIT_MS = 10 * 60_000;
const clock = testClock(new Date().toISOString());
const tenants = loadTenants().map((t) =>
  t.id === 'watt'
    ? {
        ...t,
        deliveryDelayMinutes: 1,
        deliveryLimitMinutes: 10,
        undeliveredRule: 'refund' as const,
      }
    : t,
);
const watt = tenants.find((t) => t.id === 'watt')!;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    // Credit codes are sealed at rest under it (and read back for the tracker).
    { secretsKey: 'make-good-test-secrets-key-of-32-chars-or-more' },
    { now: clock.now, tenants, paymentTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t.close());
const kit = emulatorTestKit(() => t);

type Paid = Awaited<ReturnType<typeof kit.pay>>;

/** The game refuses the character's deliveries (the demo's slow switch); 0 answers again. */
async function slow(order: Paid, minutes: number) {
  const row = await kit.orderOf(order.billingNo);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/demo-game/role/slow',
    headers: { host: hostOf(order.tenant) },
    payload: { client_id: row.clientId, role_id: row.roleId, minutes },
  });
  expect(res.json()).toMatchObject({ code: 1 });
}

/** A paid order whose first delivery attempt the game refused. */
async function paidButRefused(): Promise<Paid> {
  const order = await kit.pay('pay/paypal_pay');
  await slow(order, 60);
  await kit.choose('paypal', new URL(order.url).searchParams.get('token')!, 'succeed');
  await kit.sendNotifications();
  // (Other rows may be due too: an earlier refund's revoke.)
  expect(await t.app.outboxRelay.runOnce()).toMatchObject({ retried: 1 });
  expect(await outboxOf(t.app.db, order.billingNo)).toMatchObject([{ attempts: 1, doneAt: null }]);
  expect(await kit.deliveries(order.billingNo)).toEqual([]);
  return order;
}

const track = async (order: Paid) => {
  const query = new URLSearchParams({
    billing_no: order.billingNo,
    oauth_token: String(order.token),
  });
  const res = await t.app.inject({
    url: `/api/pay/orderTrack?${query}`,
    headers: { host: hostOf(order.tenant) },
  });
  return res.json<{ code: number; data: OrderTrack }>().data;
};

const paypalRefund = () => vi.spyOn(t.app.paymentProviders.registry.get('paypal')!, 'refund');

describe('make-good by refund (undeliveredRule: refund)', () => {
  it('says "delayed" after 1 minute, refunds once through the provider after 10, and the goods never land', async () => {
    const refund = paypalRefund();
    const order = await paidButRefused();
    expect(await track(order)).toMatchObject({ state: 'sent', delayed: false, settlement: null });
    clock.advance(61_000);
    expect(await track(order)).toMatchObject({ state: 'sent', delayed: true, settlement: null });

    clock.advance(LIMIT_MS);
    // The delivery row is still the relay's (waiting for a retry): the job leaves it alone.
    expect(await t.app.makeGood.runOnce()).toEqual({ refunded: 0, credited: 0, retried: 0 });
    // The relay's next attempt past the limit closes the row without calling the game.
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ skipped: 1, delivered: 0 });
    const [row] = await outboxOf(t.app.db, order.billingNo);
    expect(row).toMatchObject({ lastError: `skipped: ${pastDeliveryLimit}` });
    expect(row!.doneAt).not.toBeNull();

    expect(await t.app.makeGood.runOnce()).toEqual({ refunded: 1, credited: 0, retried: 0 });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await kit.orderOf(order.billingNo)).toMatchObject({
      status: 'refunded',
      refundedMinor: order.priceMinor,
    });
    const refunds = await t.app.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.billingNo, order.billingNo));
    expect(refunds.map((r) => [r.source, r.amountMinor])).toEqual([
      ['make-good', order.priceMinor],
    ]);
    const seen = await track(order);
    expect(seen).toMatchObject({
      state: 'refunded',
      final: true,
      delayed: false,
      settlement: { kind: 'refunded', amount_minor: order.priceMinor, credit_code: null },
    });
    expect(seen.settlement!.at).toBe(clock.now().toISOString());
    const story = (await eventsOf(t.app.db, order.billingNo)).map((e) => [e.source, e.toStatus]);
    expect(story).toContainEqual(['make-good', 'paid']);
    expect(story).toContainEqual(['make-good', 'refunded']);

    // The game answers again: nothing of the order is delivered, ever, and a second run does nothing.
    await slow(order, 0);
    clock.advance(60 * 60_000);
    await t.app.outboxRelay.runOnce();
    await t.app.outboxRelay.runOnce();
    expect(await kit.deliveries(order.billingNo)).toEqual([]);
    expect(await t.app.makeGood.runOnce()).toEqual({ refunded: 0, credited: 0, retried: 0 });
    expect(refund).toHaveBeenCalledTimes(1);
    refund.mockRestore();
  });

  it('a delivery that lands just before the limit wins: no refund, no make-good', async () => {
    const refund = paypalRefund();
    const order = await paidButRefused();
    await slow(order, 0);
    clock.advance(LIMIT_MS - 30_000);
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 1 });
    clock.advance(60_000);
    expect(await t.app.makeGood.runOnce()).toEqual({ refunded: 0, credited: 0, retried: 0 });
    expect(refund).not.toHaveBeenCalled();
    expect(await track(order)).toMatchObject({ state: 'delivered', settlement: null });
    expect(await kit.deliveries(order.billingNo)).toHaveLength(1);
    refund.mockRestore();
  });

  it('a provider that refuses is asked again later, and the tracker says the refund is on its way', async () => {
    const refund = paypalRefund().mockResolvedValueOnce({ ok: false, error: 'provider down' });
    const order = await paidButRefused();
    clock.advance(LIMIT_MS + 60_000);
    await t.app.outboxRelay.runOnce();
    expect(await t.app.makeGood.runOnce()).toEqual({ refunded: 0, credited: 0, retried: 1 });
    expect(await track(order)).toMatchObject({
      state: 'sent',
      delayed: true,
      settlement: { kind: 'refunding', at: null },
    });
    clock.advance(60_000);
    expect(await t.app.makeGood.runOnce()).toEqual({ refunded: 1, credited: 0, retried: 0 });
    expect(refund).toHaveBeenCalledTimes(2);
    expect(await track(order)).toMatchObject({
      state: 'refunded',
      settlement: { kind: 'refunded' },
    });
    await slow(order, 0);
    refund.mockRestore();
  });
});

describe('a late "paid" on an expired order', () => {
  it('is accepted and delivered, and the limit counts from when it was paid', async () => {
    const order = await kit.pay('pay/paypal_pay');
    clock.advance(31 * 60_000);
    await t.app.orders.sweepExpired();
    expect(await kit.orderOf(order.billingNo)).toMatchObject({ status: 'expired' });
    // The provider's "paid" comes long after the order expired; the brand's 10 minutes start now.
    clock.advance(LIMIT_MS);
    const late = await t.app.orders.confirmPayment(paidInput(await kit.orderOf(order.billingNo)));
    expect(late).toMatchObject({ outcome: 'applied', order: { status: 'paid' } });
    expect(await t.app.makeGood.runOnce()).toEqual({ refunded: 0, credited: 0, retried: 0 });
    // The character an earlier test made slow answers again.
    await slow(order, 0);
    await t.app.outboxRelay.runOnce();
    expect(await track(order)).toMatchObject({ state: 'delivered', settlement: null });
    expect(await kit.deliveries(order.billingNo)).toHaveLength(1);
  });
});

describe('make-good by credit (undeliveredRule: credit)', () => {
  beforeAll(() => {
    // The job reads the brand's rule when it settles; the same brand, switched, keeps one app.
    (watt as { undeliveredRule: string }).undeliveredRule = 'credit';
  });
  afterAll(() => {
    (watt as { undeliveredRule: string }).undeliveredRule = 'refund';
  });

  it('gives a gift code worth the amount, shown on the tracker and redeemable once on the brand', async () => {
    const refund = paypalRefund();
    const order = await paidButRefused();
    clock.advance(LIMIT_MS + 60_000);
    await t.app.outboxRelay.runOnce();
    // Two instances' runs at once settle it once.
    const other = createMakeGood({
      db: t.app.db,
      tenants,
      refund: {
        registry: t.app.paymentProviders.registry,
        confirmPayment: t.app.orders.confirmPayment,
      },
      now: clock.now,
      log: { info() {}, warn() {}, error() {} },
      sealSecret: createSecretBox(t.config.secretsKey).seal,
      issueCredit: issueMakeGoodCredit,
    });
    const runs = await Promise.all([t.app.makeGood.runOnce(), other.runOnce()]);
    expect(runs.reduce((n, r) => n + r.credited, 0)).toBe(1);
    expect(refund).not.toHaveBeenCalled();

    const seen = await track(order);
    expect(seen).toMatchObject({
      state: 'credited',
      final: true,
      delayed: false,
      settlement: { kind: 'credited', amount_minor: order.priceMinor, currency: 'USD' },
    });
    const code = seen.settlement!.credit_code!;
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){4}$/);
    const rows = await t.app.db
      .select()
      .from(orderMakeGoods)
      .where(eq(orderMakeGoods.billingNo, order.billingNo));
    expect(rows).toHaveLength(1);
    // A dump of the table does not give the code away: only SECRETS_KEY opens it.
    expect(rows[0]!.creditCode).toMatch(/^enc:v1:/);
    expect(rows[0]!.creditCode).not.toContain(code);
    expect(await kit.orderOf(order.billingNo)).toMatchObject({ status: 'paid', refundedMinor: 0 });

    // Used on the next purchase: the gift-card recharge delivers its value to the character.
    await slow(order, 0);
    const row = await kit.orderOf(order.billingNo);
    const redeem = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/gift/redeem',
          headers: { host: hostOf(order.tenant) },
          payload: {
            client_id: row.clientId,
            server_id: row.serverId,
            role_id: row.roleId,
            code,
            domain_area: row.area,
            spec_lang: 'en',
            oauth_token: order.token,
          },
        })
      ).json<{ code: number; data: { billing_no: string; value_minor: number } }>();
    const used = await redeem();
    expect(used).toMatchObject({ code: 1, data: { value_minor: order.priceMinor } });
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 1 });
    expect(await kit.deliveries(used.data.billing_no)).toHaveLength(1);
    expect((await redeem()).code).toBe(ResultCode.CardUsed);

    // The stopped delivery of the original order never lands.
    clock.advance(60 * 60_000);
    await t.app.outboxRelay.runOnce();
    expect(await kit.deliveries(order.billingNo)).toEqual([]);
    expect(await t.app.makeGood.runOnce()).toEqual({ refunded: 0, credited: 0, retried: 0 });
    refund.mockRestore();
  });
});
