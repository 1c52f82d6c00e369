import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureReader } from '../../provider-kit/scripted-transport.ts';
import type { HttpTransport, TransportRequest } from '../../../../lib/http-transport.ts';
import type { PaymentRequest, ProtocolIo, ProtocolMode } from '../../provider-kit/protocol.ts';
import type { XsollaCredentials } from './credentials.ts';
import { normaliseXsollaWebhook } from './notifications.ts';
import { createXsollaProtocol } from './protocol.ts';
import { buildRefundRequest } from './requests.ts';
import { refundOutcome } from './responses.ts';

const protocol = createXsollaProtocol({ emulatorBase: 'http://localhost:4010' });
const credentials: XsollaCredentials = {
  merchantId: '2340',
  projectId: '18404',
  apiKey: 'test-api-key',
  webhookSecret: 'xsolla-test-secret-key',
};
// printf '%s' '2340:test-api-key' | base64
const BASIC = 'Basic MjM0MDp0ZXN0LWFwaS1rZXk=';

const fixture = fixtureReader(import.meta.url);
// Signatures from openssl (see signature.test.ts for the command).
const SIG = {
  userValidation: 'Signature 5b8a399cc15b1e36cb68eaf6d1ee375c6d2d99f8',
  payment: 'Signature 8dcbcfc93824cdda63b562f2af1f52ae78ea2ef6',
  paymentLiveJpy: 'Signature f9e8460eb70f22ce1f87e083a75caa3f414ce755',
  refund: 'Signature 40f925b4660eb5547fde2034ff5554b77cae32bf',
  refundChargeback: 'Signature 5828be1db6fc5ca52797026cd24af9c223229820',
  partialRefund: 'Signature d0cf17a6d006cbe78fe2ebf85e569fed49ff9b8a',
  afsReject: 'Signature 45632b4c5e460bf8ce877ae2c4ab7dd5c9c0b75f',
  dispute: 'Signature ef2112263a0c3eef7e833f5c0ccbdb242008f110',
  notJson: 'Signature 602eae23af95a16626493e100417011841b1e395',
};

type Call = { url: string; init: TransportRequest };
/** A fake transport: records each request and replays the queued answers in order. */
function fakeTransport(...answers: Array<{ status: number; body: string } | Error>) {
  const calls: Call[] = [];
  const transport: HttpTransport = async (url, init) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { transport, calls };
}

const io = (mode: ProtocolMode, transport: HttpTransport): ProtocolIo<XsollaCredentials> => ({
  credentials,
  endpoints: protocol.endpoints(mode),
  transport,
  now: () => new Date('2025-01-01T00:00:00Z'),
});

const payment: PaymentRequest = {
  billingNo: 'B20250101000042',
  amountMinor: 1999,
  currency: 'USD',
  returnUrl: 'https://shop.example/pay/result?billing_no=B20250101000042',
  notifyUrl: 'https://shop.example/api/pay/notify/xsolla/brand-a',
  description: '1000 gems',
  accountId: 'role-77',
  country: 'us',
  language: 'en-US',
  payer: { email: 'player@example.com' },
};

// The documented answer of Create token (https://developers.xsolla.com/api/pay-station/operation/create-token/).
const TOKEN_ANSWER = { status: 200, body: '{"token": "eop57k1boA7nnYPtewZ6KEXJyJADEwRT"}' };

describe('endpoints and credentials', () => {
  it('uses api.xsolla.com for test and live, the sandbox page in test, the emulator base', () => {
    expect(protocol.endpoints('live')).toEqual({
      api: 'https://api.xsolla.com/merchant/v2',
      pageOrigins: ['https://secure.xsolla.com'],
    });
    expect(protocol.endpoints('test')).toEqual({
      api: 'https://api.xsolla.com/merchant/v2',
      pageOrigins: ['https://sandbox-secure.xsolla.com'],
    });
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'http://localhost:4010/emulator/xsolla',
      pageOrigins: ['http://localhost:4010'],
    });
  });

  it('validates exactly merchantId, projectId, apiKey, webhookSecret', () => {
    expect(protocol.credentials.parse({ ...credentials, extra: 1 })).toEqual(credentials);
    expect(() => protocol.credentials.parse({ ...credentials, merchantId: 'abc' })).toThrow();
    expect(() => protocol.credentials.parse({ ...credentials, webhookSecret: '' })).toThrow();
    const { apiKey: _omitted, ...withoutKey } = credentials;
    expect(() => protocol.credentials.parse(withoutKey)).toThrow();
  });
});

describe('createPayment: Pay Station token', () => {
  it('posts the documented token body with Basic auth and sandbox mode in test', async () => {
    const { transport, calls } = fakeTransport(TOKEN_ANSWER);
    const created = await protocol.createPayment(io('test', transport), payment);
    expect(calls).toEqual([
      {
        url: 'https://api.xsolla.com/merchant/v2/merchants/2340/token',
        init: {
          method: 'POST',
          headers: {
            authorization: BASIC,
            accept: 'application/json',
            'content-type': 'application/json',
          },
          body:
            '{"user":{"id":{"value":"role-77"},"email":{"value":"player@example.com"},' +
            '"country":{"value":"US"}},"settings":{"project_id":18404,' +
            '"external_id":"B20250101000042","currency":"USD","language":"en",' +
            '"return_url":"https://shop.example/pay/result?billing_no=B20250101000042",' +
            '"mode":"sandbox"},"purchase":{"checkout":{"amount":19.99,"currency":"USD"}}}',
        },
      },
    ]);
    expect(created).toEqual({
      ok: true,
      kind: 'redirect',
      url: 'https://sandbox-secure.xsolla.com/paystation4/?token=eop57k1boA7nnYPtewZ6KEXJyJADEwRT',
      providerRef: 'eop57k1boA7nnYPtewZ6KEXJyJADEwRT',
    });
  });

  it('leaves mode out in live and writes zero- and three-decimal currencies', async () => {
    const { transport, calls } = fakeTransport(TOKEN_ANSWER, TOKEN_ANSWER);
    const jpy = await protocol.createPayment(io('live', transport), {
      ...payment,
      amountMinor: 1500,
      currency: 'JPY',
      payer: undefined,
      country: undefined,
      language: undefined,
    });
    await protocol.createPayment(io('live', transport), {
      ...payment,
      amountMinor: 12345,
      currency: 'KWD',
    });
    expect(JSON.parse(calls[0]!.init.body!)).toEqual({
      user: { id: { value: 'role-77' } },
      settings: {
        project_id: 18404,
        external_id: 'B20250101000042',
        currency: 'JPY',
        return_url: payment.returnUrl,
      },
      purchase: { checkout: { amount: 1500, currency: 'JPY' } },
    });
    expect(calls[1]!.init.body).toContain('"checkout":{"amount":12.345,"currency":"KWD"}');
    expect(jpy).toMatchObject({
      url: 'https://secure.xsolla.com/paystation4/?token=eop57k1boA7nnYPtewZ6KEXJyJADEwRT',
    });
  });

  it('sends the emulator the same request and opens its page', async () => {
    const { transport, calls } = fakeTransport(TOKEN_ANSWER);
    const created = await protocol.createPayment(io('emulator', transport), payment);
    expect(calls[0]!.url).toBe('http://localhost:4010/emulator/xsolla/merchants/2340/token');
    expect(created).toMatchObject({
      url: 'http://localhost:4010/emulator/xsolla/paystation4/?token=eop57k1boA7nnYPtewZ6KEXJyJADEwRT',
    });
  });

  it('reports refusals, outages and odd answers', async () => {
    const refused = fakeTransport({
      status: 422,
      body: '{"http_status_code":422,"message":"Invalid request parameters","extended_message":{"property_errors":{"settings.currency":["Invalid currency"]}}}',
    });
    expect(await protocol.createPayment(io('test', refused.transport), payment)).toEqual({
      ok: false,
      error: 'xsolla 422: Invalid request parameters',
      retryable: false,
    });
    const down = fakeTransport({ status: 503, body: '' });
    expect(await protocol.createPayment(io('test', down.transport), payment)).toEqual({
      ok: false,
      error: 'xsolla 503',
      retryable: true,
    });
    const broken = fakeTransport(new Error('ECONNRESET'));
    expect(await protocol.createPayment(io('test', broken.transport), payment)).toEqual({
      ok: false,
      error: 'transport: ECONNRESET',
      retryable: true,
    });
    const empty = fakeTransport({ status: 200, body: '{}' });
    expect(await protocol.createPayment(io('test', empty.transport), payment)).toMatchObject({
      ok: false,
      retryable: false,
    });
    const none = fakeTransport();
    expect(
      await protocol.createPayment(io('test', none.transport), { ...payment, amountMinor: 1.5 }),
    ).toMatchObject({ ok: false, retryable: false });
    expect(none.calls).toHaveLength(0);
  });
});

const notify = (rawBody: string, authorization?: string | string[], extra = {}) => ({
  method: 'POST' as const,
  headers: {
    'content-type': 'application/json',
    ...(authorization ? { authorization } : {}),
    ...extra,
  },
  query: '',
  rawBody,
});
const noTransport = fakeTransport().transport;

describe('verifyNotification: documented webhooks', () => {
  it('user_validation: the account to check', async () => {
    const verified = await protocol.verifyNotification(
      io('test', noTransport),
      notify(fixture('user-validation.txt'), SIG.userValidation),
    );
    expect(verified).toEqual({
      ok: true,
      events: [
        {
          kind: 'user-validation',
          status: 'none',
          billingNo: null,
          providerRef: '',
          eventId: 'user_validation:1234567',
          amountMinor: null,
          currency: null,
          accountId: '1234567',
        },
      ],
    });
  });

  it('payment: paid, billing number from transaction.external_id, amount from purchase.total', async () => {
    const verified = await protocol.verifyNotification(
      io('test', noTransport),
      notify(fixture('payment.txt'), SIG.payment),
    );
    // total 200 USD is the order; payment_details.payment 230 includes fees and is not used.
    expect(verified).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'paid',
          billingNo: '1',
          providerRef: '1',
          eventId: 'payment:1',
          amountMinor: 20000,
          currency: 'USD',
        },
      ],
    });
  });

  it('payment in live: a zero-decimal currency; a sandbox (dry_run) payment pays nothing', async () => {
    const jpy = await protocol.verifyNotification(
      io('live', noTransport),
      // Header names arrive in any case.
      notify(fixture('payment-live-jpy.txt'), undefined, { Authorization: SIG.paymentLiveJpy }),
    );
    expect(jpy).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'paid',
          billingNo: 'B20250101000042',
          providerRef: '884213377',
          eventId: 'payment:884213377',
          amountMinor: 1500,
          currency: 'JPY',
        },
      ],
    });
    const dryRun = await protocol.verifyNotification(
      io('live', noTransport),
      notify(fixture('payment.txt'), SIG.payment),
    );
    expect(dryRun).toMatchObject({ ok: true, events: [{ kind: 'other', status: 'none' }] });
  });

  it('refund, chargeback refund (code 2), partial refund', async () => {
    const refund = await protocol.verifyNotification(
      io('test', noTransport),
      notify(fixture('refund.txt'), SIG.refund),
    );
    expect(refund).toEqual({
      ok: true,
      events: [
        {
          kind: 'refund',
          status: 'refunded',
          billingNo: '1',
          providerRef: '1',
          eventId: 'refund:1',
          // The transaction's one full refund, keyed as refund() answers it (the transaction id).
          refundRef: '1',
          amountMinor: 20000,
          currency: 'USD',
        },
      ],
    });
    const chargeback = await protocol.verifyNotification(
      io('test', noTransport),
      notify(fixture('refund-chargeback.txt'), SIG.refundChargeback),
    );
    expect(chargeback).toMatchObject({
      ok: true,
      events: [{ kind: 'chargeback', status: 'reversed', billingNo: '1', amountMinor: 20000 }],
    });
    const partial = await protocol.verifyNotification(
      io('test', noTransport),
      notify(fixture('partial-refund.txt'), SIG.partialRefund),
    );
    expect(partial).toEqual({
      ok: true,
      events: [
        {
          kind: 'partial-refund',
          status: 'refunded',
          billingNo: '1',
          providerRef: '1',
          eventId: expect.stringMatching(/^partial_refund:1:[0-9a-f]{16}$/),
          amountMinor: null,
          currency: 'USD',
        },
      ],
    });
    // The same webhook again is the same event; a second partial refund of the transaction
    // (another body) is a new one.
    const again = await protocol.verifyNotification(
      io('test', noTransport),
      notify(fixture('partial-refund.txt'), SIG.partialRefund),
    );
    const eventId = (r: typeof partial) => (r.ok ? r.events[0]!.eventId : '');
    expect(eventId(again)).toBe(eventId(partial));
    const second = normaliseXsollaWebhook(
      fixture('partial-refund.txt').replace(/"reason":\s*"[^"]*"/, '"reason": "second part"'),
      false,
    );
    expect(second?.[0]?.eventId).toMatch(/^partial_refund:1:/);
    expect(second?.[0]?.eventId).not.toBe(eventId(partial));
  });

  it('afs_reject fails the payment; dispute stays pending', async () => {
    const afs = await protocol.verifyNotification(
      io('test', noTransport),
      notify(fixture('afs-reject.txt'), SIG.afsReject),
    );
    expect(afs).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'failed',
          billingNo: '1',
          providerRef: '1',
          eventId: 'afs_reject:1',
          amountMinor: null,
          currency: null,
        },
      ],
    });
    const dispute = await protocol.verifyNotification(
      io('test', noTransport),
      notify(fixture('dispute.txt'), SIG.dispute),
    );
    expect(dispute).toEqual({
      ok: true,
      events: [
        {
          kind: 'dispute',
          status: 'pending',
          billingNo: null,
          providerRef: '123456789',
          eventId: 'dispute:123456789:adding:new',
          amountMinor: 100,
          currency: 'EUR',
        },
      ],
    });
  });

  it('a re-sent webhook keeps its event id (de-duplication)', async () => {
    const first = await protocol.verifyNotification(
      io('test', noTransport),
      notify(fixture('payment.txt'), SIG.payment),
    );
    const again = await protocol.verifyNotification(
      io('test', noTransport),
      notify(fixture('payment.txt'), [SIG.payment]),
    );
    expect(first.ok && again.ok && first.events[0]!.eventId === again.events[0]!.eventId).toBe(
      true,
    );
  });
});

describe('verifyNotification: refused', () => {
  const body = fixture('payment.txt');

  it('unsigned', async () => {
    expect(await protocol.verifyNotification(io('test', noTransport), notify(body))).toEqual({
      ok: false,
      reason: 'unsigned',
    });
  });

  it('forged signature', async () => {
    const forged = `Signature ${'ab'.repeat(20)}`;
    expect(
      await protocol.verifyNotification(io('test', noTransport), notify(body, forged)),
    ).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('tampered amount under the original signature', async () => {
    const tampered = body.replace('"amount":200', '"amount":2');
    expect(tampered).not.toBe(body);
    expect(
      await protocol.verifyNotification(io('test', noTransport), notify(tampered, SIG.payment)),
    ).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('replayed with another message’s signature, or to a brand with another secret', async () => {
    expect(
      await protocol.verifyNotification(io('test', noTransport), notify(body, SIG.refund)),
    ).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const otherBrand = {
      ...io('test', noTransport),
      credentials: { ...credentials, webhookSecret: 'other' },
    };
    expect(await protocol.verifyNotification(otherBrand, notify(body, SIG.payment))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('signed but not a webhook body', async () => {
    expect(
      await protocol.verifyNotification(io('test', noTransport), notify('not json', SIG.notJson)),
    ).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('answer', () => {
  it('204 without body when processed', () => {
    expect(protocol.answer('accepted')).toEqual({ status: 204, body: '' });
    expect(protocol.answer('accepted', { userFound: true })).toEqual({ status: 204, body: '' });
  });

  it('400 INVALID_SIGNATURE / INVALID_USER, 500 to be retried', () => {
    expect(protocol.answer('rejected')).toEqual({
      status: 400,
      contentType: 'application/json',
      body: '{"error":{"code":"INVALID_SIGNATURE","message":"Invalid signature"}}',
    });
    expect(protocol.answer('accepted', { userFound: false })).toEqual({
      status: 400,
      contentType: 'application/json',
      body: '{"error":{"code":"INVALID_USER","message":"Invalid user"}}',
    });
    expect(protocol.answer('retry')).toEqual({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"SERVER_ERROR","message":"Temporary error"}}',
    });
  });
});

describe('answer: what keeps a verified webhook from being applied (issue 28)', () => {
  // xsolla/xsolla-sdk-php src/Exception/Webhook: InvalidAmountException, InvalidInvoiceException
  // and InvalidParameterException are 422 with these codes; never 204, which means delivered.
  const error = (code: string, message: string) => ({
    status: 422,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code, message } }),
  });

  it('422 INCORRECT_AMOUNT for another amount, 422 INCORRECT_INVOICE for an unknown order', () => {
    expect(protocol.answer('accepted', { userFound: true, problem: 'amount-mismatch' })).toEqual(
      error('INCORRECT_AMOUNT', 'Incorrect amount'),
    );
    expect(protocol.answer('accepted', { userFound: true, problem: 'unknown-order' })).toEqual(
      error('INCORRECT_INVOICE', 'Incorrect invoice'),
    );
  });

  it('422 INVALID_PARAMETER for a signed body that is no webhook; a bad signature stays 400', () => {
    expect(protocol.answer('rejected', { refusal: 'malformed' })).toEqual(
      error('INVALID_PARAMETER', 'Invalid parameter'),
    );
    for (const refusal of ['bad-signature', 'unsigned'] as const) {
      expect(protocol.answer('rejected', { refusal })).toMatchObject({
        status: 400,
        body: '{"error":{"code":"INVALID_SIGNATURE","message":"Invalid signature"}}',
      });
    }
  });
});

describe('queryPayment: Find transactions by external_id', () => {
  const found = readFileSync(new URL('./fixtures/find-transactions.json', import.meta.url), 'utf8');

  it('sends the documented GET and reads the documented answer', async () => {
    const { transport, calls } = fakeTransport({ status: 200, body: found });
    const queried = await protocol.queryPayment(io('live', transport), {
      billingNo: 'example-external-id',
    });
    expect(calls).toEqual([
      {
        url:
          'https://api.xsolla.com/merchant/v2/merchants/2340/reports/transactions/search.json' +
          '?project_id=18404&external_id=example-external-id&type=all&offset=0&limit=20',
        init: { method: 'GET', headers: { authorization: BASIC, accept: 'application/json' } },
      },
    ]);
    expect(queried).toEqual({
      status: 'paid',
      providerRef: '123456789',
      amountMinor: 796,
      currency: 'RUB',
    });
  });

  it('shows test transactions off live; a settled attempt wins over a newer failed one', async () => {
    const [done] = JSON.parse(found) as Array<{ transaction: Record<string, unknown> }>;
    const failedRetry = {
      ...done,
      transaction: { ...done!.transaction, id: 123456790, status: 'error' },
    };
    const { transport, calls } = fakeTransport({
      status: 200,
      body: JSON.stringify([failedRetry, done]),
    });
    const queried = await protocol.queryPayment(io('test', transport), {
      billingNo: 'example-external-id',
    });
    expect(calls[0]!.url).toContain('&show_dry_run=true');
    expect(queried).toMatchObject({ status: 'paid', providerRef: '123456789' });
  });

  it('null when unknown, refused or unreachable', async () => {
    const empty = fakeTransport({ status: 200, body: '[]' });
    expect(
      await protocol.queryPayment(io('live', empty.transport), { billingNo: 'B1' }),
    ).toBeNull();
    const other = fakeTransport({ status: 200, body: found });
    expect(
      await protocol.queryPayment(io('live', other.transport), { billingNo: 'B1' }),
    ).toBeNull();
    const denied = fakeTransport({ status: 401, body: '{"message":"Unauthorized"}' });
    expect(
      await protocol.queryPayment(io('live', denied.transport), { billingNo: 'B1' }),
    ).toBeNull();
    const broken = fakeTransport(new Error('timeout'));
    expect(
      await protocol.queryPayment(io('live', broken.transport), { billingNo: 'B1' }),
    ).toBeNull();
  });
});

describe('refund: a PUT', () => {
  const refund = {
    billingNo: 'B20250101000042',
    providerRef: '884213377',
    amountMinor: 1999,
    currency: 'USD',
    refundKey: 'B20250101000042-r1',
  };

  it('builds the documented full and partial refund requests', () => {
    const endpoints = protocol.endpoints('live');
    expect(buildRefundRequest(credentials, endpoints, refund, { partial: false })).toEqual({
      method: 'PUT',
      url: 'https://api.xsolla.com/merchant/v2/merchants/2340/reports/transactions/884213377/refund',
      headers: {
        authorization: BASIC,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: '{"description":"Refund of B20250101000042 (B20250101000042-r1)"}',
    });
    expect(
      buildRefundRequest(
        credentials,
        endpoints,
        { ...refund, amountMinor: 150 },
        { partial: true },
      ),
    ).toEqual({
      method: 'PUT',
      url: 'https://api.xsolla.com/merchant/v2/merchants/2340/reports/transactions/884213377/partial_refund',
      headers: {
        authorization: BASIC,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: '{"description":"Refund of B20250101000042 (B20250101000042-r1)","refund_amount":1.5}',
    });
    expect(() =>
      buildRefundRequest(
        credentials,
        endpoints,
        { ...refund, providerRef: 'eop57k1b' },
        { partial: false },
      ),
    ).toThrow(RangeError);
  });

  it('reads the documented answers', () => {
    expect(refundOutcome(204, '', '884213377')).toEqual({
      ok: true,
      refundRef: '884213377',
      pending: true,
    });
    expect(
      refundOutcome(
        200,
        '{"message": "The request for a refund has been accepted. Xsolla CS will automatically send the customer an email with alternative refund options as the user\'s method does not support direct refunds."}',
        '884213377',
      ),
    ).toEqual({ ok: true, refundRef: '884213377', pending: true });
    expect(
      refundOutcome(404, '{"message":"Transaction with specified ID does not exist."}', '1'),
    ).toEqual({
      ok: false,
      error: 'xsolla 404: Transaction with specified ID does not exist.',
    });
  });

  it('refund() sends the full or partial PUT and reads the answer', async () => {
    const { transport, calls } = fakeTransport(
      { status: 204, body: '' },
      { status: 404, body: '{"message":"Transaction with specified ID does not exist."}' },
      new Error('socket hang up'),
    );
    expect(
      await protocol.refund(io('live', transport), { ...refund, orderAmountMinor: 1999 }),
    ).toEqual({ ok: true, refundRef: '884213377', pending: true });
    expect(calls[0]).toMatchObject({
      url: 'https://api.xsolla.com/merchant/v2/merchants/2340/reports/transactions/884213377/refund',
      init: {
        method: 'PUT',
        body: '{"description":"Refund of B20250101000042 (B20250101000042-r1)"}',
      },
    });
    expect(
      await protocol.refund(io('live', transport), {
        ...refund,
        amountMinor: 150,
        orderAmountMinor: 1999,
      }),
    ).toEqual({ ok: false, error: 'xsolla 404: Transaction with specified ID does not exist.' });
    expect(calls[1]?.url).toMatch(/\/884213377\/partial_refund$/);
    expect(calls[1]?.init.body).toBe(
      '{"description":"Refund of B20250101000042 (B20250101000042-r1)","refund_amount":1.5}',
    );
    expect(await protocol.refund(io('live', transport), refund)).toEqual({
      ok: false,
      error: 'xsolla unreachable: socket hang up',
    });
    // Not an Xsolla transaction id (a Pay Station token): refused before any request.
    expect(
      await protocol.refund(io('live', transport), { ...refund, providerRef: 'eop57k1b' }),
    ).toMatchObject({ ok: false });
    expect(calls).toHaveLength(3);
  });

  it('keys a full refund as its refund webhook does, a partial one apart (issue 31 item 9)', async () => {
    const { transport } = fakeTransport({ status: 204, body: '' }, { status: 204, body: '' });
    const full = await protocol.refund(io('test', transport), {
      ...refund,
      providerRef: '1',
      orderAmountMinor: refund.amountMinor,
    });
    const webhook = await protocol.verifyNotification(
      io('test', transport),
      notify(fixture('refund.txt'), SIG.refund),
    );
    expect(full.ok && webhook.ok && webhook.events[0]!.refundRef).toBe(full.ok && full.refundRef);
    // A partial refund: its webhook names no refund and no amount (never counted), so the
    // console's record, under the transaction and the refund key, is its one count.
    const partial = await protocol.refund(io('test', transport), {
      ...refund,
      providerRef: '1',
      amountMinor: 150,
      orderAmountMinor: 1999,
    });
    expect(partial).toEqual({ ok: true, refundRef: `1:${refund.refundKey}`, pending: true });
  });
});
