import { describe, expect, it } from 'vitest';
import type { HttpTransport } from '../../../../lib/http-transport.ts';
import {
  scriptedTransport as fakeTransport,
  type RecordedCall,
  fixtureReader,
} from '../../provider-kit/scripted-transport.ts';
import type { PaymentRequest, ProtocolIo, ProtocolMode } from '../../provider-kit/protocol.ts';
import type { NaverpayCredentials } from './credentials.ts';
import { createNaverpayProtocol } from './protocol.ts';

const fixture = fixtureReader(import.meta.url);

const API = 'https://dev-pay.paygate.naver.com';
const credentials: NaverpayCredentials = {
  clientId: 'u86j4ripEt8LRfPGzQ8',
  clientSecret: 'ag_6AmbGBV',
  partnerId: 'np_rhinos1234',
  chainId: 'cTBxQ2xhVkJXSFd',
};
const PAYMENT = '20170201NP1043587746';
const RESERVE = 'NPay_2017020115172200001';
const BILLING = 'B201702010001';
const base = `${API}/np_rhinos1234/naverpay/payments`;

const protocol = createNaverpayProtocol({ emulatorBase: 'http://rhinos.localhost:3000' });
const ioFor = (
  transport: HttpTransport,
  mode: ProtocolMode = 'test',
  creds: NaverpayCredentials = credentials,
): ProtocolIo<NaverpayCredentials> => ({
  credentials: creds,
  endpoints: protocol.endpoints(mode),
  transport,
  now: () => new Date('2017-02-01T06:17:22Z'),
});
const ok = (name: string) => ({ status: 200, body: fixture(name) });
const form = (call: RecordedCall) => Object.fromEntries(new URLSearchParams(call.init.body!));
const json = (call: RecordedCall) => JSON.parse(call.init.body!) as Record<string, unknown>;
const header = (call: RecordedCall, name: string) =>
  (call.init.headers as Record<string, string>)[name];

const request: PaymentRequest = {
  billingNo: BILLING,
  amountMinor: 12000,
  currency: 'KRW',
  returnUrl: `https://shop.example/pay/return/naverpay/${BILLING}`,
  notifyUrl: 'https://shop.example/api/pay/notify/naverpay/rhinos',
  description: '젬 1200개',
  accountId: 'acct-1001',
};
const expected = { amountMinor: 12000, currency: 'KRW' };

describe('NaverPay endpoints and credentials', () => {
  it('uses the dev host in test, the live host in live, and the emulator under the store origin', () => {
    expect(protocol.endpoints('test')).toEqual({
      api: API,
      pageOrigins: ['https://test-pay.naver.com', 'https://test-m.pay.naver.com'],
    });
    expect(protocol.endpoints('live')).toEqual({
      api: 'https://pay.paygate.naver.com',
      pageOrigins: ['https://pay.naver.com', 'https://m.pay.naver.com'],
    });
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'http://rhinos.localhost:3000/emulator/naverpay',
      pageOrigins: ['http://rhinos.localhost:3000'],
    });
  });

  it('validates the credential record (the chain id is optional)', () => {
    expect(protocol.credentials.safeParse(credentials).success).toBe(true);
    const { chainId: _chain, ...noChain } = credentials;
    expect(protocol.credentials.safeParse(noChain).success).toBe(true);
    expect(protocol.credentials.safeParse({ ...credentials, partnerId: 'np x' }).success).toBe(
      false,
    );
    expect(protocol.credentials.safeParse({ clientId: 'a', partnerId: 'b' }).success).toBe(false);
  });
});

describe('NaverPay createPayment (v2/reserve)', () => {
  it('reserves with the client headers and sends the player to the payment page', async () => {
    const { calls, transport } = fakeTransport(ok('reserve.response.json'));
    const created = await protocol.createPayment(ioFor(transport), request);
    expect(calls[0]!.url).toBe(`${base}/v2/reserve`);
    expect(calls[0]!.init.headers).toEqual({
      'X-Naver-Client-Id': 'u86j4ripEt8LRfPGzQ8',
      'X-Naver-Client-Secret': 'ag_6AmbGBV',
      'X-NaverPay-Chain-Id': 'cTBxQ2xhVkJXSFd',
      'X-NaverPay-Idempotency-Key': `reserve-${BILLING}`,
      'Content-Type': 'application/json',
    });
    expect(json(calls[0]!)).toEqual({
      modelVersion: '2',
      merchantPayKey: BILLING,
      merchantUserKey: 'acct-1001',
      productName: '젬 1200개',
      productCount: 1,
      totalPayAmount: 12000,
      taxScopeAmount: 12000,
      taxExScopeAmount: 0,
      returnUrl: request.returnUrl,
      productItems: [
        { categoryType: 'ETC', categoryId: 'ETC', uid: BILLING, name: '젬 1200개', count: 1 },
      ],
    });
    expect(created).toEqual({
      ok: true,
      kind: 'redirect',
      url: `https://test-pay.naver.com/payments/${RESERVE}`,
      providerRef: RESERVE,
    });
  });

  it("live: the live page; emulator: the emulator's hosted checkout", async () => {
    const live = fakeTransport(ok('reserve.response.json'));
    expect(await protocol.createPayment(ioFor(live.transport, 'live'), request)).toMatchObject({
      url: `https://pay.naver.com/payments/${RESERVE}`,
    });
    expect(live.calls[0]!.url).toBe(
      'https://pay.paygate.naver.com/np_rhinos1234/naverpay/payments/v2/reserve',
    );
    const emu = fakeTransport(ok('reserve.response.json'));
    expect(await protocol.createPayment(ioFor(emu.transport, 'emulator'), request)).toMatchObject({
      url: `http://rhinos.localhost:3000/emulator/naverpay/checkout/${RESERVE}`,
    });
  });

  it('refuses another currency without a call, and reports refusals', async () => {
    const none = fakeTransport();
    expect(
      await protocol.createPayment(ioFor(none.transport), { ...request, currency: 'USD' }),
    ).toMatchObject({ ok: false, retryable: false });
    expect(none.calls).toHaveLength(0);
    // NaverPay refuses with HTTP 200 and its own code.
    const refused = fakeTransport(ok('error.response.json'));
    expect(await protocol.createPayment(ioFor(refused.transport), request)).toEqual({
      ok: false,
      error: 'naverpay InvalidMerchant: 유효하지 않은 가맹점입니다.',
      retryable: false,
    });
    const down = fakeTransport(new Error('ECONNREFUSED'));
    expect(await protocol.createPayment(ioFor(down.transport), request)).toMatchObject({
      ok: false,
      retryable: true,
    });
  });
});

describe('NaverPay return step (complete = v2.2/apply/payment)', () => {
  const noHistory = { status: 200, body: fixture('error.response.json') };

  it('approves the paymentId of the return once, with its idempotency key', async () => {
    const { calls, transport } = fakeTransport(noHistory, ok('apply.response.json'));
    const done = await protocol.complete!(ioFor(transport), {
      billingNo: BILLING,
      providerRef: RESERVE,
      returnQuery: `resultCode=Success&paymentId=${PAYMENT}`,
      expected,
    });
    expect(calls.map((c) => c.url)).toEqual([
      `${base}/v2.2/list/history`,
      `${base}/v2.2/apply/payment`,
    ]);
    expect(json(calls[0]!)).toEqual({ paymentId: PAYMENT });
    expect(form(calls[1]!)).toEqual({ paymentId: PAYMENT });
    expect(header(calls[1]!, 'X-NaverPay-Idempotency-Key')).toBe(`apply-${PAYMENT}`);
    expect(header(calls[1]!, 'Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(done).toEqual({
      status: 'paid',
      providerRef: PAYMENT,
      amountMinor: 12000,
      currency: 'KRW',
    });
  });

  it('does not approve twice: an approved payment is read from its history', async () => {
    const { calls, transport } = fakeTransport(ok('history-paid.response.json'));
    expect(
      await protocol.complete!(ioFor(transport), {
        billingNo: BILLING,
        providerRef: RESERVE,
        returnQuery: `resultCode=Success&paymentId=${PAYMENT}`,
        expected,
      }),
    ).toEqual({ status: 'paid', providerRef: PAYMENT, amountMinor: 12000, currency: 'KRW' });
    expect(calls).toHaveLength(1);
  });

  it('fails the order on a cancelled or refused return, without a call', async () => {
    const { calls, transport } = fakeTransport();
    expect(
      await protocol.complete!(ioFor(transport), {
        billingNo: BILLING,
        providerRef: RESERVE,
        returnQuery: 'resultCode=Fail&resultMessage=userCancel',
        expected,
      }),
    ).toEqual({ status: 'failed', providerRef: RESERVE, amountMinor: 12000, currency: 'KRW' });
    expect(calls).toHaveLength(0);
  });

  it('an approval of another order (tampered paymentId) pays nothing', async () => {
    const other = JSON.parse(fixture('apply.response.json'));
    other.body.detail.merchantPayKey = 'B-SOMEONE-ELSE';
    const otherHistory = JSON.parse(fixture('history-paid.response.json'));
    otherHistory.body.list[0].merchantPayKey = 'B-SOMEONE-ELSE';
    const { transport } = fakeTransport(
      { status: 200, body: JSON.stringify(otherHistory) },
      { status: 200, body: JSON.stringify(other) },
      { status: 200, body: JSON.stringify(otherHistory) },
    );
    expect(
      await protocol.complete!(ioFor(transport), {
        billingNo: BILLING,
        providerRef: RESERVE,
        returnQuery: `resultCode=Success&paymentId=${PAYMENT}`,
        expected,
      }),
    ).toBeNull();
  });

  it('a refused approve (forged paymentId) is read back from the history: nothing decisive', async () => {
    const { calls, transport } = fakeTransport(noHistory, ok('error.response.json'), noHistory);
    expect(
      await protocol.complete!(ioFor(transport), {
        billingNo: BILLING,
        providerRef: RESERVE,
        returnQuery: 'resultCode=Success&paymentId=20170201NP0000000000',
        expected,
      }),
    ).toBeNull();
    expect(calls).toHaveLength(3);
    // A re-check without a return (no paymentId yet) asks history by the reserveId only.
    const none = fakeTransport(noHistory);
    expect(
      await protocol.complete!(ioFor(none.transport), {
        billingNo: BILLING,
        providerRef: RESERVE,
        returnQuery: '',
        expected,
      }),
    ).toBeNull();
    expect(none.calls.map((c) => c.url)).toEqual([`${base}/v2.2/list/history`]);
  });
});

describe('NaverPay notifications', () => {
  it('has none: anything posted is refused and changes nothing', async () => {
    const { calls, transport } = fakeTransport();
    expect(
      await protocol.verifyNotification(ioFor(transport), {
        method: 'POST',
        headers: {},
        query: '',
        rawBody: fixture('apply.response.json'),
      }),
    ).toEqual({ ok: false, reason: 'unsigned' });
    expect(calls).toHaveLength(0);
    expect(protocol.answer('rejected').status).toBe(400);
  });
});

describe('NaverPay queryPayment and refund (v2.2/list/history, v1/cancel)', () => {
  it('queries the history by paymentId and maps it', async () => {
    const { calls, transport } = fakeTransport(ok('history-paid.response.json'));
    expect(
      await protocol.queryPayment(ioFor(transport), { billingNo: BILLING, providerRef: PAYMENT }),
    ).toEqual({ status: 'paid', providerRef: PAYMENT, amountMinor: 12000, currency: 'KRW' });
    expect(calls[0]!.url).toBe(`${base}/v2.2/list/history`);
  });

  it('reports a fully cancelled payment as refunded, a partly cancelled one as paid', async () => {
    const { transport } = fakeTransport(ok('history-cancelled.response.json'));
    expect(
      await protocol.queryPayment(ioFor(transport), { billingNo: BILLING, providerRef: PAYMENT }),
    ).toEqual({ status: 'refunded', providerRef: PAYMENT, amountMinor: 12000, currency: 'KRW' });
    const partly = JSON.parse(fixture('history-cancelled.response.json'));
    partly.body.list[0].admissionTypeCode = '04';
    partly.body.list[0].totalPayAmount = 5000;
    const part = fakeTransport({ status: 200, body: JSON.stringify(partly) });
    expect(
      await protocol.queryPayment(ioFor(part.transport), {
        billingNo: BILLING,
        providerRef: PAYMENT,
      }),
    ).toEqual({ status: 'paid', providerRef: PAYMENT, amountMinor: 12000, currency: 'KRW' });
  });

  it("answers null without a paymentId or for another order's, and throws when NaverPay is down", async () => {
    const none = fakeTransport();
    expect(await protocol.queryPayment(ioFor(none.transport), { billingNo: BILLING })).toBeNull();
    const other = fakeTransport(ok('history-paid.response.json'));
    expect(
      await protocol.queryPayment(ioFor(other.transport), {
        billingNo: 'B-OTHER',
        providerRef: PAYMENT,
      }),
    ).toBeNull();
    const down = fakeTransport({ status: 503, body: '' });
    await expect(
      protocol.queryPayment(ioFor(down.transport), { billingNo: BILLING, providerRef: PAYMENT }),
    ).rejects.toThrow();
  });

  it('cancels (part of) a payment under the refund key, answering its payHistId', async () => {
    const { calls, transport } = fakeTransport(ok('cancel.response.json'));
    const outcome = await protocol.refund(ioFor(transport), {
      billingNo: BILLING,
      providerRef: PAYMENT,
      amountMinor: 5000,
      currency: 'KRW',
      refundKey: `${BILLING}-refund`,
      orderAmountMinor: 12000,
    });
    expect(calls[0]!.url).toBe(`${base}/v1/cancel`);
    expect(form(calls[0]!)).toEqual({
      paymentId: PAYMENT,
      cancelAmount: '5000',
      cancelReason: 'refund',
      cancelRequester: '2',
      taxScopeAmount: '5000',
      taxExScopeAmount: '0',
    });
    expect(header(calls[0]!, 'X-NaverPay-Idempotency-Key')).toBe(`${BILLING}-refund`);
    expect(outcome).toEqual({ ok: true, refundRef: '20170201NP1043587999', pending: false });
  });

  it('reports a refused cancel, and refuses another currency without a call', async () => {
    const { transport } = fakeTransport({
      status: 200,
      body: JSON.stringify({ code: 'CancelNotComplete', message: '취소 금액 초과' }),
    });
    expect(
      await protocol.refund(ioFor(transport), {
        billingNo: BILLING,
        providerRef: PAYMENT,
        amountMinor: 50000,
        currency: 'KRW',
        refundKey: 'r',
      }),
    ).toEqual({ ok: false, error: 'naverpay CancelNotComplete: 취소 금액 초과' });
    const none = fakeTransport();
    expect(
      await protocol.refund(ioFor(none.transport), {
        billingNo: BILLING,
        providerRef: PAYMENT,
        amountMinor: 500,
        currency: 'USD',
        refundKey: 'r',
      }),
    ).toMatchObject({ ok: false });
    expect(none.calls).toHaveLength(0);
  });
});

describe('NaverPay listTransactions (v2.2/list/history by period)', () => {
  const window = {
    from: new Date('2017-01-31T15:00:00Z'),
    to: new Date('2017-02-01T15:00:00Z'),
  };

  it('reads every page of the window', async () => {
    const first = JSON.parse(fixture('history-paid.response.json'));
    first.body.totalPageCount = 2;
    const { calls, transport } = fakeTransport(
      { status: 200, body: JSON.stringify(first) },
      ok('history-cancelled.response.json'),
    );
    const listed = await protocol.listTransactions!(ioFor(transport), window);
    expect(calls.map((c) => json(c).pageNumber)).toEqual([1, 2]);
    expect(json(calls[0]!)).toMatchObject({
      startTime: '20170201000000',
      endTime: '20170201235959',
    });
    expect(listed!.map((l) => [l.kind, l.providerRef, l.amountMinor])).toEqual([
      ['payment', PAYMENT, 12000],
      ['refund', '20170201NP1043587999', 12000],
      ['payment', PAYMENT, 12000],
    ]);
  });

  it('answers null when NaverPay refuses or cannot be reached', async () => {
    const refused = fakeTransport(ok('error.response.json'));
    expect(await protocol.listTransactions!(ioFor(refused.transport), window)).toBeNull();
    const down = fakeTransport(new Error('ECONNRESET'));
    expect(await protocol.listTransactions!(ioFor(down.transport), window)).toBeNull();
  });
});
