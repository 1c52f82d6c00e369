import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  HttpTransport,
  TransportRequest,
  TransportResponse,
} from '../../../../lib/http-transport.ts';
import type {
  IncomingNotification,
  PaymentRequest,
  ProtocolIo,
} from '../../provider-kit/protocol.ts';
import type { PaypalCredentials } from './credentials.ts';
import { createPaypalProtocol } from './protocol.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

const API = 'https://api-m.sandbox.paypal.com';
const credentials: PaypalCredentials = {
  clientId: 'AZclient-id',
  clientSecret: 'secret-value',
  webhookId: '1JE4291016473214C',
};
// echo -n 'AZclient-id:secret-value' | base64
const BASIC = 'Basic QVpjbGllbnQtaWQ6c2VjcmV0LXZhbHVl';
// The access_token of fixtures/token.json (PayPal's documented example, expires_in 31668).
const BEARER =
  'Bearer A21AAFEpH4PsADK7qSS7pSRsgzfENtu-Q1ysgEDVDESseMHBYXVJYE8ovjj68elIDy8nF26AwPhfXTIeWAZHSLIsQkSYz9ifg';

type Call = { url: string } & TransportRequest;
type Step = {
  method: 'GET' | 'POST';
  url: string;
  reply: TransportResponse | ((call: Call) => TransportResponse) | Error;
};

/** Script violations, checked after each test: the protocol swallows errors it must not throw. */
const violations: string[] = [];
afterEach(() => {
  expect(violations.splice(0)).toEqual([]);
});

/** A PayPal stand-in that answers a script of expected calls in order and records each call. */
function fakePaypal(steps: Step[]) {
  const calls: Call[] = [];
  const transport: HttpTransport = async (url, init) => {
    const call = { url, ...init };
    calls.push(call);
    const step = steps.shift();
    if (!step || `${init.method} ${url}` !== `${step.method} ${step.url}`) {
      violations.push(`unexpected ${init.method} ${url}`);
      throw new Error(`unexpected call ${init.method} ${url}`);
    }
    if (step.reply instanceof Error) throw step.reply;
    return typeof step.reply === 'function' ? step.reply(call) : step.reply;
  };
  const call = (i: number): Call => {
    const found = calls[i];
    if (!found) throw new Error(`no call #${i}`);
    return found;
  };
  return { transport, calls, call, left: () => steps.length };
}

const tokenStep: Step = {
  method: 'POST',
  url: `${API}/v1/oauth2/token`,
  reply: { status: 200, body: fixture('token.json') },
};

function setup(steps: Step[], opts: { verification?: 'postback' | 'self' } = {}) {
  const paypal = fakePaypal(steps);
  const protocol = createPaypalProtocol({ emulatorBase: 'https://shop.example', ...opts });
  const clock = { now: new Date('2026-11-26T10:00:00Z') };
  const io: ProtocolIo<PaypalCredentials> = {
    credentials,
    endpoints: protocol.endpoints('test'),
    transport: paypal.transport,
    now: () => clock.now,
  };
  return { paypal, protocol, io, clock };
}

/** The headers every API call carries (token from the documented answer). */
const apiHeaders = (extra: Record<string, string> = {}) => ({
  Accept: 'application/json',
  Authorization: BEARER,
  Prefer: 'return=representation',
  ...extra,
});

const payment: PaymentRequest = {
  billingNo: 'TP202611260001',
  amountMinor: 499,
  currency: 'USD',
  returnUrl: 'https://shop.example/pay/result?billing_no=TP202611260001',
  notifyUrl: 'https://shop.example/api/pay/notify/paypal/acme',
  description: '500 gems',
  accountId: 'player-42',
  language: 'en-US',
};

describe('endpoints', () => {
  it('are the documented hosts per mode, the emulator under the store', () => {
    const protocol = createPaypalProtocol({ emulatorBase: 'https://shop.example/' });
    expect(protocol.endpoints('test')).toEqual({
      api: 'https://api-m.sandbox.paypal.com',
      pageOrigins: ['https://www.sandbox.paypal.com'],
    });
    expect(protocol.endpoints('live')).toEqual({
      api: 'https://api-m.paypal.com',
      pageOrigins: ['https://www.paypal.com'],
    });
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'https://shop.example/emulator/paypal',
      pageOrigins: ['https://shop.example'],
    });
  });

  it('credentials are exactly clientId, clientSecret, webhookId', () => {
    const protocol = createPaypalProtocol({ emulatorBase: 'https://shop.example' });
    expect(protocol.credentials.safeParse(credentials).success).toBe(true);
    expect(protocol.credentials.safeParse({ ...credentials, webhookId: '' }).success).toBe(false);
    const { clientSecret: _omitted, ...noSecret } = credentials;
    expect(protocol.credentials.safeParse(noSecret).success).toBe(false);
  });
});

describe('createPayment', () => {
  it('gets a token, creates a CAPTURE order and redirects to the payer-action link', async () => {
    const { paypal, protocol, io } = setup([
      tokenStep,
      {
        method: 'POST',
        url: `${API}/v2/checkout/orders`,
        reply: { status: 200, body: fixture('order-created.json') },
      },
    ]);
    const created = await protocol.createPayment(io, payment);
    expect(created).toEqual({
      ok: true,
      kind: 'redirect',
      url: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
      providerRef: '5O190127TN364715T',
    });
    expect(paypal.call(0)).toEqual({
      url: `${API}/v1/oauth2/token`,
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: BASIC,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const create = paypal.call(1);
    expect(create.headers).toEqual(
      apiHeaders({
        'Content-Type': 'application/json',
        'PayPal-Request-Id': 'create-TP202611260001',
      }),
    );
    expect(JSON.parse(create.body ?? '')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'TP202611260001',
          custom_id: 'TP202611260001',
          invoice_id: 'TP202611260001',
          description: '500 gems',
          amount: { currency_code: 'USD', value: '4.99' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: payment.returnUrl,
            cancel_url: payment.returnUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            locale: 'en-US',
          },
        },
      },
    });
    expect(paypal.left()).toBe(0);
  });

  it('sends zero-decimal currencies as whole units (JPY, TWD)', async () => {
    const created = () => ({ status: 201, body: fixture('order-created.json') });
    const { paypal, protocol, io } = setup([
      tokenStep,
      { method: 'POST', url: `${API}/v2/checkout/orders`, reply: created() },
      { method: 'POST', url: `${API}/v2/checkout/orders`, reply: created() },
      { method: 'POST', url: `${API}/v2/checkout/orders`, reply: created() },
    ]);
    await protocol.createPayment(io, { ...payment, amountMinor: 1600, currency: 'JPY' });
    await protocol.createPayment(io, { ...payment, amountMinor: 10000, currency: 'TWD' });
    await protocol.createPayment(io, { ...payment, amountMinor: 648, currency: 'RMB' });
    const amount = (i: number) => JSON.parse(paypal.call(i).body ?? '').purchase_units[0].amount;
    expect(amount(1)).toEqual({ currency_code: 'JPY', value: '1600' });
    expect(amount(2)).toEqual({ currency_code: 'TWD', value: '100' });
    // The store's RMB is CNY in PayPal's currency table, and on the wire.
    expect(amount(3)).toEqual({ currency_code: 'CNY', value: '6.48' });
  });

  it('refuses, without calling PayPal, an amount PayPal cannot take', async () => {
    const { paypal, protocol, io } = setup([]);
    const twd = await protocol.createPayment(io, {
      ...payment,
      amountMinor: 10050,
      currency: 'TWD',
    });
    const krw = await protocol.createPayment(io, {
      ...payment,
      amountMinor: 5500,
      currency: 'KRW',
    });
    expect(twd).toMatchObject({ ok: false, retryable: false });
    expect(krw).toMatchObject({ ok: false, retryable: false });
    expect(paypal.calls).toHaveLength(0);
  });

  it('reuses the token until shortly before expires_in, then fetches a new one', async () => {
    const created = { status: 201, body: fixture('order-created.json') };
    const order = { method: 'POST' as const, url: `${API}/v2/checkout/orders`, reply: created };
    const { paypal, protocol, io, clock } = setup([tokenStep, order, order, tokenStep, order]);
    await protocol.createPayment(io, payment);
    clock.now = new Date(clock.now.getTime() + (31668 - 61) * 1000);
    await protocol.createPayment(io, payment);
    clock.now = new Date(clock.now.getTime() + 2000); // inside the last minute: renewed
    await protocol.createPayment(io, payment);
    expect(paypal.calls.map((c) => c.url.replace(API, ''))).toEqual([
      '/v1/oauth2/token',
      '/v2/checkout/orders',
      '/v2/checkout/orders',
      '/v1/oauth2/token',
      '/v2/checkout/orders',
    ]);
  });

  it('keeps one token per clientId', async () => {
    const created = { status: 201, body: fixture('order-created.json') };
    const order = { method: 'POST' as const, url: `${API}/v2/checkout/orders`, reply: created };
    const { paypal, protocol, io } = setup([tokenStep, order, tokenStep, order, order]);
    await protocol.createPayment(io, payment);
    const other = { ...io, credentials: { ...credentials, clientId: 'other', clientSecret: 's' } };
    await protocol.createPayment(other, payment);
    await protocol.createPayment(io, payment);
    expect(paypal.call(2).headers.Authorization).toBe(
      `Basic ${Buffer.from('other:s').toString('base64')}`,
    );
    expect(paypal.left()).toBe(0);
  });

  it('drops a token PayPal refuses (401) and retries once with a fresh one', async () => {
    const { paypal, protocol, io } = setup([
      tokenStep,
      { method: 'POST', url: `${API}/v2/checkout/orders`, reply: { status: 401, body: '' } },
      tokenStep,
      {
        method: 'POST',
        url: `${API}/v2/checkout/orders`,
        reply: { status: 201, body: fixture('order-created.json') },
      },
    ]);
    expect(await protocol.createPayment(io, payment)).toMatchObject({ ok: true });
    expect(paypal.left()).toBe(0);
  });

  it('refuses an approval link outside the mode page origins', async () => {
    const foreign = fixture('order-created.json').replace(
      'https://www.sandbox.paypal.com/checkoutnow',
      'https://www.paypal.com.evil.test/checkoutnow',
    );
    const { protocol, io } = setup([
      tokenStep,
      { method: 'POST', url: `${API}/v2/checkout/orders`, reply: { status: 201, body: foreign } },
    ]);
    expect(await protocol.createPayment(io, payment)).toMatchObject({
      ok: false,
      retryable: false,
    });
  });

  it('reports PayPal errors: 4xx final, 5xx and a broken token call retryable', async () => {
    const { protocol, io } = setup([
      tokenStep,
      {
        method: 'POST',
        url: `${API}/v2/checkout/orders`,
        reply: {
          status: 422,
          body: '{"name":"UNPROCESSABLE_ENTITY","details":[{"issue":"CURRENCY_NOT_SUPPORTED"}]}',
        },
      },
      { method: 'POST', url: `${API}/v2/checkout/orders`, reply: { status: 500, body: '' } },
    ]);
    expect(await protocol.createPayment(io, payment)).toEqual({
      ok: false,
      error: 'paypal: HTTP 422 CURRENCY_NOT_SUPPORTED',
      retryable: false,
    });
    expect(await protocol.createPayment(io, payment)).toMatchObject({ ok: false, retryable: true });
    const down = setup([{ ...tokenStep, reply: new Error('ECONNRESET') }]);
    expect(await down.protocol.createPayment(down.io, payment)).toMatchObject({
      ok: false,
      retryable: true,
    });
    const wrongSecret = setup([
      { ...tokenStep, reply: { status: 401, body: '{"error":"invalid_client"}' } },
    ]);
    expect(await wrongSecret.protocol.createPayment(wrongSecret.io, payment)).toMatchObject({
      ok: false,
      retryable: false,
    });
  });
});

const captureUrl = `${API}/v2/checkout/orders/5O190127TN364715T/capture`;
const orderUrl = `${API}/v2/checkout/orders/5O190127TN364715T`;
const ref = {
  billingNo: 'TP202611260001',
  providerRef: '5O190127TN364715T',
  returnQuery: 'token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ',
};

describe('complete (capture on return)', () => {
  it('captures with an idempotency key and reports the capture id as paid', async () => {
    const { paypal, protocol, io } = setup([
      tokenStep,
      {
        method: 'POST',
        url: captureUrl,
        reply: { status: 201, body: fixture('order-captured.json') },
      },
    ]);
    expect(await protocol.complete?.(io, ref)).toEqual({
      status: 'paid',
      providerRef: '3C679366HH908993F',
      amountMinor: 10000,
      currency: 'USD',
    });
    expect(paypal.call(1)).toEqual({
      url: captureUrl,
      method: 'POST',
      headers: apiHeaders({
        'Content-Type': 'application/json',
        'PayPal-Request-Id': 'capture-TP202611260001',
      }),
      body: '{}',
    });
  });

  it('maps a PENDING capture to pending', async () => {
    const pending = fixture('order-captured.json').replace(
      '"status": "COMPLETED",\n            "amount"',
      '"status": "PENDING",\n            "amount"',
    );
    expect(pending).not.toBe(fixture('order-captured.json'));
    const { protocol, io } = setup([
      tokenStep,
      { method: 'POST', url: captureUrl, reply: { status: 201, body: pending } },
    ]);
    expect(await protocol.complete?.(io, ref)).toMatchObject({
      status: 'pending',
      providerRef: '3C679366HH908993F',
    });
  });

  it('treats ORDER_ALREADY_CAPTURED (422) as the earlier capture: reads the order', async () => {
    const { paypal, protocol, io } = setup([
      tokenStep,
      {
        method: 'POST',
        url: captureUrl,
        reply: { status: 422, body: fixture('error-order-already-captured.json') },
      },
      {
        method: 'GET',
        url: orderUrl,
        reply: { status: 200, body: fixture('order-captured.json') },
      },
    ]);
    expect(await protocol.complete?.(io, ref)).toEqual({
      status: 'paid',
      providerRef: '3C679366HH908993F',
      amountMinor: 10000,
      currency: 'USD',
    });
    expect(paypal.call(2)).toEqual({
      url: orderUrl,
      method: 'GET',
      headers: apiHeaders(),
      body: undefined,
    });
  });

  it('reports a cancelled approval (ORDER_NOT_APPROVED) as pending on the order', async () => {
    const { protocol, io } = setup([
      tokenStep,
      {
        method: 'POST',
        url: captureUrl,
        reply: { status: 422, body: fixture('error-order-not-approved.json') },
      },
      { method: 'GET', url: orderUrl, reply: { status: 200, body: fixture('order-created.json') } },
    ]);
    expect(await protocol.complete?.(io, ref)).toEqual({
      status: 'pending',
      providerRef: '5O190127TN364715T',
      amountMinor: null,
      currency: null,
    });
  });

  it('is null (unknown) when PayPal cannot be reached, and never builds a URL from a bad id', async () => {
    const { protocol, io } = setup([
      tokenStep,
      { method: 'POST', url: captureUrl, reply: new Error('timeout') },
    ]);
    expect(await protocol.complete?.(io, ref)).toBeNull();
    const none = setup([]);
    expect(
      await none.protocol.complete?.(none.io, { ...ref, providerRef: '../v1/oauth2' }),
    ).toBeNull();
    expect(none.paypal.calls).toHaveLength(0);
  });
});

describe('queryPayment', () => {
  it('reads the order', async () => {
    const { paypal, protocol, io } = setup([
      tokenStep,
      {
        method: 'GET',
        url: orderUrl,
        reply: { status: 200, body: fixture('order-captured.json') },
      },
    ]);
    expect(
      await protocol.queryPayment(io, {
        billingNo: 'TP202611260001',
        providerRef: '5O190127TN364715T',
      }),
    ).toEqual({
      status: 'paid',
      providerRef: '3C679366HH908993F',
      amountMinor: 10000,
      currency: 'USD',
    });
    expect(paypal.call(1)).toEqual({
      url: orderUrl,
      method: 'GET',
      headers: apiHeaders(),
      body: undefined,
    });
  });

  it('falls back to the capture when the reference is a capture id', async () => {
    const captureBody = JSON.stringify(
      JSON.parse(fixture('order-captured.json')).purchase_units[0].payments.captures[0],
    );
    const { protocol, io } = setup([
      tokenStep,
      {
        method: 'GET',
        url: `${API}/v2/checkout/orders/3C679366HH908993F`,
        reply: { status: 404, body: '{"name":"RESOURCE_NOT_FOUND"}' },
      },
      {
        method: 'GET',
        url: `${API}/v2/payments/captures/3C679366HH908993F`,
        reply: { status: 200, body: captureBody },
      },
    ]);
    expect(
      await protocol.queryPayment(io, { billingNo: 'x', providerRef: '3C679366HH908993F' }),
    ).toEqual({
      status: 'paid',
      providerRef: '3C679366HH908993F',
      amountMinor: 10000,
      currency: 'USD',
    });
  });

  it('is null without a reference (PayPal has no lookup by invoice id here) or on errors', async () => {
    const { protocol, io, paypal } = setup([
      tokenStep,
      { method: 'GET', url: orderUrl, reply: { status: 500, body: '' } },
    ]);
    expect(await protocol.queryPayment(io, { billingNo: 'TP202611260001' })).toBeNull();
    expect(paypal.calls).toHaveLength(0);
    expect(
      await protocol.queryPayment(io, {
        billingNo: 'TP202611260001',
        providerRef: '5O190127TN364715T',
      }),
    ).toBeNull();
  });
});

describe('refund', () => {
  const refundUrl = `${API}/v2/payments/captures/3C679366HH908993F/refund`;
  const request = {
    billingNo: 'TP202611260001',
    providerRef: '3C679366HH908993F',
    amountMinor: 250,
    currency: 'USD',
    refundKey: 'refund-TP202611260001-1',
  };

  it('posts the amount with the refund key as PayPal-Request-Id', async () => {
    const { paypal, protocol, io } = setup([
      tokenStep,
      {
        method: 'POST',
        url: refundUrl,
        reply: { status: 201, body: fixture('refund-completed.json') },
      },
    ]);
    expect(await protocol.refund(io, request)).toEqual({
      ok: true,
      refundRef: '1JU08902781691411',
      pending: false,
    });
    expect(paypal.call(1)).toEqual({
      url: refundUrl,
      method: 'POST',
      headers: apiHeaders({
        'Content-Type': 'application/json',
        'PayPal-Request-Id': 'refund-TP202611260001-1',
      }),
      body: '{"amount":{"value":"2.50","currency_code":"USD"}}',
    });
  });

  it('reports PENDING as pending and errors as refused', async () => {
    const pending = fixture('refund-completed.json').replace('"COMPLETED"', '"PENDING"');
    const { protocol, io } = setup([
      tokenStep,
      { method: 'POST', url: refundUrl, reply: { status: 201, body: pending } },
      {
        method: 'POST',
        url: refundUrl,
        reply: {
          status: 422,
          body: '{"name":"UNPROCESSABLE_ENTITY","details":[{"issue":"REFUND_AMOUNT_EXCEEDED"}]}',
        },
      },
    ]);
    expect(await protocol.refund(io, request)).toEqual({
      ok: true,
      refundRef: '1JU08902781691411',
      pending: true,
    });
    expect(await protocol.refund(io, request)).toEqual({
      ok: false,
      error: 'paypal: HTTP 422 REFUND_AMOUNT_EXCEEDED',
    });
  });
});

// Webhooks ---------------------------------------------------------------------------------------

const transmissionHeaders = {
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url':
    'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1a5f47cb',
  'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
  'paypal-transmission-sig':
    'PqKtyNURWvcbIDZxgaHA8yByFrRsjvcbX8g4dceSzujWo2uEhI1kvGSa6q8ZaxcNevzPFTzqv/mnlBUgvgndqQNucJvng843MUT9I4yJ0MuUGPTFs6Bc7G8uZJgvX6QorrLTYR32dcYsrxr7fUn0ghBx2j8vlOeVrKTSe7HArraGAk0qHpBrqiEowzC/1Q2d+JJMhMPONK03iGq17s5tdUtVRTagpq8F3OQMeAajtLP7RYQbcsQNOwOP6xjDH7g9qZBHm56Rp16updywz6y0h68jWZqMvqbhkdSxOAFDNP0LZpYNaVxav7Zi0AKv82xOORUBR7hsqbovXhseOmy83Q==',
  'paypal-transmission-time': '2026-11-26T11:00:00Z',
  'content-type': 'application/json',
};

const delivery = (
  rawBody: string,
  headers: Record<string, string | undefined> = transmissionHeaders,
): IncomingNotification => ({
  method: 'POST',
  headers,
  query: '',
  rawBody,
});

const verifyUrl = `${API}/v1/notifications/verify-webhook-signature`;

/**
 * PayPal's verify-webhook-signature as a stand-in: SUCCESS only for the genuine transmission of the
 * genuine event (what PayPal's signature check amounts to), FAILURE otherwise.
 */
function verifyStep(genuineRaw: string, headers = transmissionHeaders): Step {
  return {
    method: 'POST',
    url: verifyUrl,
    reply: (call) => {
      const sent = JSON.parse(call.body ?? '');
      const genuine =
        sent.auth_algo === headers['paypal-auth-algo'] &&
        sent.cert_url === headers['paypal-cert-url'] &&
        sent.transmission_id === headers['paypal-transmission-id'] &&
        sent.transmission_sig === headers['paypal-transmission-sig'] &&
        sent.transmission_time === headers['paypal-transmission-time'] &&
        sent.webhook_id === credentials.webhookId &&
        JSON.stringify(sent.webhook_event) === JSON.stringify(JSON.parse(genuineRaw));
      return {
        status: 200,
        body: JSON.stringify({ verification_status: genuine ? 'SUCCESS' : 'FAILURE' }),
      };
    },
  };
}

describe('verifyNotification', () => {
  const completed = fixture('webhook-capture-completed.json');

  it('verifies the documented PAYMENT.CAPTURE.COMPLETED through PayPal and normalises it', async () => {
    const { paypal, protocol, io } = setup([tokenStep, verifyStep(completed)]);
    expect(await protocol.verifyNotification(io, delivery(completed))).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'paid',
          billingNo: 'd93e4fce-d3af-137c-82fe-1a8101f1ad11',
          providerRef: '42311647XV020574X',
          eventId: 'WH-7Y7254563A4550640-11V2185806837105M',
          amountMinor: 5700,
          currency: 'USD',
        },
      ],
    });
    const verify = paypal.call(1);
    expect(verify.headers).toEqual(apiHeaders({ 'Content-Type': 'application/json' }));
    expect(verify.body).toBe(
      '{"auth_algo":"SHA256withRSA","cert_url":"https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1a5f47cb",' +
        '"transmission_id":"69cd13f0-d67a-11e5-baa3-778b53f4ae55",' +
        `"transmission_sig":"${transmissionHeaders['paypal-transmission-sig']}",` +
        '"transmission_time":"2026-11-26T11:00:00Z","webhook_id":"1JE4291016473214C",' +
        `"webhook_event":${completed.trim()}}`,
    );
  });

  it('is unsigned, without calling PayPal, when a PAYPAL-* header is missing', async () => {
    const { paypal, protocol, io } = setup([]);
    const headers = { ...transmissionHeaders, 'paypal-transmission-sig': undefined };
    expect(await protocol.verifyNotification(io, delivery(completed, headers))).toEqual({
      ok: false,
      reason: 'unsigned',
    });
    expect(paypal.calls).toHaveLength(0);
  });

  it('refuses a tampered amount and a replay with another signature (PayPal says FAILURE)', async () => {
    const tampered = completed.replace('"value": "57.00"', '"value": "5700.00"');
    const forgedHeaders = {
      ...transmissionHeaders,
      'paypal-transmission-sig': 'AAAA' + transmissionHeaders['paypal-transmission-sig'].slice(4),
    };
    const { protocol, io } = setup([tokenStep, verifyStep(completed), verifyStep(completed)]);
    expect(await protocol.verifyNotification(io, delivery(tampered))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(await protocol.verifyNotification(io, delivery(completed, forgedHeaders))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a transmission PayPal rejects as invalid input (400)', async () => {
    const { protocol, io } = setup([
      tokenStep,
      {
        method: 'POST',
        url: verifyUrl,
        reply: {
          status: 400,
          body: '{"name":"VALIDATION_ERROR","details":[{"field":"transmission_sig"}]}',
        },
      },
    ]);
    expect(await protocol.verifyNotification(io, delivery(completed))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('is unverifiable when PayPal cannot answer, and never throws', async () => {
    const { protocol, io } = setup([
      tokenStep,
      { method: 'POST', url: verifyUrl, reply: new Error('ECONNREFUSED') },
      { method: 'POST', url: verifyUrl, reply: { status: 500, body: '' } },
      {
        method: 'POST',
        url: verifyUrl,
        reply: { status: 200, body: '{"verification_status":"MAYBE"}' },
      },
    ]);
    for (let i = 0; i < 3; i++) {
      expect(await protocol.verifyNotification(io, delivery(completed))).toEqual({
        ok: false,
        reason: 'unverifiable',
      });
    }
    const noToken = setup([{ ...tokenStep, reply: new Error('down') }]);
    expect(await noToken.protocol.verifyNotification(noToken.io, delivery(completed))).toEqual({
      ok: false,
      reason: 'unverifiable',
    });
  });

  it('refuses a body that is not a webhook event as malformed, before asking PayPal', async () => {
    const { paypal, protocol, io } = setup([]);
    for (const body of [
      'not json',
      '[]',
      '{"id":"WH-1","resource":{}}',
      '{"id":"WH-1","event_type":"X"}',
    ]) {
      expect(await protocol.verifyNotification(io, delivery(body))).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    expect(paypal.calls).toHaveLength(0);
  });

  it.each([
    [
      'webhook-capture-denied.json',
      {
        kind: 'payment',
        status: 'failed',
        billingNo: 'd93e4fce-d3af-137c-82fe-1a8101f1ad11',
        providerRef: '42311647XV020574X',
        eventId: 'WH-4SW78779LY2325805-07E03580SX1414828',
        amountMinor: 5700,
        currency: 'USD',
      },
    ],
    [
      'webhook-capture-pending.json',
      {
        kind: 'payment',
        status: 'pending',
        billingNo: 'd93e4fce-d3af-137c-82fe-1a8101f1ad11',
        providerRef: '42311647XV020574X',
        eventId: 'WH-9AL78302E3837941R-42L49262C2932221E',
        amountMinor: 5700,
        currency: 'USD',
      },
    ],
    [
      'webhook-capture-refunded.json',
      {
        kind: 'refund',
        status: 'refunded',
        billingNo: null,
        providerRef: '0JF852973C016714D',
        eventId: 'WH-1GE84257G0350133W-6RW800890C634293G',
        // The refund resource's own id, as the refund call answers it.
        refundRef: '1Y107995YT783435V',
        amountMinor: 99,
        currency: 'USD',
      },
    ],
    [
      'webhook-capture-reversed.json',
      {
        kind: 'chargeback',
        status: 'reversed',
        billingNo: null,
        providerRef: '4L335234718889942',
        eventId: 'WH-6F207351SC284371F-0KX52201050121307',
        amountMinor: 251,
        currency: 'USD',
      },
    ],
    [
      'webhook-dispute-created.json',
      {
        kind: 'dispute',
        status: 'none',
        billingNo: null,
        providerRef: '3BC38643YC807283D',
        eventId: 'WH-4M0448861G563140B-9EX36365822141321',
        amountMinor: 300,
        currency: 'USD',
      },
    ],
    [
      'webhook-order-approved.json',
      {
        kind: 'payment',
        status: 'pending',
        finish: true,
        billingNo: 'TP202611260001',
        providerRef: '5O190127TN364715T',
        eventId: 'WH-COC11055RA711503B-4YM959094A144403T',
        amountMinor: 499,
        currency: 'USD',
      },
    ],
  ])('normalises %s', async (name, expected) => {
    const raw = fixture(name);
    const { protocol, io } = setup([tokenStep, verifyStep(raw)]);
    expect(await protocol.verifyNotification(io, delivery(raw))).toEqual({
      ok: true,
      events: [expected],
    });
  });

  it('passes other verified events through as "other"', async () => {
    const raw = JSON.stringify({
      id: 'WH-OTHER',
      event_type: 'CUSTOMER.DISPUTE.UPDATED',
      resource: { dispute_id: 'PP-D-1' },
    });
    const { protocol, io } = setup([tokenStep, verifyStep(raw)]);
    expect(await protocol.verifyNotification(io, delivery(raw))).toEqual({
      ok: true,
      events: [
        {
          kind: 'other',
          status: 'none',
          billingNo: null,
          providerRef: '',
          eventId: 'WH-OTHER',
          amountMinor: null,
          currency: null,
        },
      ],
    });
  });

  it('refuses a known event whose resource lacks the documented shape', async () => {
    const raw = JSON.stringify({
      id: 'WH-BAD',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { amount: 'lots' },
    });
    const { protocol, io } = setup([tokenStep, verifyStep(raw)]);
    expect(await protocol.verifyNotification(io, delivery(raw))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('verifyNotification, self-verification', () => {
  const completed = fixture('webhook-capture-completed.json');
  const certUrl = transmissionHeaders['paypal-cert-url'];

  it('fetches PayPal’s certificate once and checks the RSA signature locally', async () => {
    const { paypal, protocol, io, clock } = setup(
      [
        {
          method: 'GET',
          url: certUrl,
          reply: { status: 200, body: fixture('self-verify-cert.pem') },
        },
      ],
      { verification: 'self' },
    );
    clock.now = new Date('2027-06-01T00:00:00Z');
    const verified = await protocol.verifyNotification(io, delivery(completed));
    expect(verified).toMatchObject({ ok: true, events: [{ status: 'paid', amountMinor: 5700 }] });
    const tampered = completed.replace('"value": "57.00"', '"value": "5700.00"');
    expect(await protocol.verifyNotification(io, delivery(tampered))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(paypal.calls).toHaveLength(1); // the certificate is cached
  });

  it('never fetches a certificate from outside PayPal’s hosts', async () => {
    const { paypal, protocol, io } = setup([], { verification: 'self' });
    const headers = {
      ...transmissionHeaders,
      'paypal-cert-url': 'https://evil.test/v1/notifications/certs/CERT-1',
    };
    expect(await protocol.verifyNotification(io, delivery(completed, headers))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(paypal.calls).toHaveLength(0);
  });

  it('is unverifiable when the certificate cannot be fetched', async () => {
    const { protocol, io } = setup([{ method: 'GET', url: certUrl, reply: new Error('timeout') }], {
      verification: 'self',
    });
    expect(await protocol.verifyNotification(io, delivery(completed))).toEqual({
      ok: false,
      reason: 'unverifiable',
    });
  });
});

describe('answer', () => {
  it('is an empty 200 on acceptance, a non-2xx otherwise so PayPal redelivers', () => {
    const protocol = createPaypalProtocol({ emulatorBase: 'https://shop.example' });
    expect(protocol.answer('accepted')).toEqual({ status: 200, body: '' });
    expect(protocol.answer('rejected')).toEqual({ status: 400, body: '' });
    expect(protocol.answer('retry')).toEqual({ status: 503, body: '' });
  });
});
