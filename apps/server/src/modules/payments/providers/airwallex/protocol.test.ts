import { describe, expect, it } from 'vitest';
import type { TransportResponse } from '../../../../lib/http-transport.ts';
import {
  scriptedTransport as fakeTransport,
  fixtureReader,
} from '../../provider-kit/scripted-transport.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import type { AirwallexCredentials } from './credentials.ts';
import { airwallexSignature } from './signature.ts';
import { createAirwallexProtocol, requestIdFor } from './protocol.ts';

const fixture = fixtureReader(import.meta.url);

const API = 'https://api-demo.airwallex.com';
const credentials: AirwallexCredentials = {
  clientId: 'BIjjMYsYTPuRqnkEloSvvf',
  apiKey: 'test-only-api-key',
  webhookSecret: 'whsec_test_only_5f1c2e',
};
const TOKEN = JSON.parse(fixture('login.response.json')).token as string;

// openssl dgst -sha256 -hmac 'whsec_test_only_5f1c2e' over "1673595221000" + each body.
const TIMESTAMP = '1673595221000';
const signatures = {
  succeeded: '4a7acdf3f215c8951a606b65ba2c16d8b6b997478fb92d045679bb5118b9c03b',
  refund: '67a5df516521b24e0bd3e1900619bbef38a0a6bcb1101c2f65f89304160c1a65',
  dispute: '33b687f7d9414d3d62e22f50725d0ddfa825e6aeb2d525f5dd384221f661316a',
};

/** A fake Airwallex: records each request, answers the queued responses in order. */

const login = { status: 201, body: fixture('login.response.json') };
const json = (status: number, body: unknown) => ({
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

function setup(mode: kit.ProtocolMode = 'test', ...answers: (TransportResponse | Error)[]) {
  const fake = fakeTransport(...answers);
  const protocol = createAirwallexProtocol({ emulatorBase: 'http://watt.localhost:3000' });
  const clock = { now: new Date('2023-01-13T07:34:00Z') };
  const io: kit.ProtocolIo<AirwallexCredentials> = {
    credentials,
    endpoints: protocol.endpoints(mode),
    transport: fake.transport,
    now: () => clock.now,
  };
  return { ...fake, protocol, io, clock };
}

const notify = (rawBody: string, headers: Record<string, string>): kit.IncomingNotification => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  query: '',
  rawBody,
});
const signed = (body: string, signature: string, timestamp = TIMESTAMP) =>
  notify(body, { 'x-timestamp': timestamp, 'x-signature': signature });

const request: kit.PaymentRequest = {
  billingNo: 'D202503210001',
  amountMinor: 499,
  currency: 'USD',
  returnUrl: 'https://shop.example/pay/result',
  notifyUrl: 'https://shop.example/api/pay/notify/airwallex/watt',
  description: 'US $4.99 Stargem',
  accountId: 'acct-1001',
};

describe('Airwallex endpoints and credentials', () => {
  it('uses the documented demo and live hosts and the emulator under the store origin', () => {
    const { protocol } = setup();
    expect(protocol.endpoints('test')).toEqual({
      api: 'https://api-demo.airwallex.com',
      pageOrigins: ['https://checkout-demo.airwallex.com'],
    });
    expect(protocol.endpoints('live')).toEqual({
      api: 'https://api.airwallex.com',
      pageOrigins: ['https://checkout.airwallex.com'],
    });
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'http://watt.localhost:3000/emulator/airwallex',
      pageOrigins: ['http://watt.localhost:3000'],
    });
  });

  it('validates the credential record', () => {
    const { protocol } = setup();
    expect(protocol.credentials.safeParse(credentials).success).toBe(true);
    expect(protocol.credentials.safeParse({ ...credentials, webhookSecret: '' }).success).toBe(
      false,
    );
    expect(protocol.credentials.safeParse({ clientId: 'x', apiKey: 'y' }).success).toBe(false);
  });
});

describe('Airwallex createPayment (PaymentIntent for the Drop-in / HPP)', () => {
  it('logs in, creates the intent with an idempotent request_id and hands over the client secret', async () => {
    const { calls, protocol, io } = setup(
      'test',
      login,
      json(201, fixture('intent-created.response.json')),
    );
    const created = await protocol.createPayment(io, request);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      `POST ${API}/api/v1/authentication/login`,
      `POST ${API}/api/v1/pa/payment_intents/create`,
    ]);
    expect(calls[0]!.init.headers).toMatchObject({
      'x-client-id': credentials.clientId,
      'x-api-key': credentials.apiKey,
    });
    expect(calls[1]!.init.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    const body = JSON.parse(calls[1]!.init.body!);
    expect(body).toEqual({
      request_id: requestIdFor('create:D202503210001'),
      amount: 4.99,
      currency: 'USD',
      merchant_order_id: 'D202503210001',
      descriptor: 'US $4.99 Stargem',
      return_url: 'https://shop.example/pay/result',
      metadata: { account_id: 'acct-1001' },
    });
    // The amount is written as the exact decimal, never a float's digits.
    expect(calls[1]!.init.body).toContain('"amount":4.99,');
    expect(body.request_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(created).toEqual({
      ok: true,
      kind: 'component',
      component: {
        intentId: 'int_hkpdskz7vg1xc7uscdj',
        clientSecret: expect.stringMatching(/^eyJ/),
        currency: 'USD',
        env: 'demo',
      },
      providerRef: 'int_hkpdskz7vg1xc7uscdj',
    });
  });

  it('reuses the cached token until it nears expiry, and renews it on a 401', async () => {
    const { calls, protocol, io, clock } = setup(
      'test',
      login,
      json(201, fixture('intent-created.response.json')),
      json(201, fixture('intent-created.response.json')),
      json(401, { code: 'unauthorized' }),
      login,
      json(201, fixture('intent-created.response.json')),
    );
    // The fixture's token expires 2025-08-05T10:53:01+0000.
    clock.now = new Date('2025-08-05T10:30:00Z');
    await protocol.createPayment(io, request);
    await protocol.createPayment(io, request);
    expect(await protocol.createPayment(io, request)).toMatchObject({ ok: true });
    expect(calls.filter((c) => c.url.endsWith('/authentication/login'))).toHaveLength(2);
  });

  it("sends the store's RMB as CNY and KRW whole", async () => {
    const { calls, protocol, io } = setup(
      'test',
      login,
      json(201, fixture('intent-created.response.json')),
      json(201, fixture('intent-created.response.json')),
    );
    await protocol.createPayment(io, { ...request, amountMinor: 648, currency: 'RMB' });
    await protocol.createPayment(io, { ...request, amountMinor: 6000, currency: 'KRW' });
    expect(JSON.parse(calls[1]!.init.body!)).toMatchObject({ amount: 6.48, currency: 'CNY' });
    expect(JSON.parse(calls[2]!.init.body!)).toMatchObject({ amount: 6000, currency: 'KRW' });
  });

  it('reports refusals as final, outages as retryable, and bad amounts without a call', async () => {
    const refused = setup('test', login, json(400, { code: 'validation_error', message: 'x' }));
    expect(await refused.protocol.createPayment(refused.io, request)).toEqual({
      ok: false,
      error: 'airwallex: HTTP 400 validation_error',
      retryable: false,
    });
    const down = setup('test', login, new Error('ECONNRESET'));
    expect(await down.protocol.createPayment(down.io, request)).toMatchObject({
      ok: false,
      retryable: true,
    });
    const noLogin = setup('test', json(500, ''));
    expect(await noLogin.protocol.createPayment(noLogin.io, request)).toMatchObject({
      ok: false,
      retryable: true,
    });
    const none = setup('test');
    expect(
      await none.protocol.createPayment(none.io, { ...request, amountMinor: 1.5 }),
    ).toMatchObject({ ok: false, retryable: false });
    expect(none.calls).toHaveLength(0);
  });
});

describe('Airwallex webhooks', () => {
  it('verifies payment_intent.succeeded and carries the real amount', async () => {
    const { protocol, io } = setup();
    const verified = await protocol.verifyNotification(
      io,
      signed(fixture('payment-intent-succeeded.body.txt'), signatures.succeeded),
    );
    expect(verified).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'paid',
          billingNo: '0000000000',
          providerRef: 'int_aaaat9w2hgh8mzi1111',
          eventId: 'evt_100_2019102201549020043_8321220011893766',
          amountMinor: 1666,
          currency: 'USD',
        },
      ],
    });
  });

  it('reads the headers whatever their case', async () => {
    const { protocol, io } = setup();
    const incoming = notify(fixture('payment-intent-succeeded.body.txt'), {
      'X-Timestamp': TIMESTAMP,
      'X-Signature': signatures.succeeded,
    });
    expect((await protocol.verifyNotification(io, incoming)).ok).toBe(true);
  });

  it('normalises refund.settled and a lost chargeback', async () => {
    const { protocol, io } = setup();
    expect(
      await protocol.verifyNotification(
        io,
        signed(fixture('refund-settled.body.txt'), signatures.refund),
      ),
    ).toEqual({
      ok: true,
      events: [
        {
          kind: 'refund',
          status: 'refunded',
          billingNo: '0000000000',
          providerRef: 'int_aaaat9w2hgh8mzi1111',
          eventId: 'evt_hkpdrfnd1settled0001',
          refundRef: 'rfd_sgst4689lgcv3c7rbyc_bppn22',
          amountMinor: 666,
          currency: 'USD',
        },
      ],
    });
    expect(
      await protocol.verifyNotification(
        io,
        signed(fixture('dispute-lost.body.txt'), signatures.dispute),
      ),
    ).toEqual({
      ok: true,
      events: [
        {
          kind: 'chargeback',
          status: 'reversed',
          billingNo: null,
          providerRef: 'int_aaaat9w2hgh8mzi1111',
          eventId: 'dst_hkpdq8bclgy2z4yw6j6:chargeback',
          amountMinor: 1666,
          currency: 'USD',
        },
      ],
    });
  });

  it('refuses unsigned, forged and amount-changed deliveries', async () => {
    const { protocol, io } = setup();
    const body = fixture('payment-intent-succeeded.body.txt');
    expect(await protocol.verifyNotification(io, notify(body, {}))).toEqual({
      ok: false,
      reason: 'unsigned',
    });
    expect(await protocol.verifyNotification(io, signed(body, signatures.refund))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const cheaper = body.replace('"amount":16.66', '"amount":0.01');
    expect(cheaper).not.toBe(body);
    expect(await protocol.verifyNotification(io, signed(cheaper, signatures.succeeded))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    // The same body and signature with a moved timestamp: the timestamp is signed too.
    expect(
      await protocol.verifyNotification(io, signed(body, signatures.succeeded, '1673595222000')),
    ).toEqual({ ok: false, reason: 'bad-signature' });
    const wrongKey = { ...io, credentials: { ...credentials, webhookSecret: 'another' } };
    expect(await protocol.verifyNotification(wrongKey, signed(body, signatures.succeeded))).toEqual(
      { ok: false, reason: 'bad-signature' },
    );
  });

  it('refuses a genuine delivery replayed after the tolerance', async () => {
    const { protocol, io, clock } = setup();
    clock.now = new Date('2023-01-13T08:34:00Z');
    expect(
      await protocol.verifyNotification(
        io,
        signed(fixture('payment-intent-succeeded.body.txt'), signatures.succeeded),
      ),
    ).toEqual({ ok: false, reason: 'stale' });
  });

  it('answers 200 when accepted and something else otherwise', () => {
    const { protocol } = setup();
    expect(protocol.answer('accepted')).toEqual({ status: 200, body: '' });
    expect(protocol.answer('retry').status).toBe(503);
    expect(protocol.answer('rejected').status).toBe(400);
  });
});

describe('Airwallex queryPayment and refund', () => {
  it('retrieves the intent by id and reads its status and amount', async () => {
    const { calls, protocol, io } = setup(
      'test',
      login,
      json(200, fixture('intent-succeeded.response.json')),
    );
    const queried = await protocol.queryPayment(io, {
      billingNo: 'D202503210001',
      providerRef: 'int_hkpdskz7vg1xc7uscdj',
    });
    expect(calls[1]!.url).toBe(`${API}/api/v1/pa/payment_intents/int_hkpdskz7vg1xc7uscdj`);
    expect(calls[1]!.init.method).toBe('GET');
    expect(queried).toEqual({
      status: 'paid',
      providerRef: 'int_hkpdskz7vg1xc7uscdj',
      amountMinor: 499,
      currency: 'USD',
    });
  });

  it("refuses an intent that is another order's", async () => {
    const { protocol, io } = setup(
      'test',
      login,
      json(200, fixture('intent-succeeded.response.json')),
    );
    expect(
      await protocol.queryPayment(io, {
        billingNo: 'OTHER',
        providerRef: 'int_hkpdskz7vg1xc7uscdj',
      }),
    ).toBeNull();
  });

  it('finds the intent by merchant_order_id when it has no id, preferring a succeeded one', async () => {
    const created = JSON.parse(fixture('intent-created.response.json'));
    const succeeded = {
      ...JSON.parse(fixture('intent-succeeded.response.json')),
      id: 'int_second',
    };
    const { calls, protocol, io } = setup(
      'test',
      login,
      json(200, { has_more: false, items: [created, succeeded] }),
    );
    const queried = await protocol.queryPayment(io, { billingNo: 'D202503210001' });
    expect(calls[1]!.url).toBe(`${API}/api/v1/pa/payment_intents?merchant_order_id=D202503210001`);
    expect(queried).toMatchObject({ status: 'paid', providerRef: 'int_second' });
  });

  it('answers null when Airwallex knows nothing, and throws when it cannot be asked', async () => {
    const empty = setup('test', login, json(200, { has_more: false, items: [] }));
    expect(await empty.protocol.queryPayment(empty.io, { billingNo: 'B1' })).toBeNull();
    const down = setup('test', login, json(503, ''));
    await expect(down.protocol.queryPayment(down.io, { billingNo: 'B1' })).rejects.toThrow();
  });

  it('creates a refund keyed by the refund key, partial amounts allowed', async () => {
    const { calls, protocol, io } = setup(
      'test',
      login,
      json(201, fixture('refund-received.response.json')),
    );
    const outcome = await protocol.refund(io, {
      billingNo: 'D202503210001',
      providerRef: 'int_sgst4689lgcv3bppn22',
      amountMinor: 10,
      currency: 'RMB',
      refundKey: 'refund-1',
      orderAmountMinor: 648,
    });
    expect(calls[1]!.url).toBe(`${API}/api/v1/pa/refunds/create`);
    expect(JSON.parse(calls[1]!.init.body!)).toEqual({
      request_id: requestIdFor('refund:refund-1'),
      payment_intent_id: 'int_sgst4689lgcv3bppn22',
      amount: 0.1,
      reason: 'Refund D202503210001',
      metadata: { billing_no: 'D202503210001' },
    });
    expect(outcome).toEqual({
      ok: true,
      refundRef: 'rfd_sgst4689lgcv3c7rbyc_bppn22',
      pending: true,
    });
  });

  it("keys a refund's webhook by the refund id refunds/create answered (issue 31 item 9)", async () => {
    const { protocol, io } = setup(
      'test',
      login,
      json(201, fixture('refund-received.response.json')),
    );
    const outcome = await protocol.refund(io, {
      billingNo: '0000000000',
      providerRef: 'int_aaaat9w2hgh8mzi1111',
      amountMinor: 666,
      currency: 'USD',
      refundKey: 'refund-1',
      orderAmountMinor: 1666,
    });
    const refundOf = async (body: string) => {
      const verified = await protocol.verifyNotification(
        io,
        signed(body, airwallexSignature(TIMESTAMP, body, credentials.webhookSecret)),
      );
      return verified.ok ? verified.events[0]?.refundRef : undefined;
    };
    const settled = fixture('refund-settled.body.txt');
    expect(outcome.ok && outcome.refundRef).toBe(await refundOf(settled));
    // Another partial refund of the same intent is another Refund object: another key.
    const another = settled
      .replace('rfd_sgst4689lgcv3c7rbyc_bppn22', 'rfd_sgst4689lgcv3c7rbyc_second')
      .replace('evt_hkpdrfnd1settled0001', 'evt_hkpdrfnd1settled0002');
    expect(await refundOf(another)).toBe('rfd_sgst4689lgcv3c7rbyc_second');
  });

  it('reports a refused refund', async () => {
    const { protocol, io } = setup('test', login, json(400, { code: 'refund_amount_exceeded' }));
    expect(
      await protocol.refund(io, {
        billingNo: 'B1',
        providerRef: 'int_x1',
        amountMinor: 100,
        currency: 'USD',
        refundKey: 'r',
      }),
    ).toEqual({ ok: false, error: 'airwallex: HTTP 400 refund_amount_exceeded' });
  });
});
