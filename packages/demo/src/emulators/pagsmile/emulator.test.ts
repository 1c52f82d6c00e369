import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@topup/server/test/create-test-app';
import type { PagsmileCredentials } from '@topup/server/modules/payments/providers/pagsmile/credentials';
import { pagsmileSignatureHeader } from '@topup/server/modules/payments/providers/pagsmile/signature';
import { createPayTestApp, demoPayer } from '@topup/server/modules/payments/test-kit';
import { journeyKit } from '../journey-test-kit.ts';

// Pagsmile end to end through the store: trade/create with Basic auth and the payer's name, e-mail
// and CPF, the checkout page, the HMAC-signed notification answered `success`, trade/query, and
// refunds (console and store) with their REFUNDED notification.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);

const accountOf = (tenantId: string) =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, 'pagsmile')!
    .credentials as PagsmileCredentials;

async function checkout() {
  const paid = await j.pay('pay/pagsmile_pay', (row) => row.country === 'BR');
  const page = await j.open(paid.url, paid.host);
  expect(page.res.statusCode).toBe(200);
  return { ...paid, checkoutUrl: page.url };
}

const notificationsOf = (tradeNo: string) => t.app.emulators.store.notificationsOf(tradeNo);

const post = (url: string, body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: {
      'content-type': 'application/json; charset=UTF-8',
      ...(signature ? { 'pagsmile-signature': signature } : {}),
    },
    payload: body,
  });

describe('the Pagsmile emulator, through the store', () => {
  it('creates the trade with the payer and sends the player to the checkout', async () => {
    const { order, url, host, priceMinor } = await checkout();
    expect(order).toMatchObject({ status: 'pending', provider: 'pagsmile' });
    expect(order.providerTxnId).toMatch(/^\d{19}$/);
    expect(url).toBe(`http://${host}/emulator/pagsmile/checkout/${order.providerTxnId}`);
    expect(await t.app.emulators.store.find('pagsmile', order.providerTxnId!)).toMatchObject({
      merchantRef: order.billingNo,
      amountMinor: priceMinor,
      currency: order.currency,
      notifyUrl: `http://${host}/api/pay/notify/pagsmile/${order.tenantId}`,
      returnUrl: `http://${host}/`,
    });
  });

  it('pays on the signed notification, answered success; delivered once; replays change nothing', async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    const [sent] = await notificationsOf(order.providerTxnId!);
    const secret = accountOf(order.tenantId).webhookSecret;
    const t0 = /^t=(\d+),/.exec(sent!.headers['pagsmile-signature']!)![1]!;
    expect(sent!.headers['pagsmile-signature']).toBe(
      pagsmileSignatureHeader(sent!.body, secret, t0),
    );
    expect(JSON.parse(sent!.body)).toMatchObject({
      out_trade_no: order.billingNo,
      trade_no: order.providerTxnId,
      app_id: accountOf(order.tenantId).appId,
      trade_status: 'SUCCESS',
      currency: order.currency,
    });
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectDeliveredOnce(order.billingNo);
    const again = await post(sent!.url, sent!.body, sent!.headers['pagsmile-signature']);
    expect(again.body).toBe('success');
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('refuses forged, unsigned and amount-changed notifications, changing nothing', async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    const [sent] = await notificationsOf(order.providerTxnId!);
    const header = sent!.headers['pagsmile-signature']!;
    const cheaper = sent!.body.replace(/"amount":"[\d.]+"/, '"amount":"0.01"');
    expect(cheaper).not.toBe(sent!.body);
    expect((await post(sent!.url, cheaper, header)).statusCode).toBe(400);
    expect((await post(sent!.url, sent!.body)).statusCode).toBe(400);
    const forged = pagsmileSignatureHeader(sent!.body, 'not-the-secret', '1700000000');
    expect((await post(sent!.url, sent!.body, forged)).statusCode).toBe(400);
    const other = ['watt', 'dragon', 'joyage'].find((id) => id !== order.tenantId)!;
    const elsewhere = `http://x/api/pay/notify/pagsmile/${other}`;
    expect((await post(elsewhere, sent!.body, header)).statusCode).toBe(400);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
  });

  it('a declined or cancelled payment fails the order', async () => {
    for (const [action, status] of [
      ['decline', 'REFUSED'],
      ['cancel', 'CANCEL'],
    ] as const) {
      const { order, checkoutUrl } = await checkout();
      await j.choose(checkoutUrl, action);
      const [sent] = await notificationsOf(order.providerTxnId!);
      expect(JSON.parse(sent!.body)).toMatchObject({ trade_status: status });
      await j.sendNotifications();
      expect((await j.orderOf(order.billingNo)).status).toBe('failed');
    }
  });

  it('a payment whose notification never arrives is settled by trade/query', async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.expectQueryPaid('pagsmile', order);
    await j.sendNotifications();
  });

  it('a refund from the console refunds the order and takes the goods back, once', async () => {
    const { order, checkoutUrl, host } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    const refunded = await j.consoleRefund('pagsmile', order.providerTxnId!, host);
    expect(refunded.body).toContain('Refund sent.');
    const refund = (await notificationsOf(order.providerTxnId!)).at(-1)!;
    expect(JSON.parse(refund.body)).toMatchObject({
      trade_status: 'REFUNDED',
      out_request_no: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectRefunded(order.billingNo);
    const again = await post(refund.url, refund.body, refund.headers['pagsmile-signature']);
    expect(again.body).toBe('success');
    await j.expectRefunded(order.billingNo);
  });

  it('a chargeback from the console reverses the order', async () => {
    const { order, checkoutUrl, host } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    await j.consoleRefund('pagsmile', order.providerTxnId!, host, 'chargeback');
    const notice = (await notificationsOf(order.providerTxnId!)).at(-1)!;
    expect(JSON.parse(notice.body)).toMatchObject({ trade_status: 'CHARGEBACK' });
    await j.sendNotifications();
    await j.expectRefunded(order.billingNo);
  });

  it("the store's refund reaches trade/refund, once per out_request_no", async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    const provider = t.app.paymentProviders.registry.get('pagsmile')!;
    const first = await provider.refund(await j.orderOf(order.billingNo));
    // The refund is named by our out_request_no, the id the REFUNDED notification carries too
    // (issue 31 item 9).
    expect(first).toEqual({
      ok: true,
      refundId: expect.stringMatching(/^[0-9a-f]{16}$/),
      pending: expect.any(Boolean),
    });
    expect(await provider.refund(await j.orderOf(order.billingNo))).toEqual(first);
    const refunds = await t.app.emulators.store.refundsOf(order.providerTxnId!);
    expect(refunds).toMatchObject([{ amountMinor: order.amountMinor }]);
    const notice = (await notificationsOf(order.providerTxnId!)).at(-1)!;
    expect(JSON.parse(notice.body)).toMatchObject({
      trade_status: 'REFUNDED',
      out_request_no: refunds[0]!.requestKey,
    });
    expect(first.ok && first.refundId).toBe(refunds[0]!.requestKey);
    await j.sendNotifications();
    await j.expectRefunded(order.billingNo);
  });
});

describe("the Pagsmile emulator's own API", () => {
  const call = (account: PagsmileCredentials, api: string, data: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/emulator/pagsmile/trade/${api}`,
      headers: {
        host: '127.0.0.1:8080',
        'content-type': 'application/json; charset=UTF-8',
        authorization: `Basic ${Buffer.from(`${account.appId}:${account.securityKey}`).toString('base64')}`,
      },
      payload: JSON.stringify({ app_id: account.appId, timestamp: '2026-01-01 00:00:00', ...data }),
    });
  const trade = {
    out_trade_no: 'EMU-PG-1',
    order_amount: '49.90',
    order_currency: 'BRL',
    subject: 'Gems',
    content: 'Gems',
    buyer_id: '10000001',
    notify_url: 'http://watt.localhost:8080/api/pay/notify/pagsmile/watt',
    return_url: 'http://watt.localhost:8080/',
    trade_type: 'WEB',
    version: '2.0',
    regions: ['BR'],
  };

  it('refuses a wrong security key and a foreign app_id', async () => {
    const watt = accountOf('watt');
    const wrong = await call({ ...watt, securityKey: 'nope' }, 'query', { out_trade_no: 'x' });
    expect(wrong.statusCode).toBe(401);
    const foreign = await call(watt, 'query', {
      out_trade_no: 'x',
      app_id: accountOf('dragon').appId,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await call(watt, 'query', { out_trade_no: 'x' })).json()).toMatchObject({
      code: '40400',
    });
  });

  it('requires name, e-mail and, in Brazil, a valid CPF', async () => {
    const watt = accountOf('watt');
    const customer = { name: demoPayer.payer_name, email: demoPayer.payer_email };
    const noCpf = await call(watt, 'create', { ...trade, customer });
    expect(noCpf.json()).toMatchObject({ code: '40003' });
    const badCpf = await call(watt, 'create', {
      ...trade,
      customer: { ...customer, identify: { type: 'CPF', number: '111.111.111-11' } },
    });
    expect(badCpf.json()).toMatchObject({ code: '40003' });
    const ok = await call(watt, 'create', {
      ...trade,
      customer: { ...customer, identify: { type: 'CPF', number: demoPayer.payer_tax_id } },
    });
    expect(ok.json()).toMatchObject({ code: '10000', out_trade_no: 'EMU-PG-1' });
    // The same out_trade_no again is the same trade; with another amount it is refused.
    const again = await call(watt, 'create', {
      ...trade,
      customer: { ...customer, identify: { type: 'CPF', number: demoPayer.payer_tax_id } },
    });
    expect(again.json().trade_no).toBe(ok.json().trade_no);
    const other = await call(watt, 'create', {
      ...trade,
      order_amount: '1.00',
      customer: { ...customer, identify: { type: 'CPF', number: demoPayer.payer_tax_id } },
    });
    expect(other.json()).toMatchObject({ code: '40004' });
  });
});
