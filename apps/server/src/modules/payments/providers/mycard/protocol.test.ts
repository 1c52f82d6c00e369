import { describe, expect, it } from 'vitest';
import { fixtureReader } from '../../provider-kit/scripted-transport.ts';
import type {
  HttpTransport,
  TransportRequest,
  TransportResponse,
} from '../../../../lib/http-transport.ts';
import type { PaymentRequest, ProtocolIo, ProtocolMode } from '../../provider-kit/protocol.ts';
import type { MyCardCredentials } from './credentials.ts';
import { createMyCardProtocol } from './protocol.ts';

const fixture = fixtureReader(import.meta.url);

const protocol = createMyCardProtocol({ emulatorBase: 'http://localhost:3000' });
const testApi = 'https://test.b2b.mycard520.com.tw/MyBillingPay/api';
// The key of the captured ReturnURL post (fixtures/README.md).
const credentials: MyCardCredentials = {
  facServiceId: 'MyShopService',
  facKey: 'At4qwWinp0cHizEmmX2qZPWW0jX0gXrl',
};
const formHeaders = {
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'application/json',
};
const authCode = '1A2B3C4D5E6F7A8B9C0D1E2F3A4B5C6D';

type Call = { url: string; init: TransportRequest };

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
  mode: ProtocolMode = 'test',
  creds = credentials,
): ProtocolIo<MyCardCredentials> {
  return {
    credentials: creds,
    endpoints: protocol.endpoints(mode),
    transport,
    now: () => new Date(),
  };
}

const ok = (body: string): TransportResponse => ({ status: 200, body });
const post = (rawBody: string) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  query: '',
  rawBody,
});

const request: PaymentRequest = {
  billingNo: 'B20240101000001',
  amountMinor: 15000,
  currency: 'TWD',
  returnUrl: 'https://shop.example/result/B20240101000001',
  notifyUrl: 'https://shop.example/api/pay/notify/mycard/coolgame',
  description: '60 鑽石 (Diamonds)',
  accountId: 'player-105',
};

const returnPost = fixture('return-post.txt');
const capturedSeq = '5qA6rmrVipdkixClEoXH';
/** What the captured trade's order costs (4.99 USD, the fixtures' Amount and Currency). */
const capturedPrice = { amountMinor: 499, currency: 'USD' };

describe('MyCard endpoints and credentials', () => {
  it('uses test.b2b / b2b for the API, test / www for the pages, the emulator under its prefix', () => {
    expect(protocol.endpoints('test')).toEqual({
      api: testApi,
      pageOrigins: ['https://test.mycard520.com.tw'],
    });
    expect(protocol.endpoints('live')).toEqual({
      api: 'https://b2b.mycard520.com.tw/MyBillingPay/api',
      pageOrigins: ['https://www.mycard520.com.tw'],
    });
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'http://localhost:3000/emulator/mycard/MyBillingPay/api',
      pageOrigins: ['http://localhost:3000'],
    });
  });

  it('takes exactly { facServiceId, facKey }', () => {
    expect(protocol.credentials.safeParse({ facServiceId: 'a', facKey: 'b' }).success).toBe(true);
    expect(protocol.credentials.safeParse({ facServiceId: 'a' }).success).toBe(false);
  });
});

describe('MyCard createPayment (AuthGlobal)', () => {
  it('posts the hashed AuthGlobal form and redirects to MyCardPay with the AuthCode', async () => {
    const { calls, transport } = scripted(ok(fixture('authglobal-response.json')));
    const created = await protocol.createPayment(io(transport), request);

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${testApi}/AuthGlobal`);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toEqual(formHeaders);
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.init.body))).toEqual({
      FacServiceId: 'MyShopService',
      FacTradeSeq: 'B20240101000001',
      TradeType: '2',
      ServerId: '',
      CustomerId: 'player-105',
      PaymentType: '',
      ItemCode: '',
      ProductName: '60 鑽石 (Diamonds)',
      Amount: '150',
      Currency: 'TWD',
      SandBoxMode: 'true',
      // python3 urllib + openssl, see signature.test.ts.
      Hash: 'e9f5e5ef3f6448a56d41c21400b1260e74ef0193f7e2f24060b8d6d7d2acfb1c',
    });
    expect(created).toEqual({
      ok: true,
      kind: 'redirect',
      url: `https://test.mycard520.com.tw/MyCardPay/?AuthCode=${authCode}`,
      providerRef: authCode,
    });
  });

  it('sends SandBoxMode=false and the www page on the live host, the PaymentType a method names', async () => {
    const { calls, transport } = scripted(ok(fixture('authglobal-response.json')));
    const created = await protocol.createPayment(io(transport, 'live'), {
      ...request,
      methodCode: 'INGAME',
    });
    const form = new URLSearchParams(calls[0]!.init.body);
    expect(calls[0]!.url).toBe('https://b2b.mycard520.com.tw/MyBillingPay/api/AuthGlobal');
    expect(form.get('SandBoxMode')).toBe('false');
    expect(form.get('PaymentType')).toBe('INGAME');
    expect(form.get('Hash')).not.toBe(
      'e9f5e5ef3f6448a56d41c21400b1260e74ef0193f7e2f24060b8d6d7d2acfb1c',
    );
    expect(created).toMatchObject({
      url: `https://www.mycard520.com.tw/MyCardPay/?AuthCode=${authCode}`,
    });
  });

  it('puts the emulator page under the emulator prefix', async () => {
    const { transport } = scripted(ok(fixture('authglobal-response.json')));
    expect(await protocol.createPayment(io(transport, 'emulator'), request)).toMatchObject({
      url: `http://localhost:3000/emulator/mycard/MyCardPay/?AuthCode=${authCode}`,
    });
  });

  it('reports a refused AuthGlobal, a failing transport and an amount MyCard cannot carry', async () => {
    const refused = scripted(
      ok('{"ReturnCode":"MBP001","ReturnMsg":"Hash 驗證失敗","AuthCode":""}'),
    );
    expect(await protocol.createPayment(io(refused.transport), request)).toEqual({
      ok: false,
      error: 'mycard: AuthGlobal refused (MBP001: Hash 驗證失敗)',
      retryable: false,
    });
    const down = scripted(new Error('ETIMEDOUT'));
    expect(await protocol.createPayment(io(down.transport), request)).toMatchObject({
      ok: false,
      retryable: true,
    });
    const none = scripted();
    expect(
      await protocol.createPayment(io(none.transport), {
        ...request,
        currency: 'KWD',
        amountMinor: 1234,
      }),
    ).toMatchObject({ ok: false, retryable: false });
    expect(none.calls).toHaveLength(0);
  });
});

describe('MyCard notifications', () => {
  it('verifies the captured ReturnURL post: authorised, to be captured (pending)', async () => {
    const { calls, transport } = scripted();
    expect(await protocol.verifyNotification(io(transport), post(returnPost))).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'pending',
          billingNo: capturedSeq,
          providerRef: '',
          eventId: `mycard:return:${capturedSeq}:3:MMS1809210000151021`,
          amountMinor: 499,
          currency: 'USD',
        },
      ],
    });
    expect(calls).toHaveLength(0);
  });

  it('refuses a tampered amount or result, another key, and an unsigned post', async () => {
    const { transport } = scripted();
    for (const body of [
      returnPost.replace('Amount=4.99', 'Amount=49.99'),
      returnPost.replace('PayResult=3', 'PayResult=0'),
    ]) {
      expect(await protocol.verifyNotification(io(transport), post(body))).toEqual({
        ok: false,
        reason: 'bad-signature',
      });
    }
    expect(
      await protocol.verifyNotification(
        io(transport, 'test', { ...credentials, facKey: 'other' }),
        post(returnPost),
      ),
    ).toEqual({ ok: false, reason: 'bad-signature' });
    expect(
      await protocol.verifyNotification(
        io(transport),
        post(returnPost.replace(/Hash=[0-9a-f]+&/, '')),
      ),
    ).toEqual({
      ok: false,
      reason: 'unsigned',
    });
    expect(await protocol.verifyNotification(io(transport), post('Hash=abc&ReturnCode=1'))).toEqual(
      {
        ok: false,
        reason: 'malformed',
      },
    );
  });

  it('turns the NotifyURL list into one pending event per trade, to query', async () => {
    const { calls, transport } = scripted();
    const verified = await protocol.verifyNotification(
      io(transport, 'test', { ...credentials, facServiceId: 'MyCardSDK' }),
      post(fixture('notify-post.txt')),
    );
    expect(verified).toEqual({
      ok: true,
      events: ['FacTradeSeq0001', 'FacTradeSeq0002'].map((billingNo) => ({
        kind: 'payment',
        status: 'pending',
        finish: true,
        billingNo,
        providerRef: '',
        eventId: `mycard:notify:${billingNo}`,
        amountMinor: null,
        currency: null,
      })),
    });
    expect(calls).toHaveLength(0);
  });

  it('refuses a NotifyURL list for another service, or one that does not add up', async () => {
    const { transport } = scripted();
    expect(
      await protocol.verifyNotification(io(transport), post(fixture('notify-post.txt'))),
    ).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const data = (json: string) => post(new URLSearchParams({ DATA: json }).toString());
    const mine = { ...credentials, facServiceId: 'MyCardSDK' };
    expect(
      await protocol.verifyNotification(
        io(transport, 'test', mine),
        data('{"ReturnCode":"1","FacServiceId":"MyCardSDK","TotalNum":3,"FacTradeSeq":["A"]}'),
      ),
    ).toEqual({ ok: false, reason: 'malformed' });
    expect(
      await protocol.verifyNotification(io(transport, 'test', mine), data('{not json')),
    ).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('answers with a plain status', () => {
    expect(protocol.answer('accepted')).toEqual({
      status: 200,
      contentType: 'text/plain',
      body: 'OK',
    });
    expect(protocol.answer('rejected')).toEqual({
      status: 400,
      contentType: 'text/plain',
      body: 'FAIL',
    });
    expect(protocol.answer('retry')).toEqual({
      status: 503,
      contentType: 'text/plain',
      body: 'RETRY',
    });
  });
});

describe('MyCard complete (TradeQuery, then PaymentConfirm)', () => {
  it('never confirms a trade of another amount or currency than the order (issue 28)', async () => {
    // TradeQuery reports 4.99 USD; the order asked for 0.01 USD, then for 4.99 TWD, then says
    // nothing of its price: PaymentConfirm is never called, so MyCard charges nothing.
    for (const expected of [
      { amountMinor: 1, currency: 'USD' },
      { amountMinor: 499, currency: 'TWD' },
      undefined,
    ]) {
      const { calls, transport } = scripted(
        ok(fixture('tradequery-response.json')),
        ok(fixture('paymentconfirm-response.json')),
      );
      const completed = await protocol.complete!(io(transport), {
        billingNo: capturedSeq,
        providerRef: authCode,
        returnQuery: '',
        ...(expected ? { expected } : {}),
      });
      // MyCard's amount, not the order's: the order's amount check records the mismatch.
      expect(completed).toEqual({
        status: 'failed',
        providerRef: authCode,
        amountMinor: 499,
        currency: 'USD',
      });
      expect(calls.map((c) => c.url)).toEqual([`${testApi}/TradeQuery`]);
    }
  });

  it('queries, then captures, and reports the captured trade paid', async () => {
    const { calls, transport } = scripted(
      ok(fixture('tradequery-response.json')),
      ok(fixture('paymentconfirm-response.json')),
    );
    const completed = await protocol.complete!(io(transport), {
      billingNo: capturedSeq,
      providerRef: authCode,
      returnQuery: returnPost,
      expected: capturedPrice,
    });
    expect(calls.map((c) => [c.url, c.init])).toEqual([
      [
        `${testApi}/TradeQuery`,
        { method: 'POST', headers: formHeaders, body: `AuthCode=${authCode}` },
      ],
      [
        `${testApi}/PaymentConfirm`,
        { method: 'POST', headers: formHeaders, body: `AuthCode=${authCode}` },
      ],
    ]);
    expect(completed).toEqual({
      status: 'paid',
      providerRef: authCode,
      amountMinor: 499,
      currency: 'USD',
    });
  });

  it('settles a NotifyURL trade without a return post', async () => {
    const { calls, transport } = scripted(
      ok(fixture('tradequery-response.json')),
      ok(fixture('paymentconfirm-response.json')),
    );
    expect(
      await protocol.complete!(io(transport), {
        billingNo: capturedSeq,
        providerRef: authCode,
        returnQuery: '',
        expected: capturedPrice,
      }),
    ).toMatchObject({ status: 'paid' });
    expect(calls).toHaveLength(2);
  });

  it('does nothing on a forged return post or one for another order', async () => {
    const { calls, transport } = scripted();
    const forged = returnPost.replace('Amount=4.99', 'Amount=49.99');
    expect(
      await protocol.complete!(io(transport), {
        billingNo: capturedSeq,
        providerRef: authCode,
        returnQuery: forged,
      }),
    ).toBeNull();
    expect(
      await protocol.complete!(io(transport), {
        billingNo: 'B-other',
        providerRef: authCode,
        returnQuery: returnPost,
      }),
    ).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('never captures a failed trade or a trade of another order', async () => {
    const failed = scripted(
      ok(fixture('tradequery-response.json').replace('"PayResult": "3"', '"PayResult": "0"')),
    );
    expect(
      await protocol.complete!(io(failed.transport), {
        billingNo: capturedSeq,
        providerRef: authCode,
        returnQuery: '',
        expected: capturedPrice,
      }),
    ).toEqual({ status: 'failed', providerRef: authCode, amountMinor: 499, currency: 'USD' });
    expect(failed.calls).toHaveLength(1);
    const other = scripted(ok(fixture('tradequery-response.json')));
    expect(
      await protocol.complete!(io(other.transport), {
        billingNo: 'B-other',
        providerRef: authCode,
        returnQuery: '',
      }),
    ).toBeNull();
    expect(other.calls).toHaveLength(1);
  });

  it('reports a refused confirmation (MBP006) as pending, never paid', async () => {
    const { transport } = scripted(
      ok(fixture('tradequery-response.json')),
      ok(fixture('paymentconfirm-refused.json')),
    );
    expect(
      await protocol.complete!(io(transport), {
        billingNo: capturedSeq,
        providerRef: authCode,
        returnQuery: '',
        expected: capturedPrice,
      }),
    ).toMatchObject({ status: 'pending' });
  });
});

describe('MyCard queryPayment and refund', () => {
  it('reports a successful but unconfirmed-by-us trade as pending, from TradeQuery alone', async () => {
    const { calls, transport } = scripted(ok(fixture('tradequery-response.json')));
    expect(
      await protocol.queryPayment(io(transport), { billingNo: capturedSeq, providerRef: authCode }),
    ).toEqual({
      status: 'pending',
      providerRef: authCode,
      amountMinor: 499,
      currency: 'USD',
    });
    expect(calls.map((c) => c.url)).toEqual([`${testApi}/TradeQuery`]);
  });

  it('needs the AuthCode, and knows nothing of an unknown one', async () => {
    const none = scripted();
    expect(await protocol.queryPayment(io(none.transport), { billingNo: capturedSeq })).toBeNull();
    const unknown = scripted(ok('{"ReturnCode":"MBP006","ReturnMsg":"查無交易"}'));
    expect(
      await protocol.queryPayment(io(unknown.transport), {
        billingNo: capturedSeq,
        providerRef: 'X',
      }),
    ).toBeNull();
  });

  it('has no refund call', async () => {
    const { calls, transport } = scripted();
    expect(
      await protocol.refund(io(transport), {
        billingNo: 'B1',
        providerRef: authCode,
        amountMinor: 100,
        currency: 'TWD',
        refundKey: 'r1',
      }),
    ).toEqual({ ok: false, error: 'mycard: the MyCard API has no refund call' });
    expect(calls).toHaveLength(0);
  });
});
