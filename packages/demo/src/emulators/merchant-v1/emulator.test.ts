import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundThroughProvider } from '@topup/server/modules/orders/refund-through-provider';
import type { MerchantCredentials } from '@topup/server/modules/payments/merchant-protocol/credentials';
import { ACK_BODY } from '@topup/server/modules/payments/merchant-protocol/messages';
import { sign } from '@topup/server/modules/payments/merchant-protocol/signature';
import type { TestApp } from '@topup/server/test/create-test-app';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import { journeyKit } from '../journey-test-kit.ts';

// The five providers on Topup merchant protocol v1, end to end through the store against the
// protocol's emulator: create, hosted page, signed notification acknowledged {"received":true},
// replays and forgeries refused, query, refund keyed by the provider's refund id.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);

const credentialsOf = (tenantId: string, provider: string) =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, provider)!
    .credentials as MerchantCredentials;

async function checkout(provider: string, endpoint: Parameters<typeof j.pay>[0]) {
  const paid = await j.pay(endpoint);
  expect(paid.order).toMatchObject({ status: 'pending', provider });
  const page = await j.open(paid.url, paid.host);
  expect(page.res.statusCode).toBe(200);
  const paymentId = new RegExp(`/emulator/${provider}/checkout/(pay_[a-z0-9]+)$`).exec(
    page.url,
  )?.[1];
  expect(paymentId, page.url).toBeDefined();
  return { ...paid, checkoutUrl: page.url, paymentId: paymentId! };
}

const notify = (
  provider: string,
  tenantId: string,
  headers: Record<string, string>,
  body: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pay/notify/${provider}/${tenantId}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body,
  });

const families = [
  ['pingpong', 'pay/pingpongx_pay'],
  ['travellet', 'pay/travellet_pay'],
  ['funtap', 'pay/funtap_pay'],
  ['welcome', 'kr_pay/welcome_pay'],
  ['platform', 'pay/platform_pay'],
] as const;

describe('Topup merchant protocol v1 through the store (emulator mode)', () => {
  it.each(families)(
    '%s: paid by its signed notification, delivered once',
    async (provider, endpoint) => {
      const { order, checkoutUrl, paymentId } = await checkout(provider, endpoint);
      await j.choose(checkoutUrl, 'succeed');
      const [sent] = await t.app.emulators.store.notificationsOf(paymentId);
      expect(JSON.parse(sent!.body)).toMatchObject({
        type: 'payment.succeeded',
        merchant_ref: order.billingNo,
        payment_id: paymentId,
      });
      expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
      await j.expectDeliveredOnce(order.billingNo);
      expect((await j.orderOf(order.billingNo)).providerTxnId).toBe(paymentId);
      await j.expectQueryPaid(provider, await j.orderOf(order.billingNo));
    },
  );

  it.each(families)(
    '%s: refuses a replayed, tampered, stale or other brand’s notification',
    async (provider, endpoint) => {
      const { order, checkoutUrl, paymentId } = await checkout(provider, endpoint);
      await j.choose(checkoutUrl, 'succeed');
      const [sent] = await t.app.emulators.store.notificationsOf(paymentId);
      const path = `/api/pay/notify/${provider}/${order.tenantId}`;
      const { merchantId, secret } = credentialsOf(order.tenantId, provider);
      const now = t.app.clock.now();
      const signed = sign(secret, { line: 'POST', path, merchantId, body: sent!.body, now });
      const first = await notify(provider, order.tenantId, signed, sent!.body);
      expect(first.statusCode).toBe(200);
      expect(first.body).toBe(ACK_BODY);
      // The same nonce again: a replay.
      const replay = await notify(provider, order.tenantId, signed, sent!.body);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ error: { code: 'stale_timestamp' } });
      const tampered = sent!.body.replace(/"amount_minor":\d+/, '"amount_minor":1');
      const t2 = sign(secret, { line: 'POST', path, merchantId, body: sent!.body, now });
      expect((await notify(provider, order.tenantId, t2, tampered)).statusCode).toBe(401);
      // Forged: signed with a secret that is not the brand's.
      const forged = sign('not-the-brand-secret-but-32-characters-long', {
        line: 'POST',
        path,
        merchantId,
        body: sent!.body,
        now,
      });
      expect((await notify(provider, order.tenantId, forged, sent!.body)).statusCode).toBe(401);
      const old = new Date(now.getTime() - 301_000);
      const stale = sign(secret, { line: 'POST', path, merchantId, body: sent!.body, now: old });
      expect((await notify(provider, order.tenantId, stale, sent!.body)).statusCode).toBe(401);
      const other = order.tenantId === 'watt' ? 'dragon' : 'watt';
      const t3 = sign(secret, { line: 'POST', path, merchantId, body: sent!.body, now });
      expect((await notify(provider, other, t3, sent!.body)).statusCode).toBe(401);
      await j.expectDeliveredOnce(order.billingNo);
    },
  );

  it.each(families)(
    '%s: refunds through the provider once; its refund notification is the same refund',
    async (provider, endpoint) => {
      const { order, checkoutUrl, paymentId } = await checkout(provider, endpoint);
      await j.choose(checkoutUrl, 'succeed');
      await j.sendNotifications();
      await j.expectDeliveredOnce(order.billingNo);
      const paid = await j.orderOf(order.billingNo);
      const result = await refundThroughProvider(
        { registry: t.app.paymentProviders.registry, confirmPayment: t.app.orders.confirmPayment },
        paid,
        { source: 'support', detail: {} },
      );
      expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
      const notes = await t.app.emulators.store.notificationsOf(paymentId);
      expect(notes.map((n) => JSON.parse(n.body).type)).toContain('refund.succeeded');
      await j.sendNotifications();
      await j.expectRefunded(order.billingNo);
      expect((await j.orderOf(order.billingNo)).refundedMinor).toBe(paid.amountMinor);
    },
  );
});
