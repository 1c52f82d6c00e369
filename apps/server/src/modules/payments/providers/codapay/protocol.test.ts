import { describe, expect, it } from 'vitest';
import { fixtureReader } from '../../provider-kit/scripted-transport.ts';
import type {
  HttpTransport,
  TransportRequest,
  TransportResponse,
} from '../../../../lib/http-transport.ts';
import type { PaymentRequest, ProtocolIo } from '../../provider-kit/protocol.ts';
import type { CodapayCredentials } from './credentials.ts';
import { createCodapayProtocol } from './protocol.ts';

const fixture = fixtureReader(import.meta.url);

const protocol = createCodapayProtocol({ emulatorBase: 'http://localhost:3000/' });
const sandboxApi = 'https://sandbox.codapayments.com/airtime/api/restful/v1.0/Payment';
// The API key of Coda's documented checksum example (fixtures/README.md).
const credentials: CodapayCredentials = {
  apiKey: '5a8ca8f31f19a23c41edd14b29a74fd2',
  country: 'ID',
  // GoPay Indonesia is payType 227 (.../redirection-flow/paytype-concept); the bank's id is this
  // test's own, as Coda assigns them per account.
  payTypes: { '10401_gopay': 227, '133_internet_bank': 512 },
};

type Call = { url: string; init: TransportRequest };

/** A transport that records every request and answers from a script, in order. */
function scripted(...answers: (TransportResponse | Error)[]) {
  const calls: Call[] = [];
  const transport: HttpTransport = async (url, init) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request to ${url}`);
    if (next instanceof Error) throw next;
    return next;
  };
  return { calls, transport };
}

function io(
  transport: HttpTransport,
  creds: CodapayCredentials = credentials,
): ProtocolIo<CodapayCredentials> {
  return {
    credentials: creds,
    endpoints: protocol.endpoints('test'),
    transport,
    now: () => new Date(),
  };
}

const request: PaymentRequest = {
  billingNo: 'B20240101000001',
  amountMinor: 150000,
  currency: 'IDR',
  returnUrl: 'https://shop.example/result/B20240101000001',
  notifyUrl: 'https://shop.example/api/pay/notify/codapay/joyage',
  description: '60 Diamonds',
  accountId: 'player-105',
  country: 'ID',
  methodCode: 'gopay',
  methodKey: '10401_gopay',
};

const notification = (query: string) => ({
  method: 'GET' as const,
  headers: {},
  query,
  rawBody: '',
});
const documentedQuery = fixture('notification.txt');
const ok = (body: string): TransportResponse => ({ status: 200, body });

describe('Codapay endpoints', () => {
  it('uses the sandbox and airtime hosts, and the emulator under its prefix', () => {
    expect(protocol.endpoints('test')).toEqual({
      api: sandboxApi,
      pageOrigins: ['https://sandbox.codapayments.com'],
    });
    expect(protocol.endpoints('live')).toEqual({
      api: 'https://airtime.codapayments.com/airtime/api/restful/v1.0/Payment',
      pageOrigins: ['https://airtime.codapayments.com'],
    });
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'http://localhost:3000/emulator/codapay/airtime/api/restful/v1.0/Payment',
      pageOrigins: ['http://localhost:3000'],
    });
  });

  it('takes exactly { apiKey } (+ optional country) as credentials', () => {
    expect(protocol.credentials.safeParse({ apiKey: 'k' }).success).toBe(true);
    expect(protocol.credentials.safeParse({ apiKey: 'k', country: 'ID' }).success).toBe(true);
    expect(protocol.credentials.safeParse({ apiKey: '' }).success).toBe(false);
    expect(protocol.credentials.safeParse({ apiKey: 'k', country: 'idn' }).success).toBe(false);
  });
});

describe('Codapay createPayment', () => {
  it('posts the documented initRequest and redirects to /airtime/begin with the exact txnId', async () => {
    const { calls, transport } = scripted(ok(fixture('init-response.json')));
    const created = await protocol.createPayment(io(transport), request);

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${sandboxApi}/init.json`);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(calls[0]!.init.body).toBe(
      JSON.stringify({
        initRequest: {
          country: 360,
          currency: 360,
          orderId: 'B20240101000001',
          apiKey: '5a8ca8f31f19a23c41edd14b29a74fd2',
          payType: 227,
          items: [{ code: 'B20240101000001', name: '60 Diamonds', price: 150000, type: 1 }],
          profile: {
            entry: [
              { key: 'user_id', value: 'player-105' },
              { key: 'return_url', value: 'https://shop.example/result/B20240101000001' },
            ],
          },
        },
      }),
    );
    // 7178589013775074766 is past 2^53: read as a number it would come back as ...074700.
    expect(created).toEqual({
      ok: true,
      kind: 'redirect',
      url: 'https://sandbox.codapayments.com/airtime/begin?type=3&txn_id=7178589013775074766',
      providerRef: '7178589013775074766',
    });
  });

  it("sends the key's country, a numeric payType and a TWD price in whole dollars", async () => {
    const { calls, transport } = scripted(ok(fixture('init-response.json')));
    await protocol.createPayment(io(transport, { apiKey: 'tw-key', country: 'TW' }), {
      ...request,
      amountMinor: 15000,
      currency: 'TWD',
      country: 'ID',
      methodCode: '227',
      methodKey: '10401_227',
    });
    const body = JSON.parse(calls[0]!.init.body!) as { initRequest: Record<string, unknown> };
    expect(body.initRequest).toMatchObject({
      country: 158,
      currency: 901,
      payType: 227,
      apiKey: 'tw-key',
      items: [{ code: 'B20240101000001', name: '60 Diamonds', price: 150, type: 1 }],
    });
  });

  it("sends the chosen channel's payType from the brand's channel table, never 0 unasked (issue 28)", async () => {
    const bank = scripted(ok(fixture('init-response.json')));
    await protocol.createPayment(io(bank.transport), {
      ...request,
      methodCode: 'internet_bank',
      methodKey: '133_internet_bank',
    });
    expect(JSON.parse(bank.calls[0]!.init.body!)).toMatchObject({ initRequest: { payType: 512 } });

    // A channel the table does not name: not started (0 would end in Coda's error 233).
    const none = scripted();
    expect(
      await protocol.createPayment(io(none.transport), {
        ...request,
        methodCode: 'gcash',
        methodKey: '10401_gcash',
      }),
    ).toEqual({
      ok: false,
      error: "codapay: no payType for 10401_gcash in this brand's Coda channel table (payTypes)",
      retryable: false,
    });
    expect(none.calls).toHaveLength(0);

    // Coda's channel selection page only where the brand has it configured and says 0.
    const selection = scripted(ok(fixture('init-response.json')));
    await protocol.createPayment(
      io(selection.transport, { ...credentials, payTypes: { '10401_gcash': 0 } }),
      { ...request, methodCode: 'gcash', methodKey: '10401_gcash' },
    );
    expect(JSON.parse(selection.calls[0]!.init.body!)).toMatchObject({
      initRequest: { payType: 0 },
    });
  });

  it('takes a channel table of method keys and payType ids only', () => {
    const parse = (payTypes: unknown) =>
      protocol.credentials.safeParse({ apiKey: 'k', payTypes }).success;
    expect(parse({ '10401_gcash': 382, '133_internet_bank': 0 })).toBe(true);
    expect(parse({ gcash: 382 })).toBe(false);
    expect(parse({ '10401_gcash': -1 })).toBe(false);
    expect(parse({ '10401_gcash': 1.5 })).toBe(false);
  });

  it('reports a refused init with its code, retryable only for Coda internal errors', async () => {
    const refused = scripted(
      ok('{"initResult":{"resultCode":202,"resultDesc":"Invalid API key"}}'),
    );
    expect(await protocol.createPayment(io(refused.transport), request)).toEqual({
      ok: false,
      error: 'codapay: init refused (202: Invalid API key)',
      retryable: false,
    });
    const internal = scripted(
      ok('{"initResult":{"resultCode":1,"resultDesc":"General unknown error"}}'),
    );
    expect(await protocol.createPayment(io(internal.transport), request)).toMatchObject({
      ok: false,
      retryable: true,
    });
  });

  it('refuses what Coda cannot take before any request', async () => {
    const { calls, transport } = scripted();
    expect(
      await protocol.createPayment(io(transport), {
        ...request,
        currency: 'TWD',
        amountMinor: 15050,
      }),
    ).toMatchObject({ ok: false, retryable: false });
    expect(
      await protocol.createPayment(io(transport, { apiKey: 'k' }), {
        ...request,
        country: undefined,
      }),
    ).toMatchObject({ ok: false, retryable: false });
    expect(
      await protocol.createPayment(io(transport), { ...request, currency: 'XXX' }),
    ).toMatchObject({ ok: false, retryable: false });
    expect(calls).toHaveLength(0);
  });

  it('treats transport failures and 5xx as retryable', async () => {
    const down = scripted(new Error('ECONNRESET'));
    expect(await protocol.createPayment(io(down.transport), request)).toMatchObject({
      ok: false,
      retryable: true,
    });
    const busy = scripted({ status: 502, body: '' });
    expect(await protocol.createPayment(io(busy.transport), request)).toMatchObject({
      ok: false,
      retryable: true,
    });
  });
});

describe('Codapay notifications', () => {
  it('verifies the documented notification, then confirms it with inquiryPaymentResult', async () => {
    const { calls, transport } = scripted(ok(fixture('inquiry-paid.json')));
    const verified = await protocol.verifyNotification(
      io(transport),
      notification(documentedQuery),
    );

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${sandboxApi}/inquiryPaymentResult.json`);
    expect(calls[0]!.init).toEqual({
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        inquiryPaymentRequest: {
          apiKey: '5a8ca8f31f19a23c41edd14b29a74fd2',
          txnId: '3381290433880074215',
          needStatusFinal: 'true',
        },
      }),
    });
    expect(verified).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'paid',
          billingNo: '8ae6ffee169b',
          providerRef: '3381290433880074215',
          eventId: 'codapay:3381290433880074215:0',
          amountMinor: 150000,
          currency: 'IDR',
        },
      ],
    });
  });

  it('reads the same fields from a form POST', async () => {
    const { transport } = scripted(ok(fixture('inquiry-paid.json')));
    const verified = await protocol.verifyNotification(io(transport), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      query: '',
      rawBody: documentedQuery,
    });
    expect(verified).toMatchObject({
      ok: true,
      events: [{ status: 'paid', billingNo: '8ae6ffee169b' }],
    });
  });

  it('refuses a checksum made with another key, without asking Coda', async () => {
    const { calls, transport } = scripted();
    const verified = await protocol.verifyNotification(
      io(transport, { apiKey: 'another-key', country: 'ID' }),
      notification(documentedQuery),
    );
    expect(verified).toEqual({ ok: false, reason: 'bad-signature' });
    expect(calls).toHaveLength(0);
  });

  it('refuses a notification replayed for another order or with a changed result', async () => {
    const { transport } = scripted();
    const otherOrder = documentedQuery.replace('OrderId=8ae6ffee169b', 'OrderId=8ae6ffee169c');
    const otherResult = documentedQuery.replace('ResultCode=0', 'ResultCode=1');
    const otherChecksum = documentedQuery.replace(
      '5cb948816af0b5b61516fd71a17d271b',
      'bbb4828b8d2a1bafb123a12b55d666f5',
    );
    for (const query of [otherOrder, otherResult, otherChecksum]) {
      expect(await protocol.verifyNotification(io(transport), notification(query))).toEqual({
        ok: false,
        reason: 'bad-signature',
      });
    }
  });

  it('takes the amount from the inquiry, not from a tampered TotalPrice (outside the checksum)', async () => {
    const { transport } = scripted(ok(fixture('inquiry-paid.json')));
    const tampered = documentedQuery.replace('TotalPrice=150000.00', 'TotalPrice=99999999.00');
    const verified = await protocol.verifyNotification(io(transport), notification(tampered));
    expect(verified).toMatchObject({
      ok: true,
      events: [{ amountMinor: 150000, currency: 'IDR' }],
    });
  });

  it("prices a USD order by Coda's USDPrice, the status still from the inquiry", async () => {
    // The documented notification with Coda's USDPrice option on (appended outside the checksum,
    // as in .../initiate-usd-transactions/complete-notification-logs-showing-usd-price).
    const usd = `${documentedQuery}&USDPrice=9.99`;
    const { transport } = scripted(ok(fixture('inquiry-paid.json')));
    const verified = await protocol.verifyNotification(
      io(transport, { apiKey: credentials.apiKey }),
      notification(usd),
    );
    expect(verified).toEqual({
      ok: true,
      events: [
        expect.objectContaining({
          status: 'paid',
          eventId: 'codapay:3381290433880074215:0:9.99',
          amountMinor: 999,
          currency: 'USD',
        }),
      ],
    });
    // A copy with another USDPrice is another event: it can never stand in for the genuine one.
    const failed = scripted(
      ok(fixture('inquiry-paid.json').replace('"resultCode": 0', '"resultCode": 201')),
    );
    const changed = await protocol.verifyNotification(
      io(failed.transport, { apiKey: credentials.apiKey }),
      notification(`${documentedQuery}&USDPrice=0.01`),
    );
    expect(changed).toMatchObject({
      ok: true,
      events: [{ status: 'failed', eventId: 'codapay:3381290433880074215:0:0.01', amountMinor: 1 }],
    });
    const malformed = await protocol.verifyNotification(
      io(scripted().transport),
      notification(`${documentedQuery}&USDPrice=1e3`),
    );
    expect(malformed).toEqual({ ok: false, reason: 'malformed' });
  });

  it("asks again when Coda's inquiry fails on its side or does not know our key", async () => {
    for (const resultCode of [1, 104, 204]) {
      const refused = ok(JSON.stringify({ paymentResult: { resultCode, resultDesc: 'x' } }));
      const { transport } = scripted(refused);
      expect(
        await protocol.verifyNotification(io(transport), notification(documentedQuery)),
      ).toEqual({ ok: false, reason: 'unverifiable' });
    }
  });

  it('a signed notification for a transaction Coda does not hold for us (236) is recorded, not retried (issue 28)', async () => {
    const refused = ok(JSON.stringify({ paymentResult: { resultCode: 236, resultDesc: 'x' } }));
    const { transport } = scripted(refused, refused);
    expect(await protocol.verifyNotification(io(transport), notification(documentedQuery))).toEqual(
      {
        ok: true,
        events: [
          {
            kind: 'other',
            status: 'none',
            billingNo: '8ae6ffee169b',
            providerRef: '3381290433880074215',
            eventId: 'codapay:3381290433880074215:0:unknown-236',
            amountMinor: null,
            currency: null,
          },
        ],
      },
    );
    expect(
      await protocol.queryPayment(io(transport), {
        billingNo: '8ae6ffee169b',
        providerRef: '3381290433880074215',
      }),
    ).toBeNull();
  });

  it('refuses an inquiry answer about another transaction', async () => {
    const { transport } = scripted(ok(fixture('inquiry-sample.json')));
    expect(await protocol.verifyNotification(io(transport), notification(documentedQuery))).toEqual(
      {
        ok: false,
        reason: 'bad-signature',
      },
    );
  });

  it('reports an unsigned or malformed notification', async () => {
    const { transport } = scripted();
    const unsigned = documentedQuery.replace(/&Checksum=[0-9a-f]+/, '');
    expect(await protocol.verifyNotification(io(transport), notification(unsigned))).toEqual({
      ok: false,
      reason: 'unsigned',
    });
    const malformed = documentedQuery.replace('TxnId=3381290433880074215', 'TxnId=abc');
    expect(await protocol.verifyNotification(io(transport), notification(malformed))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('never throws: a failed inquiry makes the notification unverifiable', async () => {
    for (const answer of [new Error('timeout'), { status: 500, body: 'oops' }, ok('<html>')]) {
      const { transport } = scripted(answer);
      expect(
        await protocol.verifyNotification(io(transport), notification(documentedQuery)),
      ).toEqual({
        ok: false,
        reason: 'unverifiable',
      });
    }
  });

  it('maps an inquiry still being paid (431) to pending, other codes to failed', async () => {
    const pending = scripted(
      ok(fixture('inquiry-paid.json').replace('"resultCode": 0', '"resultCode": 431')),
    );
    expect(
      await protocol.verifyNotification(io(pending.transport), notification(documentedQuery)),
    ).toMatchObject({ ok: true, events: [{ status: 'pending' }] });
    const failed = scripted(
      ok(fixture('inquiry-paid.json').replace('"resultCode": 0', '"resultCode": 402')),
    );
    expect(
      await protocol.verifyNotification(io(failed.transport), notification(documentedQuery)),
    ).toMatchObject({ ok: true, events: [{ status: 'failed' }] });
  });

  it('answers ResultCode=0 on acceptance, an error code otherwise', () => {
    expect(protocol.answer('accepted')).toEqual({
      status: 200,
      contentType: 'text/plain',
      body: 'ResultCode=0',
    });
    expect(protocol.answer('rejected')).toEqual({
      status: 400,
      contentType: 'text/plain',
      body: 'ResultCode=1',
    });
    expect(protocol.answer('retry')).toEqual({
      status: 503,
      contentType: 'text/plain',
      body: 'ResultCode=1',
    });
  });

  it('answers a notification for an order we do not have with an error code, received (issue 28)', () => {
    expect(protocol.answer('accepted', { userFound: true, problem: 'unknown-order' })).toEqual({
      status: 200,
      contentType: 'text/plain',
      body: 'ResultCode=236',
    });
  });
});

describe('Codapay queryPayment and refund', () => {
  it('asks inquiryPaymentResult by txnId, keeping 64-bit ids exact', async () => {
    const { calls, transport } = scripted(ok(fixture('inquiry-sample.json')));
    const queried = await protocol.queryPayment(io(transport), {
      billingNo: '20230526062337',
      providerRef: '6850822175662776971',
    });
    expect(JSON.parse(calls[0]!.init.body!)).toEqual({
      inquiryPaymentRequest: {
        apiKey: '5a8ca8f31f19a23c41edd14b29a74fd2',
        txnId: '6850822175662776971',
        needStatusFinal: 'true',
      },
    });
    expect(queried).toEqual({
      status: 'paid',
      providerRef: '6850822175662776971',
      amountMinor: 1,
      currency: 'IDR',
    });
  });

  it('cannot query without the txnId, nor trust an answer about another order', async () => {
    const none = scripted();
    expect(await protocol.queryPayment(io(none.transport), { billingNo: 'B1' })).toBeNull();
    expect(none.calls).toHaveLength(0);
    const other = scripted(ok(fixture('inquiry-sample.json')));
    expect(
      await protocol.queryPayment(io(other.transport), {
        billingNo: 'B1',
        providerRef: '6850822175662776971',
      }),
    ).toBeNull();
  });

  it('has no refund call', async () => {
    const { calls, transport } = scripted();
    expect(
      await protocol.refund(io(transport), {
        billingNo: 'B1',
        providerRef: '1',
        amountMinor: 100,
        currency: 'IDR',
        refundKey: 'r1',
      }),
    ).toEqual({ ok: false, error: 'codapay: the Airtime API has no refund call' });
    expect(calls).toHaveLength(0);
  });
});
