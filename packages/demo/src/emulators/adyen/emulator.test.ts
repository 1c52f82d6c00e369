import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payResponseSchema } from '@topup/contracts/payments';
import { orders } from '@topup/server/db/tables/payments';
import { createOutboxRelay } from '@topup/server/modules/orders/relay/outbox-relay';
import type { TestApp } from '@topup/server/test/create-test-app';
import { balanceOf, deliveriesOf } from '@topup/server/modules/orders/test-kit';
import { revokeDeliveryId } from '@topup/server/modules/orders/refund-order';
import type { AdyenCredentials } from '@topup/server/modules/payments/providers/adyen/credentials';
import { verifyItemSignature } from '@topup/server/modules/payments/providers/adyen/signature';
import {
  createPayTestApp,
  hostOf,
  payKit,
  tenantById,
} from '@topup/server/modules/payments/test-kit';
import { createInjectTransport } from '../../sandbox-gateway/inject-transport.ts';
import { CARD_STAND_IN } from './payment-methods.ts';

// Adyen's emulator end to end through the store (issue 14): the store's pay route creates a
// session with the protocol module, the app's Drop-in calls (setup, payments, paymentDetails)
// go to the emulator's client API, the payer decides on the hosted page, the emulator's signed
// webhook pays the order, the game gets the goods once; refunds and a chargeback from the
// emulator's console, and the store's own refund through the emulator's refund API.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const kit = payKit(() => t);
const silent = { info() {}, warn() {}, error() {} };
const relay = () =>
  createOutboxRelay({
    db: t.app.db,
    gameGateway: t.app.gameGateway,
    now: () => new Date(),
    log: silent,
  });
const send = () => t.app.emulators.sender(createInjectTransport(t.app)).runOnce();
const orderOf = async (billingNo: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo)))[0]!;
const wattHost = hostOf(tenantById('watt'));
const credentialsOf = (tenantId: string) =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, 'adyen')!.credentials as AdyenCredentials;

type DropIn = {
  provider: string;
  session_id: string;
  client_key: string;
  session_data: string;
  environment: string;
  emulator_url: string;
};

/** Pays an Adyen method of watt through the store's pay route: the drop-in the app receives. */
async function startPayment(channel = 'ideal') {
  const method = await kit.methodFor('pay/adyen_pay', (row) => row.channelId === channel);
  const { body, priceMinor } = await kit.payloadFor(method);
  const res = await kit.post(wattHost, '/api/pay/adyen_pay', body);
  expect(res, JSON.stringify(res)).toMatchObject({ status: 200, code: 1 });
  const data = payResponseSchema.parse(res.data);
  return { data, dropIn: data.drop_in as DropIn, priceMinor, roleId: String(body.role_id) };
}

/** A call of the Drop-in to the emulator's client API, on the path adyen-web builds. */
async function shopper(
  dropIn: DropIn,
  call: string,
  payload: Record<string, unknown>,
  key?: string,
) {
  const root = new URL(dropIn.emulator_url);
  const res = await t.app.inject({
    method: 'POST',
    url: `${root.pathname}checkoutshopper/test/v1/sessions/${dropIn.session_id}/${call}?clientKey=${key ?? dropIn.client_key}`,
    headers: { host: root.host, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  // Tests read the answer freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json<Record<string, any>>() };
}

/** The Drop-in's payment with a method: the redirect action to the hosted page. */
async function redirectOf(dropIn: DropIn, type: string) {
  const paid = await shopper(dropIn, 'payments', {
    sessionData: dropIn.session_data,
    paymentMethod: { type },
    browserInfo: { userAgent: 'test' },
  });
  expect(paid.status).toBe(200);
  expect(paid.body).toMatchObject({
    resultCode: 'RedirectShopper',
    action: { type: 'redirect', method: 'GET' },
  });
  const url = new URL(paid.body.action.url);
  const psp = url.pathname.split('/').pop()!;
  return { url, psp };
}

/** The payer's choice on the hosted page; returns the page (with its way back). */
async function payerChooses(psp: string, choice: 'succeed' | 'decline' | 'cancel' | 'pending') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/emulator/adyen/checkout/${psp}/${choice}`,
    headers: { host: wattHost },
  });
  return res.body;
}

/** A paid and delivered order through the whole journey. */
async function deliveredOrder(channel = 'ideal') {
  const started = await startPayment(channel);
  const type = channel === 'ideal' ? 'ideal' : CARD_STAND_IN.type;
  const { psp } = await redirectOf(started.dropIn, type);
  await payerChooses(psp, 'succeed');
  await send();
  await relay().runOnce();
  const order = await orderOf(started.data.billing_no);
  expect(order.status).toBe('delivered');
  return { ...started, psp, order };
}

describe('Adyen emulator: sessions through the store and the Drop-in client API', () => {
  it('answers the pay call with the Drop-in session, pays by redirect, delivers once', async () => {
    const { data, dropIn, priceMinor, roleId } = await startPayment('ideal');
    expect(data.url).toBe('');
    const creds = credentialsOf('watt');
    expect(dropIn).toMatchObject({
      provider: 'adyen',
      client_key: creds.clientKey,
      environment: 'emulator',
      emulator_url: `http://${wattHost}/emulator/adyen/`,
      script_url: '',
    });
    expect(dropIn.session_id).toMatch(/^CS[0-9A-F]{16}$/);
    expect(dropIn.session_data).toMatch(/^Ab02b4c0!/);
    const order = await orderOf(data.billing_no);
    expect(order).toMatchObject({
      status: 'pending',
      providerTxnId: dropIn.session_id,
      payUrl: '',
    });

    // The Drop-in's setup: amount, country and the iDEAL method the sheet chose.
    const setup = await shopper(dropIn, 'setup', { sessionData: dropIn.session_data });
    expect(setup.status).toBe(200);
    expect(setup.body).toMatchObject({
      id: dropIn.session_id,
      amount: { currency: order.currency },
      paymentMethods: {
        paymentMethods: [{ type: 'ideal', name: 'iDEAL' }],
        storedPaymentMethods: [],
      },
    });
    expect(setup.body.returnUrl).toBe(
      `http://${wattHost}/result?billing_no=${data.billing_no}&client_id=${order.clientId}&domain_area=${order.area}`,
    );

    const { url, psp } = await redirectOf(dropIn, 'ideal');
    expect(url.origin).toBe(`http://${wattHost}`);
    expect(url.pathname).toBe(`/emulator/adyen/checkout/${psp}`);
    const page = await t.app.inject({ url: url.pathname, headers: { host: wattHost } });
    expect(page.body).toContain('Adyen Emulator Checkout');
    expect(page.body).toContain(data.billing_no);

    // The payer pays; the way back carries sessionId and redirectResult to the returnUrl.
    const chosen = await payerChooses(psp, 'succeed');
    expect(chosen).toContain('Payment succeeded.');
    const back = /href="([^"]+)"/.exec(chosen.slice(chosen.indexOf('Return to') - 400))?.[1];
    const backUrl = new URL(back!.replaceAll('&amp;', '&'));
    expect(backUrl.pathname).toBe('/result');
    expect(backUrl.searchParams.get('billing_no')).toBe(data.billing_no);
    expect(backUrl.searchParams.get('sessionId')).toBe(dropIn.session_id);
    const redirectResult = backUrl.searchParams.get('redirectResult')!;

    // The Drop-in submits the redirect result (adyen-web keeps sessionData in localStorage).
    const details = await shopper(dropIn, 'paymentDetails', { details: { redirectResult } });
    expect(details.body).toMatchObject({ resultCode: 'Authorised' });
    const forged = await shopper(dropIn, 'paymentDetails', {
      details: { redirectResult: redirectResult.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
    });
    expect(forged.status).toBe(422);

    // The AUTHORISATION webhook, signed per item with the brand's HMAC key, pays the order.
    const balance = await balanceOf(t.app.db, { roleId });
    expect(await send()).toMatchObject({ sent: 1, retried: 0 });
    const [notification] = await t.app.emulators.store.notificationsOf(psp);
    expect(notification!.ackedAt).not.toBeNull();
    const sent = JSON.parse(notification!.body);
    expect(sent.live).toBe('false');
    const item = sent.notificationItems[0].NotificationRequestItem;
    expect(item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      pspReference: psp,
      merchantReference: data.billing_no,
      merchantAccountCode: creds.merchantAccount,
      paymentMethod: 'ideal',
    });
    expect(verifyItemSignature(item, item.additionalData.hmacSignature, creds.hmacKey)).toBe(true);
    expect(await orderOf(data.billing_no)).toMatchObject({ status: 'paid', providerTxnId: psp });
    await relay().runOnce();
    expect(await orderOf(data.billing_no)).toMatchObject({ status: 'delivered' });
    expect(await balanceOf(t.app.db, { roleId })).toBe(
      balance + (await orderOf(data.billing_no)).value,
    );
    expect(await deliveriesOf(t.app.db, data.billing_no)).toHaveLength(1);

    // The same webhook again (Adyen retries): accepted, nothing changes.
    const replay = await t.app.inject({
      method: 'POST',
      url: new URL(notification!.url).pathname,
      headers: { host: wattHost, 'content-type': 'application/json' },
      payload: notification!.body,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe('[accepted]');
    await relay().runOnce();
    expect(await deliveriesOf(t.app.db, data.billing_no)).toHaveLength(1);
    expect(await balanceOf(t.app.db, { roleId })).toBe(
      balance + (await orderOf(data.billing_no)).value,
    );

    // The session result the store can ask for with the Drop-in's sessionResult.
    const brand = t.app.paymentProviders.brands.get('watt', 'adyen')!;
    const result = await brand.protocol.complete!(brand.io, {
      billingNo: data.billing_no,
      providerRef: dropIn.session_id,
      returnQuery: `sessionId=${dropIn.session_id}&sessionResult=${encodeURIComponent(details.body.sessionResult)}`,
    });
    expect(result).toMatchObject({ status: 'paid', providerRef: psp, amountMinor: priceMinor });
  });

  it('refuses a forged webhook: an amount raised under the original signature changes nothing', async () => {
    const { data, dropIn } = await startPayment('ideal');
    const { psp } = await redirectOf(dropIn, 'ideal');
    await payerChooses(psp, 'succeed');
    const [notification] = await t.app.emulators.store.notificationsOf(psp);
    const forged = JSON.parse(notification!.body);
    forged.notificationItems[0].NotificationRequestItem.amount.value += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(notification!.url).pathname,
      headers: { host: wattHost, 'content-type': 'application/json' },
      payload: JSON.stringify(forged),
    });
    expect(res.statusCode).toBe(401);
    expect(await orderOf(data.billing_no)).toMatchObject({ status: 'pending' });
    // A key of another brand signs nothing of watt's either.
    const other = JSON.parse(notification!.body);
    const item = other.notificationItems[0].NotificationRequestItem;
    const { adyenHmac, notificationSigningString } =
      await import('@topup/server/modules/payments/providers/adyen/signature');
    item.additionalData.hmacSignature = adyenHmac(
      notificationSigningString(item),
      credentialsOf('dragon').hmacKey,
    );
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: new URL(notification!.url).pathname,
      headers: { host: wattHost, 'content-type': 'application/json' },
      payload: JSON.stringify(other),
    });
    expect(wrongKey.statusCode).toBe(401);
    expect(await orderOf(data.billing_no)).toMatchObject({ status: 'pending' });
  });

  it('a declined payment fails the order; the Drop-in hears Refused', async () => {
    const { data, dropIn } = await startPayment('ideal');
    const { psp } = await redirectOf(dropIn, 'ideal');
    expect(await payerChooses(psp, 'decline')).toContain('Payment declined.');
    await send();
    expect(await orderOf(data.billing_no)).toMatchObject({ status: 'failed' });
    const again = await shopper(dropIn, 'payments', {
      sessionData: dropIn.session_data,
      paymentMethod: { type: 'ideal' },
    });
    expect(again.body).toMatchObject({ resultCode: 'Refused' });
  });

  it('offers cards only as the emulator stand-in: no card fields offline', async () => {
    const { dropIn } = await startPayment('visa');
    const setup = await shopper(dropIn, 'setup', { sessionData: dropIn.session_data });
    expect(setup.body.paymentMethods.paymentMethods).toEqual([CARD_STAND_IN]);
    const refused = await shopper(dropIn, 'payments', {
      sessionData: dropIn.session_data,
      paymentMethod: { type: 'scheme', encryptedCardNumber: 'x' },
    });
    expect(refused.status).toBe(422);
  });

  it('refuses client calls with another client key or forged sessionData', async () => {
    const { dropIn } = await startPayment('ideal');
    const wrongKey = await shopper(
      dropIn,
      'setup',
      { sessionData: dropIn.session_data },
      credentialsOf('dragon').clientKey,
    );
    expect(wrongKey).toMatchObject({
      status: 401,
      body: { errorCode: '000', errorType: 'security' },
    });
    const forged = await shopper(dropIn, 'setup', { sessionData: `${dropIn.session_data}x` });
    expect(forged.status).toBe(422);
  });
});

describe('Adyen emulator: the Checkout API the store calls', () => {
  const api = (path: string, key: string, payload?: unknown, more: Record<string, string> = {}) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url: `/emulator/adyen/v71${path}`,
      headers: { host: '127.0.0.1', 'x-api-key': key, 'content-type': 'application/json', ...more },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const session = (merchantAccount: string) => ({
    merchantAccount,
    amount: { currency: 'EUR', value: 1130 },
    reference: `REF-${Math.random().toString(36).slice(2)}`,
    returnUrl: `http://${wattHost}/`,
  });

  it("refuses an unknown API key (401) and another brand's merchant account (403)", async () => {
    const creds = credentialsOf('watt');
    const unknown = await api('/sessions', 'AQEforged', session(creds.merchantAccount));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ status: 401, errorCode: '000', errorType: 'security' });
    const other = await api(
      '/sessions',
      creds.apiKey,
      session(credentialsOf('dragon').merchantAccount),
    );
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errorCode: '901' });
    const bad = await api('/sessions', creds.apiKey, { merchantAccount: creds.merchantAccount });
    expect(bad.statusCode).toBe(422);
  });

  it('gives the same session for the same Idempotency-Key, and refuses it for another amount', async () => {
    const creds = credentialsOf('watt');
    const body = session(creds.merchantAccount);
    const key = { 'idempotency-key': `session-${body.reference}` };
    const first = await api('/sessions', creds.apiKey, body, key);
    const second = await api('/sessions', creds.apiKey, body, key);
    expect(first.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    const changed = await api(
      '/sessions',
      creds.apiKey,
      { ...body, amount: { currency: 'EUR', value: 1 } },
      key,
    );
    expect(changed.statusCode).toBe(422);
  });
});

describe('Adyen emulator: refunds and chargebacks', () => {
  const console_ = (psp: string, kind: 'refund' | 'chargeback', amount?: number) =>
    t.app.inject({
      method: 'POST',
      url: `/emulator/adyen/payments/${psp}/${kind}`,
      headers: { host: wattHost, 'content-type': 'application/x-www-form-urlencoded' },
      payload: amount === undefined ? '' : `amount_minor=${amount}`,
    });

  it('a full refund from the console refunds the order and takes the goods back', async () => {
    const { order, psp, roleId } = await deliveredOrder('ideal');
    const balance = await balanceOf(t.app.db, { roleId });
    const page = await console_(psp, 'refund', order.amountMinor);
    expect(page.statusCode).toBe(200);
    await send();
    const [, refund] = await t.app.emulators.store.notificationsOf(psp);
    const item = JSON.parse(refund!.body).notificationItems[0].NotificationRequestItem;
    expect(item).toMatchObject({ eventCode: 'REFUND', originalReference: psp, success: 'true' });
    expect(await orderOf(order.billingNo)).toMatchObject({
      status: 'refunded',
      refundKind: 'refund',
      refundedMinor: order.amountMinor,
    });
    await relay().runOnce();
    expect(await balanceOf(t.app.db, { roleId })).toBe(balance - order.value);
    expect(await deliveriesOf(t.app.db, order.billingNo)).toMatchObject([
      { revokeReason: 'refund' },
    ]);
    expect(revokeDeliveryId(order.billingNo)).toBeTruthy();
  });

  it('a partial refund from the console, then the store refunds the rest through the refund API, once', async () => {
    const { order, psp } = await deliveredOrder('visa');
    const half = Math.floor(order.amountMinor / 2);
    await console_(psp, 'refund', half);
    await send();
    expect(await orderOf(order.billingNo)).toMatchObject({
      status: 'delivered',
      refundedMinor: half,
    });

    const provider = t.app.paymentProviders.registry.get('adyen')!;
    const current = await orderOf(order.billingNo);
    const first = await provider.refund(current);
    const second = await provider.refund(current);
    expect(first).toMatchObject({ ok: true });
    // Same Idempotency-Key: Adyen's first refund again, not a second one.
    expect(second).toEqual(first);
    const refunds = await t.app.emulators.store.refundsOf(psp);
    expect(refunds.map((r) => r.amountMinor)).toEqual([half, order.amountMinor - half]);
    await send();
    expect(await orderOf(order.billingNo)).toMatchObject({
      status: 'refunded',
      refundedMinor: order.amountMinor,
    });
  });

  it('a chargeback: the notice is recorded, the chargeback refunds the order', async () => {
    const { order, psp } = await deliveredOrder('ideal');
    await console_(psp, 'chargeback');
    await send();
    const events = (await t.app.emulators.store.notificationsOf(psp)).map(
      (n) => JSON.parse(n.body).notificationItems[0].NotificationRequestItem.eventCode,
    );
    expect(events).toEqual(['AUTHORISATION', 'NOTIFICATION_OF_CHARGEBACK', 'CHARGEBACK']);
    expect(await orderOf(order.billingNo)).toMatchObject({
      status: 'refunded',
      refundKind: 'chargeback',
    });
  });
});
