import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@topup/server/test/create-test-app';
import type { EbanxCredentials } from '@topup/server/modules/payments/providers/ebanx/credentials';
import { createPayTestApp, demoPayer } from '@topup/server/modules/payments/test-kit';
import { journeyKit } from '../journey-test-kit.ts';

// EBANX end to end through the store: /ws/request with the brand's integration_key (the payer's
// name and email from the sheet), the Payment Page, notifications that carry only hashes and that
// the store looks up with /ws/query before acting, and refunds through /ws/refund.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);

const keyOf = (tenantId: string) =>
  (t.app.paymentProviders.emulatorAccounts.get(tenantId, 'ebanx')!.credentials as EbanxCredentials)
    .integrationKey;

async function checkout() {
  const paid = await j.pay('pay/ebanx_pay');
  const page = await j.open(paid.url, paid.host);
  expect(page.res.statusCode).toBe(200);
  expect(page.url).toBe(`http://${paid.host}/emulator/ebanx/checkout/${paid.order.providerTxnId}`);
  return { ...paid, checkoutUrl: page.url };
}

const notify = (tenantId: string, type: string, hashes: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pay/notify/ebanx/${tenantId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `operation=payment_status_change&notification_type=${type}&hash_codes=${hashes}`,
  });

describe('the EBANX emulator, through the store', () => {
  it("creates the Payment Page payment with the payer's details and sends the player there", async () => {
    const { order, url, host, priceMinor } = await j.pay('pay/ebanx_pay');
    expect(order).toMatchObject({ status: 'pending', provider: 'ebanx' });
    expect(order.providerTxnId).toMatch(/^[0-9a-f]{48}$/);
    expect(url).toBe(`http://${host}/emulator/ebanx/checkout/?hash=${order.providerTxnId}`);
    expect(await t.app.emulators.store.find('ebanx', order.providerTxnId!)).toMatchObject({
      merchantRef: order.billingNo,
      amountMinor: priceMinor,
      notifyUrl: `http://${host}/api/pay/notify/ebanx/${order.tenantId}`,
    });
    // The payer's details went to EBANX only: the order keeps none of them.
    expect(JSON.stringify(order)).not.toContain(demoPayer.payer_email);
  });

  it('pays after querying the notified hash; delivered once; repeats change nothing', async () => {
    const { order, checkoutUrl, host } = await checkout();
    const choice = await j.choose(checkoutUrl, 'succeed');
    expect(choice.body).toContain(
      `http://${host}/?hash=${order.providerTxnId}&amp;merchant_payment_code=${order.billingNo}`,
    );
    const [sent] = await t.app.emulators.store.notificationsOf(order.providerTxnId!);
    expect(sent!.body).toBe(
      `operation=payment_status_change&notification_type=update&hash_codes=${order.providerTxnId}`,
    );
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectDeliveredOnce(order.billingNo);
    const again = await notify(order.tenantId, 'update', order.providerTxnId!);
    expect(again.statusCode).toBe(200);
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('a forged, foreign or premature notification proves nothing and changes nothing', async () => {
    const { order, checkoutUrl } = await checkout();
    // Before the player paid: EBANX's own answer says the payment is still open.
    expect((await notify(order.tenantId, 'update', order.providerTxnId!)).statusCode).toBe(200);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    // A hash EBANX does not know, or one of another brand's account.
    expect((await notify(order.tenantId, 'update', 'f'.repeat(48))).statusCode).toBe(400);
    const other = order.tenantId === 'watt' ? 'dragon' : 'watt';
    await j.choose(checkoutUrl, 'succeed');
    expect((await notify(other, 'update', order.providerTxnId!)).statusCode).toBe(400);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    // The genuine news, whoever sends it: EBANX's answer says confirmed.
    expect((await notify(order.tenantId, 'update', order.providerTxnId!)).statusCode).toBe(200);
    // A "refund" claimed for a paid payment with no refund: EBANX's answer shows none.
    expect((await notify(order.tenantId, 'refund', order.providerTxnId!)).statusCode).toBe(200);
    expect((await j.orderOf(order.billingNo)).status).toBe('paid');
    await j.expectDeliveredOnce(order.billingNo);
    await j.sendNotifications();
  });

  it('a declined payment fails the order', async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'decline');
    await j.sendNotifications();
    expect((await j.orderOf(order.billingNo)).status).toBe('failed');
  });

  it('a refund from the console refunds the order and takes the goods back, once', async () => {
    const { order, checkoutUrl, host } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    // Half first: recorded, the order stays delivered; then the rest refunds it.
    const half = Math.floor(order.amountMinor / 2);
    expect(
      (await j.consoleRefund('ebanx', order.providerTxnId!, host, 'refund', half)).body,
    ).toContain('Refund sent.');
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    expect(await j.orderOf(order.billingNo)).toMatchObject({
      status: 'delivered',
      refundedMinor: half,
    });
    await j.consoleRefund('ebanx', order.providerTxnId!, host, 'refund', order.amountMinor - half);
    await j.sendNotifications();
    await j.expectRefunded(order.billingNo);
    // EBANX notifies again (no answer seen): nothing more is given back.
    expect((await notify(order.tenantId, 'refund', order.providerTxnId!)).statusCode).toBe(200);
    await j.expectRefunded(order.billingNo);
  });

  it("the store's refund reaches /ws/refund, once per merchant_refund_code", async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    const provider = t.app.paymentProviders.registry.get('ebanx')!;
    const first = await provider.refund(await j.orderOf(order.billingNo));
    expect(first).toEqual({
      ok: true,
      refundId: expect.stringMatching(/^\d{8}$/),
      pending: expect.any(Boolean),
    });
    expect(await provider.refund(await j.orderOf(order.billingNo))).toEqual(first);
    expect(await t.app.emulators.store.refundsOf(order.providerTxnId!)).toHaveLength(1);
    await j.sendNotifications();
    await j.expectRefunded(order.billingNo);
  });

  it('a chargeback takes the goods back', async () => {
    const { order, checkoutUrl, host } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    await j.consoleRefund('ebanx', order.providerTxnId!, host, 'chargeback');
    await j.sendNotifications();
    await j.expectRefunded(order.billingNo);
    expect((await j.orderOf(order.billingNo)).refundKind).toBe('chargeback');
  });
});

describe("the EBANX emulator's own API", () => {
  const ws = (operation: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/emulator/ebanx/${operation}`,
      headers: { host: '127.0.0.1:8080', 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const request = (over: Record<string, unknown> = {}) => ({
    integration_key: keyOf('watt'),
    name: 'Ana Souza',
    email: 'ana@example.com',
    country: 'br',
    payment_type_code: '_all',
    merchant_payment_code: 'EMU-EBANX-1',
    currency_code: 'BRL',
    amount: 25.5,
    ...over,
  });

  it("refuses an unknown key, a missing payer and a merchant code used before, in EBANX's error form", async () => {
    expect((await ws('request', request())).json()).toMatchObject({
      status: 'SUCCESS',
      payment: { merchant_payment_code: 'EMU-EBANX-1', status: 'OP', amount_ext: '25.50' },
    });
    expect((await ws('request', request())).json()).toMatchObject({
      status: 'ERROR',
      status_code: 'BP-DR-0',
    });
    expect((await ws('request', request({ integration_key: 'nope' }))).json()).toMatchObject({
      status_code: 'BP-SA-1',
    });
    expect((await ws('request', request({ email: '' }))).json()).toMatchObject({
      status_code: 'BP-DR-15',
    });
  });

  it("answers a query only about the key's own payments", async () => {
    const mine = await ws('query', {
      integration_key: keyOf('watt'),
      merchant_payment_code: 'EMU-EBANX-1',
    });
    const hash = (mine.json() as { payment: { hash: string } }).payment.hash;
    expect((await ws('query', { integration_key: keyOf('watt'), hash })).json()).toMatchObject({
      status: 'SUCCESS',
      payment: { hash, currency_ext: 'BRL' },
    });
    expect((await ws('query', { integration_key: keyOf('dragon'), hash })).json()).toMatchObject({
      status: 'ERROR',
    });
  });
});
