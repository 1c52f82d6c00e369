import { describe, expect, it } from 'vitest';
import type { HttpTransport } from '../../../../lib/http-transport.ts';
import {
  scriptedTransport as fakeTransport,
  type RecordedCall,
  fixtureReader,
} from '../../provider-kit/scripted-transport.ts';
import type { PaymentRequest, ProtocolIo, ProtocolMode } from '../../provider-kit/protocol.ts';
import type { KakaopayCredentials } from './credentials.ts';
import { createKakaopayProtocol } from './protocol.ts';

const fixture = fixtureReader(import.meta.url);

const API = 'https://open-api.kakaopay.com';
const credentials: KakaopayCredentials = {
  secretKey: 'DEV4F2C9A1B7E5D3C8F6A0B2E4D6C8A1F3E5B7D9C',
  cid: 'TC0ONETIME',
};
const TID = 'T1234567890123456789';
const BILLING = 'B202307150001';

type Call = RecordedCall;

const protocol = createKakaopayProtocol({ emulatorBase: 'http://rhinos.localhost:3000' });
const ioFor = (
  transport: HttpTransport,
  mode: ProtocolMode = 'test',
): ProtocolIo<KakaopayCredentials> => ({
  credentials,
  endpoints: protocol.endpoints(mode),
  transport,
  now: () => new Date('2023-07-15T12:18:22Z'),
});
const ok = (name: string) => ({ status: 200, body: fixture(name) });
const body = (call: Call) => JSON.parse(call.init.body!) as Record<string, unknown>;

const request: PaymentRequest = {
  billingNo: BILLING,
  amountMinor: 2200,
  currency: 'KRW',
  returnUrl: 'https://shop.example/pay/result?billing_no=B202307150001',
  notifyUrl: 'https://shop.example/api/pay/notify/kakaopay/rhinos',
  description: '초코파이',
  accountId: 'acct-1001',
};

describe('KakaoPay endpoints and credentials', () => {
  it('uses the open API host for test and live, and the emulator under the store origin', () => {
    expect(protocol.endpoints('test')).toEqual({
      api: API,
      pageOrigins: ['https://online-pay.kakao.com'],
    });
    expect(protocol.endpoints('live').api).toBe(API);
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'http://rhinos.localhost:3000/emulator/kakaopay',
      pageOrigins: ['http://rhinos.localhost:3000'],
    });
  });

  it('validates the credential record', () => {
    expect(protocol.credentials.safeParse(credentials).success).toBe(true);
    expect(protocol.credentials.safeParse({ ...credentials, cid: 'TC0 ONE' }).success).toBe(false);
    expect(protocol.credentials.safeParse({ cid: 'TC0ONETIME' }).success).toBe(false);
  });
});

describe('KakaoPay createPayment (payment/ready)', () => {
  it('posts ready with SECRET_KEY auth and redirects to the PC page', async () => {
    const { calls, transport } = fakeTransport(ok('ready.response.json'));
    const created = await protocol.createPayment(ioFor(transport), request);
    expect(calls[0]!.url).toBe(`${API}/online/v1/payment/ready`);
    expect(calls[0]!.init.headers).toEqual({
      Authorization: `SECRET_KEY ${credentials.secretKey}`,
      'Content-Type': 'application/json',
    });
    expect(body(calls[0]!)).toEqual({
      cid: 'TC0ONETIME',
      partner_order_id: BILLING,
      partner_user_id: 'acct-1001',
      item_name: '초코파이',
      quantity: 1,
      total_amount: 2200,
      tax_free_amount: 0,
      approval_url: request.returnUrl,
      cancel_url: request.returnUrl,
      fail_url: request.returnUrl,
    });
    expect(created).toEqual({
      ok: true,
      kind: 'redirect',
      url: expect.stringMatching(/^https:\/\/online-pay\.kakao\.com\/mockup\/v1\/.+\/info$/),
      providerRef: TID,
    });
  });

  it('refuses another currency without a call, and reports errors', async () => {
    const none = fakeTransport();
    expect(
      await protocol.createPayment(ioFor(none.transport), { ...request, currency: 'USD' }),
    ).toMatchObject({ ok: false, retryable: false });
    expect(none.calls).toHaveLength(0);
    const refused = fakeTransport({ status: 400, body: fixture('error.response.json') });
    expect(await protocol.createPayment(ioFor(refused.transport), request)).toEqual({
      ok: false,
      error: 'kakaopay INVALID_PARAMETER: pg_token is invalid',
      retryable: false,
    });
    const down = fakeTransport(new Error('ECONNREFUSED'));
    expect(await protocol.createPayment(ioFor(down.transport), request)).toMatchObject({
      ok: false,
      retryable: true,
    });
  });
});

describe('KakaoPay return step (complete = payment/approve)', () => {
  it('reads the order, then approves with the pg_token of the return', async () => {
    const { calls, transport } = fakeTransport(
      ok('order-ready.response.json'),
      ok('approve.response.json'),
    );
    const done = await protocol.complete!(ioFor(transport), {
      billingNo: BILLING,
      providerRef: TID,
      returnQuery: 'billing_no=B202307150001&pg_token=d0a1b2c3d4e5f60718293a4b',
    });
    expect(calls.map((c) => c.url)).toEqual([
      `${API}/online/v1/payment/order`,
      `${API}/online/v1/payment/approve`,
    ]);
    expect(body(calls[0]!)).toEqual({ cid: 'TC0ONETIME', tid: TID });
    expect(body(calls[1]!)).toEqual({
      cid: 'TC0ONETIME',
      tid: TID,
      partner_order_id: BILLING,
      partner_user_id: 'acct-1001',
      pg_token: 'd0a1b2c3d4e5f60718293a4b',
    });
    expect(done).toEqual({ status: 'paid', providerRef: TID, amountMinor: 2200, currency: 'KRW' });
  });

  it('does not approve twice: an approved payment is reported as it is', async () => {
    const { calls, transport } = fakeTransport(ok('order-paid.response.json'));
    const done = await protocol.complete!(ioFor(transport), {
      billingNo: BILLING,
      providerRef: TID,
      returnQuery: 'pg_token=d0a1b2c3d4e5f60718293a4b',
    });
    expect(calls).toHaveLength(1);
    expect(done).toEqual({ status: 'paid', providerRef: TID, amountMinor: 2200, currency: 'KRW' });
  });

  it('reads a cancelled or failed return from the order, without approving', async () => {
    const quit = { ...JSON.parse(fixture('order-ready.response.json')), status: 'QUIT_PAYMENT' };
    const { calls, transport } = fakeTransport({ status: 200, body: JSON.stringify(quit) });
    expect(
      await protocol.complete!(ioFor(transport), {
        billingNo: BILLING,
        providerRef: TID,
        returnQuery: '',
      }),
    ).toMatchObject({ status: 'failed' });
    expect(calls).toHaveLength(1);
  });

  it('re-reads the order when the approve is refused, and never trusts another order', async () => {
    const refused = fakeTransport(
      ok('order-ready.response.json'),
      { status: 400, body: fixture('error.response.json') },
      ok('order-ready.response.json'),
    );
    expect(
      await protocol.complete!(ioFor(refused.transport), {
        billingNo: BILLING,
        providerRef: TID,
        returnQuery: 'pg_token=forged',
      }),
    ).toEqual({ status: 'pending', providerRef: TID, amountMinor: 2200, currency: 'KRW' });
    const other = fakeTransport(ok('order-ready.response.json'));
    expect(
      await protocol.complete!(ioFor(other.transport), {
        billingNo: 'ANOTHER',
        providerRef: TID,
        returnQuery: 'pg_token=x',
      }),
    ).toBeNull();
    expect(other.left()).toBe(0);
  });
});

describe('KakaoPay notifications', () => {
  it('has none: anything posted is refused and changes nothing', async () => {
    const { calls, transport } = fakeTransport();
    expect(
      await protocol.verifyNotification(ioFor(transport), {
        method: 'POST',
        headers: {},
        query: '',
        rawBody: JSON.stringify({ tid: TID, status: 'SUCCESS_PAYMENT', amount: { total: 1 } }),
      }),
    ).toEqual({ ok: false, reason: 'unsigned' });
    expect(calls).toHaveLength(0);
    expect(protocol.answer('rejected').status).toBe(400);
  });
});

describe('KakaoPay queryPayment and refund (payment/order, payment/cancel)', () => {
  it('queries by tid and maps the status', async () => {
    const { calls, transport } = fakeTransport(ok('order-paid.response.json'));
    expect(
      await protocol.queryPayment(ioFor(transport), { billingNo: BILLING, providerRef: TID }),
    ).toEqual({
      status: 'paid',
      providerRef: TID,
      amountMinor: 2200,
      currency: 'KRW',
    });
    expect(calls[0]!.url).toBe(`${API}/online/v1/payment/order`);
  });

  it('answers null without a tid, and throws when KakaoPay cannot be asked', async () => {
    const none = fakeTransport();
    expect(await protocol.queryPayment(ioFor(none.transport), { billingNo: BILLING })).toBeNull();
    const down = fakeTransport({ status: 503, body: '' });
    await expect(
      protocol.queryPayment(ioFor(down.transport), { billingNo: BILLING, providerRef: TID }),
    ).rejects.toThrow();
  });

  it('reports a fully cancelled payment as refunded with the amount given back', async () => {
    const cancelled = {
      ...JSON.parse(fixture('order-paid.response.json')),
      status: 'CANCEL_PAYMENT',
      canceled_amount: { total: 2200 },
    };
    const { transport } = fakeTransport({ status: 200, body: JSON.stringify(cancelled) });
    expect(
      await protocol.queryPayment(ioFor(transport), { billingNo: BILLING, providerRef: TID }),
    ).toEqual({ status: 'refunded', providerRef: TID, amountMinor: 2200, currency: 'KRW' });
  });

  it('cancels part of a payment, keyed by payload', async () => {
    const { calls, transport } = fakeTransport(
      ok('order-paid.response.json'),
      ok('cancel.response.json'),
    );
    const outcome = await protocol.refund(ioFor(transport), {
      billingNo: BILLING,
      providerRef: TID,
      amountMinor: 1000,
      currency: 'KRW',
      refundKey: 'refund-B202307150001-1',
      orderAmountMinor: 2200,
    });
    expect(calls[1]!.url).toBe(`${API}/online/v1/payment/cancel`);
    expect(body(calls[1]!)).toEqual({
      cid: 'TC0ONETIME',
      tid: TID,
      cancel_amount: 1000,
      cancel_tax_free_amount: 0,
      payload: 'refund-B202307150001-1',
    });
    expect(outcome).toEqual({ ok: true, refundRef: 'A6789012345678901234', pending: false });
  });

  it('does not cancel twice under one refund key', async () => {
    const paid = JSON.parse(fixture('order-paid.response.json'));
    paid.payment_action_details.push({
      aid: 'A6789012345678901234',
      amount: 1000,
      payment_action_type: 'CANCEL',
      payload: 'refund-B202307150001-1',
    });
    const { calls, transport } = fakeTransport({ status: 200, body: JSON.stringify(paid) });
    expect(
      await protocol.refund(ioFor(transport), {
        billingNo: BILLING,
        providerRef: TID,
        amountMinor: 1000,
        currency: 'KRW',
        refundKey: 'refund-B202307150001-1',
      }),
    ).toEqual({ ok: true, refundRef: 'A6789012345678901234', pending: false });
    expect(calls).toHaveLength(1);
  });

  it('reports a refused cancel', async () => {
    const { transport } = fakeTransport(ok('order-paid.response.json'), {
      status: 400,
      body: JSON.stringify({ error_code: 'CANCEL_AMOUNT_EXCEEDED', error_message: 'too much' }),
    });
    expect(
      await protocol.refund(ioFor(transport), {
        billingNo: BILLING,
        providerRef: TID,
        amountMinor: 5000,
        currency: 'KRW',
        refundKey: 'r',
      }),
    ).toEqual({ ok: false, error: 'kakaopay CANCEL_AMOUNT_EXCEEDED: too much' });
  });
});
