import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@topup/server/test/create-test-app';
import type { MyCardCredentials } from '@topup/server/modules/payments/providers/mycard/credentials';
import {
  authGlobalHash,
  type AuthGlobalFields,
} from '@topup/server/modules/payments/providers/mycard/signature';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import { formsOf, journeyKit } from '../journey-test-kit.ts';

// MyCard end to end through the store: the pay route calls AuthGlobal at the emulator, the player
// pays on MyCardPay/?AuthCode=, MyCard's ReturnURL form (hashed) and NotifyURL list reach the
// store's notification route, and the store settles with TradeQuery + PaymentConfirm.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);

const credentialsOf = (tenantId: string) =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, 'mycard')!.credentials as MyCardCredentials;

/** A paid-on-the-page MyCard order: the order, its page, and the ReturnURL form it shows. */
async function approved() {
  const paid = await j.pay('pay/payMyCardBilling');
  const page = await j.open(paid.url, paid.host);
  expect(page.res.statusCode).toBe(200);
  expect(page.url).toBe(`http://${paid.host}/emulator/mycard/checkout/${paid.order.providerTxnId}`);
  const choice = await j.choose(page.url, 'succeed');
  const [form] = formsOf(choice.body);
  return { ...paid, form: form! };
}

describe('the MyCard emulator, through the store', () => {
  it('authorises the trade with AuthGlobal and sends the player to MyCardPay/?AuthCode=', async () => {
    const { order, url, host, priceMinor } = await j.pay('pay/payMyCardBilling');
    expect(order).toMatchObject({ status: 'pending', provider: 'mycard', amountMinor: priceMinor });
    // MyCard's page (beside the emulator's API), handed to the player on the shop's origin.
    expect(url).toBe(`http://${host}/emulator/mycard/MyCardPay/?AuthCode=${order.providerTxnId}`);
    const payment = await t.app.emulators.store.find('mycard', order.providerTxnId!);
    expect(payment).toMatchObject({
      merchantRef: order.billingNo,
      amountMinor: order.amountMinor,
      currency: order.currency,
      status: 'open',
    });
    const page = await j.open(url, host);
    expect(page.res.body).toContain('MyCard Emulator Checkout');
  });

  it('pays by the ReturnURL post: TradeQuery, PaymentConfirm, delivered once; repeats change nothing', async () => {
    const { order, host, form, tenant } = await approved();
    expect(form.action).toBe(`/api/pay/notify/mycard/${tenant.id}`);
    expect(form.fields).toMatchObject({
      ReturnCode: '1',
      PayResult: '3',
      FacTradeSeq: order.billingNo,
      Currency: order.currency,
    });
    expect((await t.app.emulators.store.find('mycard', order.providerTxnId!))!.status).toBe(
      'authorized',
    );

    const back = await j.submit(form, host);
    expect(back.statusCode).toBe(200);
    // The store confirmed (captured) the trade at MyCard.
    expect((await t.app.emulators.store.find('mycard', order.providerTxnId!))!.status).toBe(
      'succeeded',
    );
    await j.expectDeliveredOnce(order.billingNo);

    // The browser posts again, and MyCard's NotifyURL list arrives too: nothing more happens.
    expect((await j.submit(form, host)).statusCode).toBe(200);
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('pays by the NotifyURL list alone when the player never comes back', async () => {
    const { order } = await approved();
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectDeliveredOnce(order.billingNo);
    expect((await t.app.emulators.store.find('mycard', order.providerTxnId!))!.status).toBe(
      'succeeded',
    );
  });

  it('never confirms a trade MyCard reports for another amount: unpaid, uncharged, on record (issue 28)', async () => {
    const { order, host, form } = await approved();
    // MyCard's TradeQuery now reports 1 (of the order's currency) for this trade.
    await t.app.emulators.store.patchData(order.providerTxnId!, { amount: '1' }, new Date());

    // The NotifyURL list and the player's ReturnURL post both lead to TradeQuery: neither confirms.
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    expect((await j.submit(form, host)).statusCode).toBe(200);
    expect((await t.app.emulators.store.find('mycard', order.providerTxnId!))!.status).toBe(
      'authorized',
    );
    expect(await j.paidEvents(order.billingNo)).toHaveLength(0);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    // The order's story holds the mismatch, with MyCard's amount.
    const callbacks = await j.callbacksOf('mycard', order.billingNo);
    expect(callbacks.length).toBeGreaterThan(0);
    for (const callback of callbacks) {
      expect(callback.outcome).toBe('mismatch');
      expect(callback.amountMinor).not.toBe(order.amountMinor);
    }
  });

  it('refuses a forged or amount-changed ReturnURL post and changes nothing', async () => {
    const { order, host, form } = await approved();
    const forged = await j.submit(form, host, { ...form.fields, Hash: 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    const cheaper = await j.submit(form, host, { ...form.fields, Amount: '1' });
    expect(cheaper.statusCode).toBe(400);
    const unsigned = await j.submit(form, host, { ...form.fields, Hash: '' });
    expect(unsigned.statusCode).toBe(400);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    expect((await t.app.emulators.store.find('mycard', order.providerTxnId!))!.status).toBe(
      'authorized',
    );
  });

  it("a NotifyURL list of another service's trades changes nothing", async () => {
    const { order, tenant } = await approved();
    const data = {
      ReturnCode: '1',
      ReturnMsg: 'QueryOK',
      FacServiceId: 'SOMEONE-ELSE',
      TotalNum: 1,
      FacTradeSeq: [order.billingNo],
    };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pay/notify/mycard/${tenant.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ DATA: JSON.stringify(data) }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
  });

  it('a declined payment fails the order through its ReturnURL post', async () => {
    const paid = await j.pay('pay/payMyCardBilling');
    const page = await j.open(paid.url, paid.host);
    const choice = await j.choose(page.url, 'decline');
    const [form] = formsOf(choice.body);
    expect(form!.fields).toMatchObject({ PayResult: '0' });
    expect((await j.submit(form!, paid.host)).statusCode).toBe(200);
    expect((await j.orderOf(paid.order.billingNo)).status).toBe('failed');
    // MyCard notifies successes only.
    expect(await t.app.emulators.store.notificationsOf(paid.order.providerTxnId!)).toEqual([]);
  });

  it('has no refund API: a console refund reaches no one and the store says so', async () => {
    const { order, host, form } = await approved();
    await j.submit(form, host);
    await j.expectDeliveredOnce(order.billingNo);
    const refunded = await j.consoleRefund('mycard', order.providerTxnId!, host);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.body).toContain('Refund sent.');
    // Only the NotifyURL list of the payment itself: MyCard has no refund notification.
    expect(await t.app.emulators.store.notificationsOf(order.providerTxnId!)).toHaveLength(1);
    await j.sendNotifications();
    expect((await j.orderOf(order.billingNo)).status).toBe('delivered');
    const store = await t.app.paymentProviders.registry
      .get('mycard')!
      .refund(await j.orderOf(order.billingNo));
    expect(store).toEqual({ ok: false, error: 'mycard: the MyCard API has no refund call' });
  });
});

describe("the MyCard emulator's own API", () => {
  const authGlobal = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/emulator/mycard/MyBillingPay/api/AuthGlobal',
      headers: { host: '127.0.0.1:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const trade = (seq: string, credentials = credentialsOf('watt')): AuthGlobalFields => ({
    FacServiceId: credentials.facServiceId,
    FacTradeSeq: seq,
    TradeType: '2',
    ServerId: '',
    CustomerId: '10000001',
    PaymentType: '',
    ItemCode: '',
    ProductName: '300 Diamonds',
    Amount: '150',
    Currency: 'TWD',
    SandBoxMode: 'true',
  });

  it('answers AuthGlobal with an AuthCode only for a known service and a valid Hash, once per trade', async () => {
    const fields = trade('EMU-MC-1');
    const ok = await authGlobal({
      ...fields,
      Hash: authGlobalHash(fields, credentialsOf('watt').facKey),
    });
    expect(ok.json()).toMatchObject({
      ReturnCode: '1',
      AuthCode: expect.stringMatching(/^[0-9A-F]{32}$/),
      TradeSeq: expect.stringMatching(/^KDS\d{13}$/),
    });
    const again = await authGlobal({
      ...fields,
      Hash: authGlobalHash(fields, credentialsOf('watt').facKey),
    });
    expect(again.json()).toMatchObject({ ReturnCode: 'MBP004' });
    const other = trade('EMU-MC-2');
    const badHash = await authGlobal({ ...other, Hash: authGlobalHash(other, 'not-the-key') });
    expect(badHash.json()).toMatchObject({ ReturnCode: 'MBP002' });
    const unknown = await authGlobal({ ...other, FacServiceId: 'NOPE', Hash: 'ab'.repeat(32) });
    expect(unknown.json()).toMatchObject({ ReturnCode: 'MBP001' });
  });

  it('confirms a trade once: a second PaymentConfirm is refused with MBP006', async () => {
    const { order, host, form } = await approved();
    await j.submit(form, host);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/emulator/mycard/MyBillingPay/api/PaymentConfirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `AuthCode=${order.providerTxnId}`,
    });
    expect(confirm.json()).toMatchObject({ ReturnCode: 'MBP006' });
    const query = await t.app.inject({
      method: 'POST',
      url: '/emulator/mycard/MyBillingPay/api/TradeQuery',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `AuthCode=${order.providerTxnId}`,
    });
    expect(query.json()).toMatchObject({
      ReturnCode: '1',
      PayResult: '3',
      FacTradeSeq: order.billingNo,
    });
  });
});
