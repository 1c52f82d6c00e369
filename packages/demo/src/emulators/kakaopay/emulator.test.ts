import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@topup/server/test/create-test-app';
import type { KakaopayCredentials } from '@topup/server/modules/payments/providers/kakaopay/credentials';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import { journeyKit } from '../journey-test-kit.ts';

// KakaoPay end to end through the store: payment/ready with the merchant's secret key and cid,
// KakaoPay's page, the payer's return to the store's return route with pg_token, payment/approve
// there (the only step that takes the money: no notifications exist), payment/order for
// re-checks and reconciliation, payment/cancel for refunds.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);

const accountOf = (tenantId: string) =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, 'kakaopay')!
    .credentials as KakaopayCredentials;

async function checkout() {
  const paid = await j.pay('kr_pay/kakao_pay');
  const page = await j.open(paid.url, paid.host);
  expect(page.res.statusCode).toBe(200);
  return { ...paid, checkoutUrl: page.url };
}

/** The "Return to …" link of a page after the payer's choice. */
const returnLink = (html: string) =>
  /<a href="([^"]*)">Return to/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? null;

/** Follows the return link as the payer's browser would: the store's return route. */
async function comeBack(link: string) {
  const url = new URL(link);
  return t.app.inject({ url: url.pathname + url.search, headers: { host: url.host } });
}

const provider = () => t.app.paymentProviders.registry.get('kakaopay')!;

describe('the KakaoPay emulator, through the store', () => {
  it('readies the payment and sends the player to KakaoPay; approval_url is the return route', async () => {
    const { order, url, host, priceMinor } = await checkout();
    expect(order).toMatchObject({ status: 'pending', provider: 'kakaopay', currency: 'KRW' });
    expect(order.providerTxnId).toMatch(/^T\d{19}$/);
    expect(url).toBe(`http://${host}/emulator/kakaopay/checkout/${order.providerTxnId}`);
    expect(await t.app.emulators.store.find('kakaopay', order.providerTxnId!)).toMatchObject({
      merchantRef: order.billingNo,
      amountMinor: priceMinor,
      notifyUrl: null,
      returnUrl: `http://${host}/pay/return/kakaopay/${order.billingNo}`,
    });
  });

  it("pays on the payer's return with pg_token (approve), delivered once; a second return changes nothing", async () => {
    const { order, checkoutUrl, host } = await checkout();
    const choice = await j.choose(checkoutUrl, 'succeed');
    expect(choice.body).toContain('Payment approved.');
    // No notification: the store hears nothing until the payer comes back.
    expect(await t.app.emulators.store.notificationsOf(order.providerTxnId!)).toEqual([]);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    const link = returnLink(choice.body)!;
    expect(link).toMatch(
      new RegExp(`^http://${host}/pay/return/kakaopay/${order.billingNo}\\?pg_token=\\w+$`),
    );
    const back = await comeBack(link);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/');
    expect((await t.app.emulators.store.find('kakaopay', order.providerTxnId!))!.status).toBe(
      'succeeded',
    );
    await j.expectDeliveredOnce(order.billingNo);
    expect((await comeBack(link)).statusCode).toBe(303);
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('a forged pg_token approves nothing; the real one still does', async () => {
    const { order, checkoutUrl } = await checkout();
    const link = returnLink((await j.choose(checkoutUrl, 'succeed')).body)!;
    const forged = link.replace(/pg_token=\w+/, 'pg_token=0123456789abcdef0123');
    expect((await comeBack(forged)).statusCode).toBe(303);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    // Nor does a re-check without the token: KakaoPay takes the money only on approve.
    expect(await provider().queryStatus(await j.orderOf(order.billingNo))).toMatchObject({
      action: 'pending',
    });
    await comeBack(link);
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('a declined or cancelled payment fails the order when the player comes back or re-checks', async () => {
    for (const action of ['decline', 'cancel'] as const) {
      const { order, checkoutUrl } = await checkout();
      const choice = await j.choose(checkoutUrl, action);
      const link = returnLink(choice.body)!;
      expect(link).not.toContain('pg_token');
      await comeBack(link);
      expect((await j.orderOf(order.billingNo)).status).toBe('failed');
    }
    // The player who never comes back: the re-check (payment/order) settles it.
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'decline');
    expect(await provider().queryStatus(await j.orderOf(order.billingNo))).toMatchObject({
      action: 'failed',
    });
  });

  it('a refund from the console cancels at KakaoPay; payment/order reports it refunded', async () => {
    const { order, checkoutUrl, host } = await checkout();
    await comeBack(returnLink((await j.choose(checkoutUrl, 'succeed')).body)!);
    await j.expectDeliveredOnce(order.billingNo);
    const refunded = await j.consoleRefund('kakaopay', order.providerTxnId!, host);
    expect(refunded.body).toContain('Refund sent.');
    // KakaoPay sends nothing; its order tells the cancel to whoever asks.
    expect(await t.app.emulators.store.notificationsOf(order.providerTxnId!)).toEqual([]);
    expect(await provider().queryStatus(await j.orderOf(order.billingNo))).toEqual({
      action: 'refunded',
      providerTxnId: order.providerTxnId,
      amountMinor: order.amountMinor,
      currency: 'KRW',
    });
  });

  it("the store's refund reaches payment/cancel once per refund key (payload)", async () => {
    const { order, checkoutUrl } = await checkout();
    await comeBack(returnLink((await j.choose(checkoutUrl, 'succeed')).body)!);
    await j.expectDeliveredOnce(order.billingNo);
    const first = await provider().refund(await j.orderOf(order.billingNo));
    expect(first).toEqual({
      ok: true,
      refundId: expect.stringMatching(/^A\d{19}$/),
      pending: expect.any(Boolean),
    });
    // Asked again (a retry): found in payment/order under its payload, not cancelled twice.
    expect(await provider().refund(await j.orderOf(order.billingNo))).toEqual(first);
    const refunds = await t.app.emulators.store.refundsOf(order.providerTxnId!);
    expect(refunds).toMatchObject([
      { id: first.ok ? first.refundId : '', amountMinor: order.amountMinor },
    ]);
    expect(await provider().queryStatus(await j.orderOf(order.billingNo))).toMatchObject({
      action: 'refunded',
    });
  });
});

describe("the KakaoPay emulator's own API", () => {
  const call = (api: string, secretKey: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/emulator/kakaopay/online/v1/payment/${api}`,
      headers: {
        host: '127.0.0.1:8080',
        'content-type': 'application/json',
        authorization: `SECRET_KEY ${secretKey}`,
      },
      payload: JSON.stringify(body),
    });

  it("refuses a wrong secret key, another merchant's cid and another merchant's tid", async () => {
    const watt = accountOf('watt');
    const dragon = accountOf('dragon');
    expect((await call('order', 'DEVnope', { cid: watt.cid, tid: 'T1' })).statusCode).toBe(401);
    expect(
      (await call('order', watt.secretKey, { cid: dragon.cid, tid: 'T1' })).json(),
    ).toMatchObject({ error_code: 'INVALID_CID' });
    const ready = await call('ready', watt.secretKey, {
      cid: watt.cid,
      partner_order_id: 'EMU-KP-1',
      partner_user_id: '10000001',
      item_name: 'Gems',
      quantity: 1,
      total_amount: 2200,
      tax_free_amount: 0,
      approval_url: 'http://watt.localhost:8080/a',
      cancel_url: 'http://watt.localhost:8080/c',
      fail_url: 'http://watt.localhost:8080/f',
    });
    expect(ready.json()).toMatchObject({ tid: expect.stringMatching(/^T\d{19}$/) });
    const theirs = await call('order', dragon.secretKey, {
      cid: dragon.cid,
      tid: ready.json().tid,
    });
    expect(theirs.statusCode).toBe(400);
    const missing = await call('ready', watt.secretKey, { cid: watt.cid, partner_order_id: 'x' });
    expect(missing.json()).toMatchObject({ error_code: 'INVALID_PARAMETER' });
  });
});
