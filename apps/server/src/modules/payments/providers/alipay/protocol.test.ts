import { createSign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HttpTransport } from '../../../../lib/http-transport.ts';
import {
  scriptedTransport as fakeTransport,
  okAnswer,
  fixtureReader,
} from '../../provider-kit/scripted-transport.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import type { AlipayCredentials } from './credentials.ts';
import { createAlipayProtocol, paymentMethodTypeOf, refundRequestIdFor } from './protocol.ts';
import { contentToSign, readSignatureHeader, verifyContent } from './signature.ts';

const fixture = fixtureReader(import.meta.url);

const GATEWAY = 'https://open-sea-global.alipay.com';
const NOTIFY_PATH = '/api/pay/notify/alipay/watt';
const NOTIFY_TIME = '2019-11-27T12:01:02+08:00';
const credentials: AlipayCredentials = {
  clientId: 'SANDBOX_5YEZ1N2YBA4K02795',
  privateKey: fixture('test-only-merchant-private.pem'),
  alipayPublicKey: fixture('test-only-alipay-public.pem'),
};

// printf 'POST /api/pay/notify/alipay/watt\nSANDBOX_5YEZ1N2YBA4K02795.2019-11-27T12:01:02+08:00.%s' \
//   "$(cat fixtures/<file>)" | openssl dgst -sha256 -sign fixtures/test-only-alipay-private.pem | base64 -w0
const signatures = {
  payment:
    'qZxybD6XJZVb/jDLRpb5tXIVoQXFaDIYLUajDL4p5xUga+HGURhtAYWczJTvtX8kE2m4v0Aq+7vDeBu7AibgNZvrzz8TrO77aMNzIdOZk9EgEBuykal0s/kpfkyWgwt6tjIrLgSxfnW4d6IoOrzCk+fuTPwVc4uxvhtb69t/LX3L/zTAkbSpMdwKOyBeqCPdiYV3QLWvpz9l/KtExqvMH4uGbhPfLdwu6dP+XjUScPGpdVhG9m1CermHx8zZG1nCOMPT7/c002lEfEq/XSNZGtFGP99sU482bXq5EUoTiLNwl1kI+bugXnPMxdaXQQ4fnKNrJnFUPoA+9t1aQdKlhQ==',
  failed:
    'E4/MrJyPxTzAKi2cM3EV+SXNBYY2gUNEd/ngmkyqjzo4PplmQ+Y0LpRzngXWceF8AlVsiFh18Y3xQQPVvRmpyZbtnLrO9SLwsCdvUeR752KnzlK5sCjSRQBFcAN4QNhLw7B2OTI60PL9c3jNQG7VNOtnSNAiMGdmPwW08hpOMDDi7oEGYHtsmSyXwjsIJBrrVvJ4fdrnTlhhCQagn6U0O1Eca/PBUM/qFHOx/lw6zsNzz+x0xpZqzhcjzAr+kP7qmJ2W59Hefu9vsHCJdLRR9vUxqkqoDlZJZThrDCzEAa4WAHXFo/OQcjD5cRrAFKDziQHcM/sTqo3bWRPSPaqAMQ==',
  refund:
    'Y4+q8j8M3j9oniBu78AEt3GW7amMvnEOcT7MePzNw0jTGmmTaJ8nBjLRKR+bIsRdlrEUX+4mdEv86dDtoesh+6eb2eSVtMx33S4Ty+ruI9MvUsmrAFJTBev6OJDXHkPiPmkN5/BGxMNZQqgK9nQ1qrloiintLirgKZ6hS/EqO9Vl+Gja7URz0SFVTCp8Q+OUKHozkog8R/076ygj5gFT+Vh8PgWRDK/yWJofNIdTUskchR77ES9N3Tr50Aq4rhjgpmxywqDETj4b0OlhHkGxRnfjOqZPAp/0AQ8eRaes2O74bgwHjmDwqJ7bcC2vLTVc9LpHTe0JC/OLNec775/R3A==',
  dispute:
    's8o2Q9igHOkOUGynF2zAIHFHMlsxzXGSmmPD8usqhyYxp55XQJD60RdvvOzYMuoVGcEZ/lcjmb1IDXCagxMZEA8Y29g6BqGGZPyMGMwPKVuQh3lcJLvK6x5jXVpTnJry9QOSq9Zh1JXS1o8kY535z3UBGPveCmVPNHyPm3Gh/wNBPns2qQtSSQJ4h78QL6uYZIzp+Go5MrxbBLv3RBlunb4COgONjOXxx8RR7s4Lfi27TErEWkmxPBnDFeOKX9Hkq2KmvTc1XN/GW65WCJr0pORRRQvloN9Ws3bbeCeaXRT3DJMumlg6NCF+698FW7nYyTAEhja2iLX1m5t1TUAuMQ==',
  // The payment notification signed with the merchant key: a forger holding the wrong key.
  forged:
    'GhhYUhANh/eZButv6M4JiJ5AvDr99dlFyQv715shOH4LBLgQLjD1fHz4B3q/gDiaR0wL/0vPtNWncbQtxTStpjIPFLpSa9OrvQT2UnEZriGnI7tEjUoOw1eeiU1V38pY0BRfbCrL5gx8wdqFTEh01zzBIZY+srAzBMnrpAIqyZWwYGDJGTwiujoPwblRRoDtLgrTpT1JHYCTLPR7a0j1I6iOwDEjLWFiSn/s31toW64mBfRMS9hrKVSk81+OIpFZIMwfLavVsj8gUY5UwXtTRma0nveGULmq6BiIxzZnrRFRQP3m3cl4c2OdCVMMzsGahFAZ+UFztGvN3ikFLA1KRA==',
};

const protocol = createAlipayProtocol({ emulatorBase: 'http://watt.localhost:3000' });
const ioFor = (
  transport: HttpTransport,
  mode: kit.ProtocolMode = 'test',
  extra: Partial<AlipayCredentials> = {},
): kit.ProtocolIo<AlipayCredentials> => ({
  credentials: { ...credentials, ...extra },
  endpoints: protocol.endpoints(mode),
  transport,
  now: () => new Date('2019-11-27T04:01:00.123Z'),
});
const ok = okAnswer;

const notify = (
  rawBody: string,
  signature?: string,
  overrides: Partial<kit.IncomingNotification> = {},
  clientId = credentials.clientId,
): kit.IncomingNotification => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'client-id': clientId,
    'request-time': NOTIFY_TIME,
    ...(signature === undefined
      ? {}
      : { signature: `algorithm=RSA256,keyVersion=1,signature=${encodeURIComponent(signature)}` }),
  },
  query: '',
  rawBody,
  path: NOTIFY_PATH,
  ...overrides,
});

const request: kit.PaymentRequest = {
  billingNo: 'pay_1089760038715669_102775745070000',
  amountMinor: 499,
  currency: 'USD',
  returnUrl: 'https://shop.example/pay/result',
  notifyUrl: 'https://shop.example/api/pay/notify/alipay/watt',
  description: 'US $4.99 Stargem',
  accountId: 'acct-1001',
};

describe('Antom endpoints and credentials', () => {
  it('uses the Asia gateway by default and the emulator under the store origin', () => {
    expect(protocol.endpoints('live').api).toBe(GATEWAY);
    expect(protocol.endpoints('test').api).toBe(GATEWAY);
    expect(protocol.endpoints('live').pageOrigins).toContain('https://render.alipay.com');
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'http://watt.localhost:3000/emulator/alipay',
      pageOrigins: ['http://watt.localhost:3000'],
    });
  });

  it('validates the credential record', () => {
    expect(protocol.credentials.safeParse(credentials).success).toBe(true);
    expect(protocol.credentials.safeParse({ ...credentials, privateKey: 'x' }).success).toBe(false);
    expect(protocol.credentials.safeParse({ ...credentials, alipayPublicKey: '' }).success).toBe(
      false,
    );
    expect(protocol.credentials.safeParse({ ...credentials, region: 'moon' }).success).toBe(false);
  });
});

describe('Antom createPayment (pay, CASHIER_PAYMENT)', () => {
  it('posts the signed request and redirects to normalUrl', async () => {
    const { calls, transport } = fakeTransport(ok(fixture('pay.response.json')));
    const created = await protocol.createPayment(ioFor(transport), request);
    expect(calls[0]!.url).toBe(`${GATEWAY}/ams/api/v1/payments/pay`);
    expect(calls[0]!.init.body).toBe(fixture('pay.request.txt'));
    const headers = calls[0]!.init.headers;
    expect(headers['Client-Id']).toBe(credentials.clientId);
    expect(headers['Request-Time']).toBe('2019-11-27T04:01:00.123+00:00');
    // The signature is a valid merchant signature of the documented content.
    const signature = readSignatureHeader(headers.Signature)!;
    expect(
      verifyContent(
        contentToSign(
          'POST',
          '/ams/api/v1/payments/pay',
          credentials.clientId,
          headers['Request-Time']!,
          calls[0]!.init.body!,
        ),
        signature,
        fixture('test-only-merchant-public.pem'),
      ),
    ).toBe(true);
    expect(created).toEqual({
      ok: true,
      kind: 'redirect',
      url: expect.stringMatching(/^https:\/\/open-sea-global\.alipay\.com\//),
      providerRef: '20191127190741010007000000000000000',
    });
  });

  it("goes to the account's regional gateway and sends IDR in ISO minor units", async () => {
    const { calls, transport } = fakeTransport(ok(fixture('pay.response.json')));
    await protocol.createPayment(ioFor(transport, 'live', { region: 'north-america' }), {
      ...request,
      amountMinor: 16000,
      currency: 'IDR',
      methodCode: 'DANA',
    });
    expect(calls[0]!.url).toBe('https://open-na-global.alipay.com/ams/api/v1/payments/pay');
    const body = JSON.parse(calls[0]!.init.body!);
    expect(body.paymentAmount).toEqual({ currency: 'IDR', value: '1600000' });
    expect(body.paymentMethod).toEqual({ paymentMethodType: 'DANA' });
  });

  it('reports a refusal as final, an outage as retryable, and refuses a foreign page', async () => {
    const refused = fakeTransport(
      ok({ result: { resultCode: 'PARAM_ILLEGAL', resultStatus: 'F', resultMessage: 'x' } }),
    );
    expect(await protocol.createPayment(ioFor(refused.transport), request)).toEqual({
      ok: false,
      error: 'antom PARAM_ILLEGAL',
      retryable: false,
    });
    const down = fakeTransport(new Error('ECONNRESET'));
    expect(await protocol.createPayment(ioFor(down.transport), request)).toMatchObject({
      ok: false,
      retryable: true,
    });
    const foreign = JSON.parse(fixture('pay.response.json'));
    foreign.normalUrl = 'https://evil.example/pay';
    const elsewhere = fakeTransport(ok(foreign));
    expect(await protocol.createPayment(ioFor(elsewhere.transport), request)).toMatchObject({
      ok: false,
      retryable: false,
    });
  });
});

describe('Antom notifications', () => {
  const io = ioFor(fakeTransport().transport);

  it('verifies notifyPayment over our notification path and carries the real amount', async () => {
    const verified = await protocol.verifyNotification(
      io,
      notify(fixture('notify-payment.body.txt'), signatures.payment),
    );
    expect(verified).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'paid',
          billingNo: 'pay_1089760038715669_102775745070000',
          providerRef: '20191127190741010007000000000000000',
          eventId: 'PAYMENT_RESULT:20191127190741010007000000000000000:S',
          amountMinor: 499,
          currency: 'USD',
        },
      ],
    });
  });

  it('maps a failed payment, a refund and a judged chargeback', async () => {
    expect(
      await protocol.verifyNotification(
        io,
        notify(fixture('notify-payment-failed.body.txt'), signatures.failed),
      ),
    ).toMatchObject({ ok: true, events: [{ kind: 'payment', status: 'failed' }] });
    expect(
      await protocol.verifyNotification(
        io,
        notify(fixture('notify-refund.body.txt'), signatures.refund),
      ),
    ).toEqual({
      ok: true,
      events: [
        {
          kind: 'refund',
          status: 'refunded',
          billingNo: 'pay_1089760038715669_102775745070000',
          providerRef: '20191127190741010007000000000001111',
          eventId: 'REFUND:pay_1089760038715669_102775745070000~R2b2f3c1d4e5f6a7b:SUCCESS',
          refundRef: 'pay_1089760038715669_102775745070000~R2b2f3c1d4e5f6a7b',
          amountMinor: 199,
          currency: 'USD',
        },
      ],
    });
    expect(
      await protocol.verifyNotification(
        io,
        notify(fixture('notify-dispute-judged.body.txt'), signatures.dispute),
      ),
    ).toEqual({
      ok: true,
      events: [
        {
          kind: 'chargeback',
          status: 'reversed',
          billingNo: 'pay_1089760038715669_102775745070000',
          providerRef: '20191127190741010007000000000000000',
          eventId: 'DISPUTE:202401012501310115730104****:chargeback',
          amountMinor: 499,
          currency: 'USD',
        },
      ],
    });
  });

  it('refuses unsigned, forged, amount-changed and re-addressed notifications', async () => {
    const body = fixture('notify-payment.body.txt');
    expect(await protocol.verifyNotification(io, notify(body))).toEqual({
      ok: false,
      reason: 'unsigned',
    });
    expect(await protocol.verifyNotification(io, notify(body, signatures.forged))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const cheaper = body.replace('"value":"499"', '"value":"1"');
    expect(cheaper).not.toBe(body);
    expect(await protocol.verifyNotification(io, notify(cheaper, signatures.payment))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    // Another brand's notification replayed at this brand's URL: the path is signed.
    expect(
      await protocol.verifyNotification(
        io,
        notify(body, signatures.payment, { path: '/api/pay/notify/alipay/other' }),
      ),
    ).toEqual({ ok: false, reason: 'bad-signature' });
    // Another signature replayed on this body.
    expect(await protocol.verifyNotification(io, notify(body, signatures.refund))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a genuine notification for another client, and one it cannot place', async () => {
    const other = ioFor(fakeTransport().transport, 'test', { clientId: 'SANDBOX_OTHER' });
    expect(
      await protocol.verifyNotification(
        other,
        notify(fixture('notify-payment.body.txt'), signatures.payment),
      ),
    ).toEqual({ ok: false, reason: 'bad-signature' });
    expect(
      await protocol.verifyNotification(
        io,
        notify(fixture('notify-payment.body.txt'), signatures.payment, { path: undefined }),
      ),
    ).toEqual({ ok: false, reason: 'unverifiable' });
  });

  it('answers exactly the documented success result', () => {
    expect(protocol.answer('accepted')).toEqual({
      status: 200,
      contentType: 'application/json',
      body: '{"result":{"resultCode":"SUCCESS","resultStatus":"S","resultMessage":"success"}}',
    });
    expect(JSON.parse(protocol.answer('retry').body).result.resultCode).not.toBe('SUCCESS');
    expect(JSON.parse(protocol.answer('rejected').body).result.resultCode).not.toBe('SUCCESS');
  });
});

describe('Antom inquiryPayment and refund', () => {
  it('inquires by paymentRequestId and reads the status and amount', async () => {
    const { calls, transport } = fakeTransport(ok(fixture('inquiry.response.json')));
    const queried = await protocol.queryPayment(ioFor(transport), {
      billingNo: 'pay_1089760038715669_102775745070000',
    });
    expect(calls[0]!.url).toBe(`${GATEWAY}/ams/api/v1/payments/inquiryPayment`);
    expect(JSON.parse(calls[0]!.init.body!)).toEqual({
      paymentRequestId: 'pay_1089760038715669_102775745070000',
    });
    expect(queried).toEqual({
      status: 'paid',
      providerRef: '20191127190741010007000000000000000',
      amountMinor: 499,
      currency: 'USD',
    });
  });

  it('answers null for an unknown order and throws when Antom cannot answer', async () => {
    const missing = fakeTransport(
      ok({ result: { resultCode: 'ORDER_NOT_EXIST', resultStatus: 'F', resultMessage: 'x' } }),
    );
    expect(await protocol.queryPayment(ioFor(missing.transport), { billingNo: 'B1' })).toBeNull();
    const unknown = fakeTransport(
      ok({ result: { resultCode: 'UNKNOWN_EXCEPTION', resultStatus: 'U', resultMessage: 'x' } }),
    );
    await expect(
      protocol.queryPayment(ioFor(unknown.transport), { billingNo: 'B1' }),
    ).rejects.toThrow();
    const down = fakeTransport({ status: 502, body: '' });
    await expect(
      protocol.queryPayment(ioFor(down.transport), { billingNo: 'B1' }),
    ).rejects.toThrow();
  });

  it('refunds with a refundRequestId that names the order, partial amounts allowed', async () => {
    const refundRequestId = refundRequestIdFor('pay_1089760038715669_102775745070000', 'refund-1');
    const { calls, transport } = fakeTransport(
      ok({
        result: { resultCode: 'REFUND_IN_PROCESS', resultStatus: 'U', resultMessage: 'x' },
        refundRequestId,
        refundId: '20191127190741010007000000000001111',
        paymentId: '20191127190741010007000000000000000',
        refundAmount: { currency: 'USD', value: '199' },
      }),
    );
    const outcome = await protocol.refund(ioFor(transport), {
      billingNo: 'pay_1089760038715669_102775745070000',
      providerRef: '20191127190741010007000000000000000',
      amountMinor: 199,
      currency: 'USD',
      refundKey: 'refund-1',
    });
    expect(calls[0]!.url).toBe(`${GATEWAY}/ams/api/v1/payments/refund`);
    expect(JSON.parse(calls[0]!.init.body!)).toEqual({
      refundRequestId,
      paymentId: '20191127190741010007000000000000000',
      refundAmount: { currency: 'USD', value: '199' },
      refundReason: 'Refund pay_1089760038715669_102775745070000',
    });
    expect(refundRequestId).toMatch(/^pay_1089760038715669_102775745070000~R[0-9a-f]{16}$/);
    // Named by our refundRequestId: the refundId is not known yet while it is in process (U).
    expect(outcome).toEqual({ ok: true, refundRef: refundRequestId, pending: true });
  });

  it('keys notifyRefund by the refundRequestId refund() answered (issue 31 item 9)', async () => {
    const billingNo = 'pay_1089760038715669_102775745070000';
    const alipaySign = (content: string) =>
      createSign('sha256').update(content).sign(fixture('test-only-alipay-private.pem'), 'base64');
    const refunded = async (refundKey: string, refundId: string, value: string) => {
      const refundRequestId = refundRequestIdFor(billingNo, refundKey);
      const answer = { refundRequestId, refundAmount: { currency: 'USD', value } };
      const { transport } = fakeTransport(
        ok({ result: { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 's' }, ...answer }),
      );
      const outcome = await protocol.refund(ioFor(transport), {
        billingNo,
        providerRef: '20191127190741010007000000000000000',
        amountMinor: Number(value),
        currency: 'USD',
        refundKey,
      });
      const body = JSON.stringify({
        notifyType: 'REFUND_RESULT',
        result: { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' },
        refundStatus: 'SUCCESS',
        refundId,
        ...answer,
        refundTime: '2019-11-28T12:01:01+08:00',
      });
      const signature = alipaySign(
        contentToSign('POST', NOTIFY_PATH, credentials.clientId, NOTIFY_TIME, body),
      );
      const verified = await protocol.verifyNotification(
        ioFor(fakeTransport().transport),
        notify(body, signature),
      );
      return {
        answered: outcome.ok && outcome.refundRef,
        notified: verified.ok && verified.events,
      };
    };
    const first = await refunded('refund-1', '20191127190741010007000000000001111', '100');
    expect(first.notified).toMatchObject([{ kind: 'refund', amountMinor: 100 }]);
    expect(first.notified && first.notified[0]!.refundRef).toBe(first.answered);
    const second = await refunded('refund-2', '20191127190741010007000000000002222', '50');
    expect(second.notified && second.notified[0]!.refundRef).toBe(second.answered);
    expect(second.answered).not.toBe(first.answered);
  });

  it('reports a refused refund', async () => {
    const { transport } = fakeTransport(
      ok({ result: { resultCode: 'REFUND_AMOUNT_EXCEED', resultStatus: 'F', resultMessage: 'x' } }),
    );
    expect(
      await protocol.refund(ioFor(transport), {
        billingNo: 'B1',
        providerRef: 'P1',
        amountMinor: 100,
        currency: 'USD',
        refundKey: 'r',
      }),
    ).toEqual({ ok: false, error: 'antom REFUND_AMOUNT_EXCEED' });
  });
});

describe("Antom's signature on its answers", () => {
  const alipaySign = (content: string) =>
    createSign('sha256').update(content).sign(fixture('test-only-alipay-private.pem'), 'base64');
  const body = fixture('inquiry.response.json');
  const responseTime = '2019-11-27T12:01:03+08:00';
  const signedHeaders = (b: string) => ({
    'client-id': credentials.clientId,
    'response-time': responseTime,
    signature: `algorithm=RSA256,keyVersion=1,signature=${encodeURIComponent(
      alipaySign(
        contentToSign(
          'POST',
          '/ams/api/v1/payments/inquiryPayment',
          credentials.clientId,
          responseTime,
          b,
        ),
      ),
    )}`,
  });
  const query = (headers: Record<string, string>) =>
    protocol.queryPayment(ioFor(fakeTransport({ status: 200, body, headers }).transport), {
      billingNo: 'pay_1089760038715669_102775745070000',
    });

  it('takes an answer signed with the Antom key', async () => {
    expect(await query(signedHeaders(body))).toMatchObject({ status: 'paid' });
  });

  it('refuses an answer with a wrong signature, or none, when the transport shows headers', async () => {
    await expect(query(signedHeaders(`${body} `))).rejects.toThrow(/valid signature/);
    await expect(query({})).rejects.toThrow(/valid signature/);
  });
});

describe('Antom paymentMethodType', () => {
  it("maps the store's channels to Antom's upper-case codes", () => {
    expect(paymentMethodTypeOf('alipayhk')).toBe('ALIPAY_HK');
    expect(paymentMethodTypeOf('alipay')).toBe('ALIPAY_CN');
    expect(paymentMethodTypeOf(undefined)).toBe('ALIPAY_CN');
    expect(paymentMethodTypeOf('DANA')).toBe('DANA');
    expect(paymentMethodTypeOf('gcash')).toBe('GCASH');
  });
});
