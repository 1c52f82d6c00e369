import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDeliveries } from '../../db/tables/demo-game.ts';
import { orders, paymentCallbacks } from '../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { providerEmulators } from '@topup/demo/emulators/emulator-set';
import { createSandboxCallbackSender } from '@topup/demo/sandbox-gateway/callback-sender';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { hostOf, payKit, signedCallback, tenantById, type Answer } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  // PingPong speaks Topup merchant protocol v1 against its emulator (decision 0054); without its
  // emulator it is served by the generic sandbox this suite tests.
  t = await createTestApp(
    {},
    {
      paymentTransport: (app) => createInjectTransport(app),
      emulators: providerEmulators.filter((e) => e.key !== 'pingpong'),
    },
  );
});
afterAll(() => t.close());
const kit = payKit(() => t);
const orderOf = async (billingNo: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo)))[0]!;

/** A pending order of watt at a provider on the generic sandbox (PingPong without its emulator;
 * see beforeAll) and the callback body that pays it. */
async function pendingOrder() {
  const { tenant, body } = await kit.payloadFor(await kit.methodFor('pay/pingpongx_pay'));
  const res = await kit.post(hostOf(tenant), '/api/pay/pingpongx_pay', body);
  expect(res.code).toBe(1);
  const order = await orderOf(res.data.billing_no);
  const paid = {
    event_id: `evt_${order.billingNo}`,
    tenant_id: order.tenantId,
    merchant_ref: order.billingNo,
    provider_txn_id: order.providerTxnId!,
    status: 'succeeded',
    amount_minor: order.amountMinor,
    currency: order.currency,
  };
  return { order, paid };
}

async function notify(
  body: Record<string, unknown>,
  opts: {
    provider?: string;
    signAs?: string;
    at?: Date;
    raw?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const provider = opts.provider ?? 'pingpong';
  const signed = signedCallback(() => t, body, { provider, ...opts });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/pay/notify/${provider}`,
    // Any host: the tenant comes from the signed payload.
    headers: { host: 'notify.provider.example', ...signed.headers, ...opts.headers },
    payload: opts.raw ?? signed.raw,
  });
  return { status: res.statusCode, ...res.json() };
}

async function expectUnchanged(billingNo: string) {
  expect((await orderOf(billingNo)).status).toBe('pending');
  expect(await kit.outboxRows(billingNo)).toHaveLength(0);
}

describe('POST /api/pay/notify/:provider', () => {
  it('changes nothing for a bad signature, a stale timestamp or an unsigned call (401)', async () => {
    const { order, paid } = await pendingOrder();
    const forged = await notify(paid, { headers: { 'x-pay-signature': 'ab'.repeat(32) } });
    expect(forged).toMatchObject({ status: 401, code: -403 });
    const stale = await notify(paid, { at: new Date(Date.now() - 400_000) });
    expect(stale).toMatchObject({ status: 401, code: -403 });
    const future = await notify(paid, { at: new Date(Date.now() + 400_000) });
    expect(future).toMatchObject({ status: 401, code: -403 });
    const unsigned = await notify(paid, { headers: { 'x-pay-signature': '' } });
    expect(unsigned).toMatchObject({ status: 401 });
    // The body changed after signing.
    const edited = await notify(paid, { raw: JSON.stringify({ ...paid, amount_minor: 1 }) });
    expect(edited).toMatchObject({ status: 401 });
    await expectUnchanged(order.billingNo);
    expect(
      await t.app.db
        .select()
        .from(paymentCallbacks)
        .where(eq(paymentCallbacks.billingNo, order.billingNo)),
    ).toEqual([]);
  });

  it("changes nothing when signed with another tenant's or another provider's secret", async () => {
    const { order, paid } = await pendingOrder();
    expect(await notify(paid, { signAs: 'dragon' })).toMatchObject({ status: 401, code: -403 });
    // Adyen's secret of the right tenant, sent to pingpong's endpoint; then adyen's own endpoint.
    const adyenSigned = signedCallback(() => t, paid, { provider: 'adyen' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/pingpong',
      headers: { host: 'x.example', ...adyenSigned.headers },
      payload: adyenSigned.raw,
    });
    expect(res.statusCode).toBe(401);
    await expectUnchanged(order.billingNo);
  });

  it('changes nothing for a wrong amount or currency (409), an unknown order (404)', async () => {
    const { order, paid } = await pendingOrder();
    const amount = await notify({
      ...paid,
      event_id: 'evt_amount',
      amount_minor: paid.amount_minor - 1,
    });
    expect(amount).toMatchObject({ status: 409, code: -400 });
    const currency = await notify({ ...paid, event_id: 'evt_currency', currency: 'EUR' });
    expect(currency).toMatchObject({ status: 409 });
    // The same event again answers the same way (it is recorded, not re-applied).
    expect(
      await notify({ ...paid, event_id: 'evt_amount', amount_minor: paid.amount_minor - 1 }),
    ).toMatchObject({ status: 409 });
    const unknown = await notify({
      ...paid,
      event_id: 'evt_unknown',
      merchant_ref: 'TP0000000000000000',
    });
    expect(unknown).toMatchObject({ status: 404, code: -404 });
    await expectUnchanged(order.billingNo);
  });

  it('answers 400 for a malformed body and 404 for an unknown provider', async () => {
    const { paid } = await pendingOrder();
    expect(await notify(paid, { raw: '{not json' })).toMatchObject({ status: 400, code: -400 });
    const { amount_minor: _gone, ...partial } = paid;
    expect(await notify(partial)).toMatchObject({ status: 400 });
    expect(await notify({ ...paid, status: 'maybe' })).toMatchObject({ status: 400 });
    expect(await notify(paid, { provider: 'nope' })).toMatchObject({ status: 404 });
  });

  it('pays the order once: one outbox row, duplicates and redeliveries acknowledged', async () => {
    const { order, paid } = await pendingOrder();
    const first = await notify(paid);
    expect(first).toMatchObject({ status: 200, code: 1, data: { outcome: 'applied' } });
    const row = await orderOf(order.billingNo);
    expect(row).toMatchObject({ status: 'paid', providerTxnId: paid.provider_txn_id });
    expect(row.paidAt).not.toBeNull();
    expect(await kit.outboxRows(order.billingNo)).toHaveLength(1);

    const again = await notify(paid);
    expect(again).toMatchObject({ status: 200, code: 1, data: { outcome: 'duplicate-event' } });
    const redelivery = await notify({ ...paid, event_id: `${paid.event_id}-2` });
    expect(redelivery).toMatchObject({ status: 200, code: 1, data: { outcome: 'duplicate' } });
    // A late 'failed' for a paid order is acknowledged and ignored.
    const late = await notify({ ...paid, event_id: `${paid.event_id}-3`, status: 'failed' });
    expect(late).toMatchObject({ status: 200, code: 1, data: { outcome: 'ignored' } });
    expect((await orderOf(order.billingNo)).status).toBe('paid');
    expect(await kit.outboxRows(order.billingNo)).toHaveLength(1);
  });

  it('concurrent copies of one callback make exactly one paid transition', async () => {
    const { order, paid } = await pendingOrder();
    const answers = await Promise.all(Array.from({ length: 8 }, () => notify(paid)));
    expect(answers.every((a) => a.status === 200 && a.code === 1)).toBe(true);
    expect(answers.filter((a) => a.data.outcome === 'applied')).toHaveLength(1);
    expect(await kit.outboxRows(order.billingNo)).toHaveLength(1);
  });

  // SPEC-level guarantee on a real database: a burst of copies and redeliveries over HTTP.
  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL, 50 concurrent duplicate callbacks plus late redeliveries: one paid, one delivery',
    async () => {
      const { order, paid } = await pendingOrder();
      const burst = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          // Half are copies of one event, half are the provider redelivering under new event ids.
          notify(i % 2 === 0 ? paid : { ...paid, event_id: `${paid.event_id}-r${i}` }),
        ),
      );
      expect(burst.every((a) => a.status === 200 && a.code === 1)).toBe(true);
      expect(burst.filter((a) => a.data.outcome === 'applied')).toHaveLength(1);
      await t.app.outboxRelay.runOnce();
      const late = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          notify({ ...paid, event_id: `${paid.event_id}-late${i}` }),
        ),
      );
      expect(late.every((a) => a.code === 1 && a.data.outcome === 'duplicate')).toBe(true);
      await t.app.outboxRelay.runOnce();
      expect(await kit.outboxRows(order.billingNo)).toHaveLength(1);
      const delivered = await t.app.db
        .select()
        .from(demoDeliveries)
        .where(eq(demoDeliveries.deliveryId, order.billingNo));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.amount).toBe(order.value + order.bonus);
      expect((await orderOf(order.billingNo)).status).toBe('delivered');
    },
  );

  it('a failed payment fails the order (no delivery)', async () => {
    const { order, paid } = await pendingOrder();
    expect(await notify({ ...paid, status: 'failed' })).toMatchObject({
      code: 1,
      data: { outcome: 'applied' },
    });
    expect((await orderOf(order.billingNo)).status).toBe('failed');
    expect(await kit.outboxRows(order.billingNo)).toHaveLength(0);
  });

  it('end to end: hosted checkout succeed -> sandbox callback -> paid -> delivered once', async () => {
    const { order } = await pendingOrder();
    const checkout = new URL(order.payUrl!);
    const choice = await t.app.inject({
      method: 'POST',
      url: `${checkout.pathname}/succeed`,
      headers: { host: checkout.host },
    });
    expect(choice.statusCode).toBe(200);
    const sender = createSandboxCallbackSender({
      db: t.app.db,
      config: t.config,
      transport: createInjectTransport(t.app),
      log: { info() {}, warn() {}, error() {} },
    });
    expect(await sender.runOnce()).toMatchObject({ sent: 1, retried: 0 });
    expect((await orderOf(order.billingNo)).status).toBe('paid');
    await t.app.outboxRelay.runOnce();
    expect((await orderOf(order.billingNo)).status).toBe('delivered');
    const role = await t.app.inject({
      url: `/api/demo-game/role?client_id=${order.clientId}&role_id=${order.roleId}`,
      headers: { host: hostOf(tenantById(order.tenantId)) },
    });
    const deliveries = (
      role.json().data.deliveries as { delivery_id?: string; deliveryId?: string }[]
    ).filter((d) => (d.delivery_id ?? d.deliveryId) === order.billingNo);
    expect(deliveries).toHaveLength(1);
  });
});
