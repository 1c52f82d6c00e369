import { describe, expect, it } from 'vitest';
import type { HttpTransport, TransportRequest } from '../../../../lib/http-transport.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import type { AdyenCredentials } from './credentials.ts';
import batchMixed from './fixtures/batch-mixed.json' with { type: 'json' };
import docsAuthorisation from './fixtures/docs-authorisation.json' with { type: 'json' };
import javaSdkItem from './fixtures/java-sdk-hmac-validation-item.json' with { type: 'json' };
import { createAdyenProtocol } from './protocol.ts';

const DOCS_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const protocol = createAdyenProtocol({ emulatorBase: 'http://watt.localhost:3000/' });

const credentials: AdyenCredentials = {
  merchantAccount: 'TestMerchant',
  apiKey:
    'AQE1hmfxKo3NaxZDw0m/n3Q5qf3VaY9UCJ14XWZE03G0k2NFitRvbe4N1XqH1eHaH2AksaEQwV1bDb7kfNy1WIxIIkxgBw==-key',
  clientKey: 'test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
  hmacKey: DOCS_KEY,
};

type Call = { url: string; init: TransportRequest };

/** A transport that records each request and answers from a script, in order. */
function fakeTransport(...replies: Array<{ status: number; body: unknown } | Error>) {
  const calls: Call[] = [];
  const transport: HttpTransport = async (url, init) => {
    calls.push({ url, init });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected request ${init.method} ${url}`);
    if (reply instanceof Error) throw reply;
    return {
      status: reply.status,
      body: typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body),
    };
  };
  return { calls, transport };
}

function io(
  transport: HttpTransport,
  mode: kit.ProtocolMode = 'test',
  creds: AdyenCredentials = credentials,
): kit.ProtocolIo<AdyenCredentials> {
  return {
    credentials: creds,
    endpoints: protocol.endpoints(mode),
    transport,
    now: () => new Date('2024-05-01T08:00:00Z'),
  };
}

const payment: kit.PaymentRequest = {
  billingNo: 'BN20240501000123',
  amountMinor: 1130,
  currency: 'EUR',
  returnUrl: 'https://watt.example/pay/result?billing_no=BN20240501000123',
  notifyUrl: 'https://watt.example/api/pay/notify/adyen/watt',
  description: '1130 gems',
  accountId: 'role-778899',
  country: 'nl',
  language: 'nl-NL',
};

// The response of Adyen/adyen-node-api-library src/__mocks__/checkout/sessionsSuccess.ts (sessionData shortened).
const sessionsSuccess = {
  amount: { currency: 'EUR', value: 100 },
  countryCode: 'NL',
  expiresAt: '2021-10-08T17:28:56+02:00',
  id: 'CS841C62BF399F968C',
  merchantAccount: 'YOUR_MERCHANT_ACCOUNT',
  reference: 'YOUR_PAYMENT_REFERENCE',
  returnUrl: 'https://your-company.com/checkout?shopperOrder=12xy..',
  sessionData:
    'Ab02b4c0!BQABAgAeRei/Zyr+UYwMcTlHkeYjwn143zTmCmDmWwBg+gZr8us16qqoeVFon6NexiKmZLurm05iRiLagbIIS8BtFzvtX5myx4m0N1vBJWZRDZKHP3g4',
};

const expectedHeaders = (idempotencyKey?: string) => ({
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'X-API-Key': credentials.apiKey,
  ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
});

function notification(body: unknown, headers: kit.IncomingNotification['headers'] = {}) {
  return {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', ...headers },
    query: '',
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

describe('Adyen endpoints', () => {
  it('uses the documented test and live Checkout v71 bases and Drop-in origins', () => {
    expect(protocol.endpoints('test')).toEqual({
      api: 'https://checkout-test.adyen.com/v71',
      pageOrigins: [
        'https://checkoutshopper-test.adyen.com',
        'https://checkoutshopper-test.cdn.adyen.com',
      ],
    });
    const live = protocol.endpoints('live');
    expect(live.api).toBe('https://{prefix}-checkout-live.adyenpayments.com/checkout/v71');
    expect(live.pageOrigins).toContain('https://checkoutshopper-live.adyen.com');
    expect(live.pageOrigins).toContain('https://checkoutshopper-live-us.adyen.com');
    expect(live.pageOrigins).toContain('https://checkoutshopper-live-apse.cdn.adyen.com');
    expect(live.pageOrigins).not.toContain('https://checkoutshopper-test.adyen.com');
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'http://watt.localhost:3000/emulator/adyen/v71',
      pageOrigins: ['http://watt.localhost:3000'],
    });
  });

  it('validates the credential record', () => {
    expect(protocol.credentials.safeParse(credentials).success).toBe(true);
    expect(protocol.credentials.safeParse({ ...credentials, hmacKey: 'not-hex' }).success).toBe(
      false,
    );
    expect(
      protocol.credentials.safeParse({ ...credentials, clientKey: 'pub.v2.123' }).success,
    ).toBe(false);
    expect(
      protocol.credentials.safeParse({ ...credentials, liveUrlPrefix: 'evil.com/x' }).success,
    ).toBe(false);
    expect(
      protocol.credentials.safeParse({
        ...credentials,
        liveUrlPrefix: '1797a841fbb37ca7-AdyenDemo',
      }).success,
    ).toBe(true);
  });
});

describe('createPayment: POST /sessions', () => {
  it('sends the documented request and returns what the Drop-in needs', async () => {
    const { calls, transport } = fakeTransport({ status: 201, body: sessionsSuccess });
    const created = await protocol.createPayment(io(transport), payment);
    expect(calls).toEqual([
      {
        url: 'https://checkout-test.adyen.com/v71/sessions',
        init: {
          method: 'POST',
          headers: expectedHeaders('session-BN20240501000123'),
          body: expect.any(String),
        },
      },
    ]);
    expect(JSON.parse(calls[0]!.init.body!)).toEqual({
      merchantAccount: 'TestMerchant',
      amount: { currency: 'EUR', value: 1130 },
      reference: 'BN20240501000123',
      returnUrl: 'https://watt.example/pay/result?billing_no=BN20240501000123',
      channel: 'Web',
      lineItems: [{ description: '1130 gems', quantity: 1, amountIncludingTax: 1130 }],
      countryCode: 'NL',
      shopperLocale: 'nl-NL',
      shopperReference: 'role-778899',
    });
    expect(created).toEqual({
      ok: true,
      kind: 'component',
      component: {
        sessionId: 'CS841C62BF399F968C',
        sessionData: sessionsSuccess.sessionData,
        clientKey: 'test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
        environment: 'test',
      },
      providerRef: 'CS841C62BF399F968C',
    });
  });

  it("converts to Adyen's minor units and passes the payer and method", async () => {
    const { calls, transport } = fakeTransport({ status: 201, body: sessionsSuccess });
    await protocol.createPayment(io(transport), {
      ...payment,
      amountMinor: 2790,
      currency: 'ISK',
      methodCode: 'scheme',
      payer: { email: 'p@example.com', phone: '+3541234567', taxId: '12345678909' },
    });
    const body = JSON.parse(calls[0]!.init.body!);
    expect(body.amount).toEqual({ currency: 'ISK', value: 279000 });
    expect(body.lineItems[0].amountIncludingTax).toBe(279000);
    expect(body.allowedPaymentMethods).toEqual(['scheme']);
    expect(body.shopperEmail).toBe('p@example.com');
    expect(body.telephoneNumber).toBe('+3541234567');
    expect(body.socialSecurityNumber).toBe('12345678909');
  });

  it('splices the brand live prefix into the live URL and reports the live environment', async () => {
    const { calls, transport } = fakeTransport({ status: 201, body: sessionsSuccess });
    const liveCreds = {
      ...credentials,
      clientKey: 'live_ABCDEFGHIJ',
      liveUrlPrefix: '1797a841fbb37ca7-AdyenDemo',
    };
    const created = await protocol.createPayment(io(transport, 'live', liveCreds), payment);
    expect(calls[0]!.url).toBe(
      'https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v71/sessions',
    );
    expect(created.ok && created.kind === 'component' && created.component.environment).toBe(
      'live',
    );
    const us = createAdyenProtocol({
      emulatorBase: 'http://x.localhost',
      liveEnvironment: 'live-us',
    });
    const second = fakeTransport({ status: 201, body: sessionsSuccess });
    const usCreated = await us.createPayment(
      { ...io(second.transport, 'live', liveCreds), endpoints: us.endpoints('live') },
      payment,
    );
    expect(usCreated.ok && usCreated.kind === 'component' && usCreated.component.environment).toBe(
      'live-us',
    );
  });

  it('refuses live mode without a prefix, and amounts Adyen cannot carry, without calling Adyen', async () => {
    const { calls, transport } = fakeTransport();
    expect(await protocol.createPayment(io(transport, 'live'), payment)).toEqual({
      ok: false,
      error: 'adyen: liveUrlPrefix missing',
      retryable: false,
    });
    const testKeyLive = io(transport, 'live', { ...credentials, liveUrlPrefix: 'p-x' });
    expect(await protocol.createPayment(testKeyLive, payment)).toEqual({
      ok: false,
      error: 'adyen: clientKey does not match the mode',
      retryable: false,
    });
    expect(
      await protocol.createPayment(io(transport), {
        ...payment,
        currency: 'CVE',
        amountMinor: 12345,
      }),
    ).toEqual({ ok: false, error: 'adyen: amount not representable', retryable: false });
    expect(calls).toEqual([]);
  });

  it("reports Adyen's errors, retryable only for 429/5xx and transport failures", async () => {
    const { transport } = fakeTransport(
      {
        status: 422,
        body: {
          status: 422,
          errorCode: '14_030',
          message: 'Return URL is missing.',
          errorType: 'validation',
        },
      },
      {
        status: 500,
        body: {
          status: 500,
          errorCode: '905',
          message: 'Payment details are not supported',
          errorType: 'configuration',
        },
      },
      new Error('socket hang up'),
      { status: 201, body: { id: 'CS1' } },
    );
    expect(await protocol.createPayment(io(transport), payment)).toEqual({
      ok: false,
      error: 'adyen: http 422 14_030: Return URL is missing.',
      retryable: false,
    });
    expect(await protocol.createPayment(io(transport), payment)).toMatchObject({
      ok: false,
      retryable: true,
    });
    expect(await protocol.createPayment(io(transport), payment)).toEqual({
      ok: false,
      error: 'adyen: socket hang up',
      retryable: true,
    });
    expect(await protocol.createPayment(io(transport), payment)).toEqual({
      ok: false,
      error: 'adyen: unexpected sessions response',
      retryable: false,
    });
  });

  it('keeps the idempotency key within 64 characters for long billing numbers', async () => {
    const { calls, transport } = fakeTransport({ status: 201, body: sessionsSuccess });
    await protocol.createPayment(io(transport), { ...payment, billingNo: 'B'.repeat(64) });
    const key = calls[0]!.init.headers['Idempotency-Key']!;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('verifyNotification: standard webhooks', () => {
  it("verifies the docs' example and normalises it", async () => {
    const verified = await protocol.verifyNotification(
      io(fakeTransport().transport),
      notification(docsAuthorisation),
    );
    expect(verified).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'paid',
          billingNo: 'TestPayment-1407325143704',
          providerRef: '7914073381342284',
          eventId: 'AUTHORISATION:7914073381342284:true',
          amountMinor: 1130,
          currency: 'EUR',
        },
      ],
    });
  });

  it("verifies the Java SDK's real webhook with \\ and : in its reference", async () => {
    const creds = {
      ...credentials,
      merchantAccount: 'AntoniStroinski',
      hmacKey: '74F490DD33F7327BAECC88B2947C011FC02D014A473AAA33A8EC93E4DC069174',
    };
    const verified = await protocol.verifyNotification(
      io(fakeTransport().transport, 'test', creds),
      notification({
        live: 'false',
        notificationItems: [{ NotificationRequestItem: javaSdkItem }],
      }),
    );
    expect(verified.ok && verified.events[0]?.billingNo).toBe('\\:/\\/slashes are fun');
  });

  it('normalises a batch item by item and drops the tampered one', async () => {
    const verified = await protocol.verifyNotification(
      io(fakeTransport().transport),
      notification(batchMixed),
    );
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    expect(
      verified.events.map((e) => [e.kind, e.status, e.providerRef, e.amountMinor, e.currency]),
    ).toEqual([
      ['payment', 'paid', '7914073381342284', 1130, 'EUR'],
      ['refund', 'refunded', '8825408195409505', 500, 'EUR'],
      ['refund', 'failed', '8825408195409506', 630, 'EUR'],
      ['dispute', 'pending', '7914073381342284', 1130, 'EUR'],
      ['chargeback', 'reversed', '7914073381342284', 1130, 'EUR'],
      ['chargeback', 'paid', '7914073381342284', 1130, 'EUR'],
      ['payment', 'reversed', '7914073381342285', 2500, 'EUR'],
      ['payment', 'failed', '7914073381342286', 150000, 'IDR'],
      // The OtherMerchant item is signed but not this brand's; the 50000 refund is tampered.
    ]);
    expect(verified.events[1]).toMatchObject({
      billingNo: 'TestPayment-1407325143704',
      eventId: 'REFUND:8825408195409505:true',
      // The refund's own pspReference: what the refund call answered, its key in order_refunds.
      refundRef: '8825408195409505',
    });
    expect(new Set(verified.events.map((e) => e.eventId)).size).toBe(verified.events.length);
  });

  it('refuses a forged item (signed with another key)', async () => {
    const forged = structuredClone(docsAuthorisation);
    // HMAC of the same signing string under the Node SDK's test key, not the brand's.
    forged.notificationItems[0]!.NotificationRequestItem.additionalData.hmacSignature =
      'l9WyQnd++TieUalslKx/QeOHpjb7sfe6rPrI1HxeCTs=';
    expect(
      await protocol.verifyNotification(io(fakeTransport().transport), notification(forged)),
    ).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a tampered amount and a replay onto another payment with the old signature', async () => {
    const tampered = structuredClone(docsAuthorisation);
    tampered.notificationItems[0]!.NotificationRequestItem.amount.value = 113000;
    const replayed = structuredClone(docsAuthorisation);
    replayed.notificationItems[0]!.NotificationRequestItem.merchantReference = 'BN20240501000123';
    const flipped = structuredClone(docsAuthorisation);
    flipped.notificationItems[0]!.NotificationRequestItem.eventCode = 'CHARGEBACK_REVERSED';
    for (const body of [tampered, replayed, flipped]) {
      expect(
        await protocol.verifyNotification(io(fakeTransport().transport), notification(body)),
      ).toEqual({
        ok: false,
        reason: 'bad-signature',
      });
    }
  });

  it('tells unsigned from malformed, and never throws', async () => {
    const { additionalData: _signature, ...unsignedItem } =
      docsAuthorisation.notificationItems[0]!.NotificationRequestItem;
    const unsigned = {
      live: 'false',
      notificationItems: [{ NotificationRequestItem: unsignedItem }],
    };
    const run = (n: kit.IncomingNotification) =>
      protocol.verifyNotification(io(fakeTransport().transport), n);
    expect(await run(notification(unsigned))).toEqual({ ok: false, reason: 'unsigned' });
    for (const body of [
      'not json',
      'null',
      '[]',
      '{"notificationItems":[]}',
      '{"notificationItems":[1,null,"x"]}',
    ]) {
      const result = await run(notification(body));
      expect(result.ok).toBe(false);
    }
    expect(await run(notification('{"live":"false"}'))).toEqual({ ok: false, reason: 'malformed' });
    expect(await run({ ...notification(docsAuthorisation), method: 'GET' })).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(await run(notification(docsAuthorisation, { 'content-type': 'text/html' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('answers [accepted] with 200, and asks Adyen to retry otherwise', () => {
    expect(protocol.answer('accepted')).toEqual({
      status: 200,
      contentType: 'text/plain',
      body: '[accepted]',
    });
    expect(protocol.answer('rejected').status).toBe(401);
    expect(protocol.answer('retry').status).toBe(503);
  });
});

describe('queryPayment and complete', () => {
  it('has no status look-up by reference: null, and no request', async () => {
    const { calls, transport } = fakeTransport();
    expect(
      await protocol.queryPayment(io(transport), { billingNo: 'BN1', providerRef: 'CS1' }),
    ).toBeNull();
    expect(calls).toEqual([]);
  });

  it('reads the session result with the Drop-in sessionResult', async () => {
    const { calls, transport } = fakeTransport({
      status: 200,
      body: {
        id: 'CS841C62BF399F968C',
        status: 'completed',
        reference: 'BN20240501000123',
        payments: [
          {
            pspReference: 'V4HZ4RBFJGXXGN82',
            resultCode: 'Authorised',
            amount: { currency: 'EUR', value: 1130 },
          },
        ],
      },
    });
    const result = await protocol.complete!(io(transport), {
      billingNo: 'BN20240501000123',
      providerRef: 'CS841C62BF399F968C',
      returnQuery: 'sessionId=CS841C62BF399F968C&sessionResult=X3XtfGC9%21H4s%2Bab%2Fc%3D',
    });
    expect(calls).toEqual([
      {
        url: 'https://checkout-test.adyen.com/v71/sessions/CS841C62BF399F968C?sessionResult=X3XtfGC9%21H4s%2Bab%2Fc%3D',
        init: { method: 'GET', headers: expectedHeaders() },
      },
    ]);
    expect(result).toEqual({
      status: 'paid',
      providerRef: 'V4HZ4RBFJGXXGN82',
      amountMinor: 1130,
      currency: 'EUR',
    });
  });

  it("ignores a session result that is not this order's", async () => {
    const { transport } = fakeTransport({
      status: 200,
      body: { id: 'CS841C62BF399F968C', status: 'completed', reference: 'SOMEONE-ELSE' },
    });
    const ref = { billingNo: 'BN20240501000123', providerRef: 'CS841C62BF399F968C' };
    expect(
      await protocol.complete!(io(transport), { ...ref, returnQuery: 'sessionResult=abc' }),
    ).toBeNull();
    const none = fakeTransport();
    expect(
      await protocol.complete!(io(none.transport), {
        ...ref,
        returnQuery: 'sessionId=CSOTHER&sessionResult=abc',
      }),
    ).toBeNull();
    expect(await protocol.complete!(io(none.transport), { ...ref, returnQuery: '' })).toBeNull();
    expect(none.calls).toEqual([]);
  });
});

describe('refund: POST /payments/{pspReference}/refunds', () => {
  const refund = {
    billingNo: 'BN20240501000123',
    providerRef: '7914073381342284',
    amountMinor: 500,
    currency: 'EUR',
    refundKey: 'rf-BN20240501000123-1',
  };

  it('sends the documented request; 201 received is a pending refund', async () => {
    const { calls, transport } = fakeTransport({
      status: 201,
      body: {
        merchantAccount: 'TestMerchant',
        paymentPspReference: '7914073381342284',
        reference: 'BN20240501000123',
        pspReference: '8825408195409505',
        status: 'received',
        amount: { currency: 'EUR', value: 500 },
      },
    });
    expect(await protocol.refund(io(transport), refund)).toEqual({
      ok: true,
      refundRef: '8825408195409505',
      pending: true,
    });
    expect(calls).toEqual([
      {
        url: 'https://checkout-test.adyen.com/v71/payments/7914073381342284/refunds',
        init: {
          method: 'POST',
          headers: expectedHeaders('refund-rf-BN20240501000123-1'),
          body: JSON.stringify({
            merchantAccount: 'TestMerchant',
            amount: { currency: 'EUR', value: 500 },
            reference: 'BN20240501000123',
          }),
        },
      },
    ]);
  });

  it("sends the staff member's reason as Adyen's merchantRefundReason (its values only)", async () => {
    const answered = {
      status: 201,
      body: { pspReference: '8825408195409505', status: 'received' },
    };
    for (const [reasonCode, expected] of [
      ['player-request', 'CUSTOMER REQUEST'],
      ['duplicate', 'DUPLICATE'],
      ['fraud', 'FRAUD'],
      ['not-delivered', 'OTHER'],
      ['other', 'OTHER'],
    ] as const) {
      const { calls, transport } = fakeTransport(answered);
      const outcome = await protocol.refund(io(transport), {
        ...refund,
        reason: 'Other: asked twice on the phone',
        reasonCode,
      });
      expect(outcome).toMatchObject({ ok: true, pending: true });
      const body = JSON.parse(String(calls[0]!.init.body)) as Record<string, unknown>;
      // No free-text field in Adyen's request: the words never leave with it.
      expect(JSON.stringify(body)).not.toContain('asked twice');
      expect(body).toEqual({
        merchantAccount: 'TestMerchant',
        amount: { currency: 'EUR', value: 500 },
        reference: 'BN20240501000123',
        merchantRefundReason: expected,
      });
    }
  });

  it("reports Adyen's refusal", async () => {
    const { transport } = fakeTransport({
      status: 422,
      body: {
        status: 422,
        errorCode: '167',
        message: 'Original pspReference required for this operation',
        errorType: 'validation',
      },
    });
    expect(await protocol.refund(io(transport), refund)).toEqual({
      ok: false,
      error: 'adyen: http 422 167: Original pspReference required for this operation',
    });
  });
});
