import { createSign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HttpTransport } from '../../../../lib/http-transport.ts';
import {
  scriptedTransport as fakeTransport,
  fixtureReader,
} from '../../provider-kit/scripted-transport.ts';
import type {
  IncomingNotification,
  ProtocolIo,
  ProtocolMode,
} from '../../provider-kit/protocol.ts';
import type { PayermaxCredentials } from './credentials.ts';
import { createPayermaxProtocol } from './protocol.ts';
import { verifyBody } from './signature.ts';

const fixture = fixtureReader(import.meta.url);

// The appId and merchantNo of PayerMax's documented notification example.
const credentials: PayermaxCredentials = {
  merchantNo: 'P01010118640464',
  appId: 'ff4f0273d212386sdxxxxxxxxx',
  privateKey: fixture('test-only-merchant-private.pem'),
  platformPublicKey: fixture('test-only-platform-public.pem'),
};

// openssl dgst -sha256 -sign fixtures/test-only-platform-private.pem <file> | base64 -w0
const signatures = {
  notify:
    'kbQJshg6GZMeysiCFFDSxE1/lpxSxkQpn+4namJaldoPDpB8v6Q9i1gyd9TtX4IW+jJNezgjDwfRY4L0O/ld+/6CorlfqMRTm4XjbpHkZXzPqtKkHL5KSInQ6cmkk7zG5TBwpF1nlNycu4etEEtBbA94D6SzHnduelIJ0nWk76X8BwUxy5UP+XivBg+OHf7P1PaGLTGedgdrpYl39WigFk62QP1Bd0gQd9qhu3aPrI+0hKkIKH1+h3JtgSfkH0tKWKlvMcIppM6o1UimRW3kftlHZrjDxqgRugG07+fR9SFIhmDzpYunISFnpujEn4h0Xz/pge06hBtDu1pNA6WcpA==',
  closed:
    'Xa2gQeX8jbwzXAHXrON53cJ0ymDOcUfNbBJuHcrHFmZF4f/69r2J1c/3hPiDyZqiAEuod1qtvCyg0NekjMAGuGHhc5UVPhP6+x3Vf9plSxJs57HrBThEBK91BTGbNiW2P1XTS+y60BpfsDTyewTPnfHe+bdNF1YuMNXISpLZeW4DJQbpuZH4vnnrrxqaXDxUSElvt9Hl1cA/PBjWn5OYDgmUNGXwBt077bYKy8eg/yIwmTgXg6Mp2eFHWbSaxeJvcuURGTWbv7vLa8FEBaXIpKn62hVkGV4MNuGNTKLv8tV2QGhX+FZiq3qvIZpl2kO6LruQeUGM2ciBFcxG0z+iAw==',
  refund:
    'YcwVWDmA5VZS/jXsZUWCbsNG+1CUzagAaukSeVf+Kxe6cCFc+Sw7kRvd9iLNW74C23ZLnU4qNrDp9msO1yhP4P6jmGOlHrCb1Z+LiUzEdlQwmzm9JZ+kVLculgn7H/cyXExwgUQgNviRORSa5A9wfy4ShZU5LQJ49TBxcIcRsJRSjsqh4S6UdCtPtVfjwAEgapaTnCB5M6mM/BN7lqTvHkttRzOjG9rCQTw9SdN3EyHtj7ueGvUFRBDqMd8Gplc7m1I267fkR6m9dKNP6xSUMtykOEKNfYd7J2fpj65Q+euu2p6vY+dXkqU/WS9yRVHnWoqTLvqrcHyovjMWiiPiEw==',
  // The same notification signed with the merchant key: a forger holding the wrong key.
  notifyByMerchantKey:
    'A/pdF83wxMDDFFy+R4GAi7py8j7cIuN+lKM+I004MnMpuFKftEEF77CXBAdg3FGJh22u7h0MYbUowndA+1qGPZGyA2QQEYeo8r+WdTWvkbpTGIgs852Th373+g32pbqeYQeYEM7286EzGx7xWAMxVm7is3vPFV/6y8pkwBMdOZ9iM4MkmwcwvAr/LryjJ+z280gAoNHsx/x+V3NVlu4keVSa5r13jrAKHKh46d/a9MlBaxQp99l22rouHiwnv33CeGgyYm/+/x5NSOELtK/0MfQuQiY+mT+JDzF49dxiSccwOuGQYVREjdD0VtGI4M72FHMbyvoskjMMjZRf/NwGLQ==',
};
// openssl dgst -sha256 -sign fixtures/test-only-merchant-private.pem \
//   fixtures/order-and-pay.request.txt | base64 -w0
const requestSignature =
  '2ApMsO4Wt9YPRqzypa+tziIw4/C3XJCEQDDrx32NYXfI8MVmcDY5jJH+1NQGq/MQd1gIIAvG96yT7sgnmhrFnNnH5AX4n08NXNFAd9bxH2O4HUfYO0OBSZED8+P43vKQmwjYurHLF5TdA2xjXvL4XdqJK381/64bnsdlQsyyWf02Yn6boDApbDn/JUJLBOQ5mNLljSKMSKjUrctw30Ey9yMR5nxMwXR/YHt2lusfG6KR7Jk5jb3aejfCuMoiWsEdZoAL4HtBMHVvZdUagzmwkssmxYHS/Wm60qL/53gjieqY43LTEDH6tHL98NBcx2uq4lhu86lqlE9Z/PjRlzqoow==';

/** A fake PayerMax: records each request, answers the queued bodies in order. */

const protocol = createPayermaxProtocol({ emulatorBase: 'http://watt.localhost:3000' });
const ioFor = (
  transport: HttpTransport,
  mode: ProtocolMode = 'test',
): ProtocolIo<PayermaxCredentials> => ({
  credentials,
  endpoints: protocol.endpoints(mode),
  transport,
  now: () => new Date('2025-05-14T08:30:27.174Z'),
});
const ok = (body: string) => ({ status: 200, body });

const notify = (rawBody: string, sign?: string): IncomingNotification => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(sign === undefined ? {} : { sign }) },
  query: '',
  rawBody,
});

describe('PayerMax endpoints', () => {
  it('uses the documented gateway hosts and the emulator under the store origin', () => {
    expect(protocol.endpoints('test').api).toBe(
      'https://pay-gate-uat.payermax.com/aggregate-pay/api/gateway',
    );
    expect(protocol.endpoints('live')).toEqual({
      api: 'https://pay-gate.payermax.com/aggregate-pay/api/gateway',
      pageOrigins: ['https://cashier-n.payermax.com'],
    });
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'http://watt.localhost:3000/emulator/payermax',
      pageOrigins: ['http://watt.localhost:3000'],
    });
  });

  it('validates the credential record', () => {
    expect(protocol.credentials.safeParse(credentials).success).toBe(true);
    expect(protocol.credentials.safeParse({ ...credentials, privateKey: 'x' }).success).toBe(false);
    expect(protocol.credentials.safeParse({ ...credentials, platformPublicKey: '' }).success).toBe(
      false,
    );
    expect(protocol.credentials.safeParse({ merchantNo: 'm', appId: 'a' }).success).toBe(false);
  });
});

describe('PayerMax createPayment (orderAndPay, Hosted_Checkout)', () => {
  const request = {
    billingNo: 'test5141630270627',
    amountMinor: 499,
    currency: 'USD',
    returnUrl: 'https://pay.your.com/official_v2/redirect/web_payermax_web_v1',
    notifyUrl: 'https://pay.your.com/official_v2/notify/web_payermax_web_v1',
    description: 'US $4.99 Stargem',
    accountId: 'test_1743900006925',
    country: 'us',
    language: 'en',
  };

  it('posts the signed envelope and returns the documented cashier redirect', async () => {
    const { calls, transport } = fakeTransport(ok(fixture('order-and-pay.response.json')));
    const created = await protocol.createPayment(ioFor(transport, 'live'), request);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(
      'https://pay-gate.payermax.com/aggregate-pay/api/gateway/orderAndPay',
    );
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe(fixture('order-and-pay.request.txt'));
    expect(calls[0]!.init.headers).toEqual({
      'Content-Type': 'application/json',
      sign: requestSignature,
    });
    expect(created).toEqual({
      ok: true,
      kind: 'redirect',
      url: expect.stringMatching(
        /^https:\/\/cashier-n\.payermax\.com\/v2\/index\.html#\/payments\?/,
      ),
      providerRef: 'T2019051408217377899667',
    });
  });

  it('names the fixed method in paymentDetail and sends whole-number currencies whole', async () => {
    const { calls, transport } = fakeTransport(ok(fixture('order-and-pay.response.json')));
    await protocol.createPayment(ioFor(transport, 'live'), {
      ...request,
      amountMinor: 16000,
      currency: 'IDR',
      methodCode: 'WALLET',
      country: undefined,
      language: undefined,
    });
    const data = JSON.parse(calls[0]!.init.body!).data;
    expect(data.totalAmount).toBe(16000);
    expect(data.currency).toBe('IDR');
    expect(data.paymentDetail).toEqual({ paymentMethodType: 'WALLET' });
    expect(data).not.toHaveProperty('country');
  });

  it('refuses an amount PayerMax cannot express without calling it', async () => {
    const { calls, transport } = fakeTransport();
    const created = await protocol.createPayment(ioFor(transport), {
      ...request,
      amountMinor: 1234,
      currency: 'KWD',
    });
    expect(created).toMatchObject({ ok: false, retryable: false });
    expect(calls).toHaveLength(0);
  });

  it("refuses a redirect outside the mode's cashier origins", async () => {
    const { transport } = fakeTransport(ok(fixture('order-and-pay.response.json')));
    // The documented answer points at the live cashier; the test mode does not trust it.
    const created = await protocol.createPayment(ioFor(transport, 'test'), request);
    expect(created).toMatchObject({ ok: false, retryable: false });
  });

  it('reports business errors as final and outages as retryable', async () => {
    const refused = fakeTransport(ok('{"code":"PARAMS_INVALID","msg":"totalAmount invalid"}'));
    expect(await protocol.createPayment(ioFor(refused.transport), request)).toEqual({
      ok: false,
      error: 'PayerMax PARAMS_INVALID: totalAmount invalid',
      retryable: false,
    });
    const down = fakeTransport({ status: 502, body: '<html>bad gateway</html>' });
    expect(await protocol.createPayment(ioFor(down.transport), request)).toMatchObject({
      ok: false,
      retryable: true,
    });
    const offline = fakeTransport(new Error('ECONNRESET'));
    expect(await protocol.createPayment(ioFor(offline.transport), request)).toMatchObject({
      ok: false,
      retryable: true,
    });
  });
});

describe('PayerMax notifications', () => {
  const io = ioFor(fakeTransport().transport);

  it('verifies the documented payment notification and normalises it', async () => {
    const verified = await protocol.verifyNotification(
      io,
      notify(fixture('collect-result-notify.body.txt'), signatures.notify),
    );
    expect(verified).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'paid',
          billingNo: 'ORDxxxx51006xx',
          providerRef: 'T20xxx704098xxxx349xx',
          eventId: 'PAYMENT:T20xxx704098xxxx349xx:SUCCESS',
          amountMinor: 999,
          currency: 'USD',
        },
      ],
    });
  });

  it('reads the header whatever its case', async () => {
    const incoming = notify(fixture('collect-result-notify.body.txt'));
    incoming.headers = { SIGN: signatures.notify };
    expect((await protocol.verifyNotification(io, incoming)).ok).toBe(true);
  });

  it('maps a closed order to failed and a refund notification to refunded', async () => {
    const closed = await protocol.verifyNotification(
      io,
      notify(fixture('collect-result-notify-closed.body.txt'), signatures.closed),
    );
    expect(closed).toMatchObject({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'failed',
          billingNo: 'ORDxxxx51007xx',
          amountMinor: 16000,
          currency: 'IDR',
        },
      ],
    });
    const refund = await protocol.verifyNotification(
      io,
      notify(fixture('refund-result-notify.body.txt'), signatures.refund),
    );
    expect(refund).toEqual({
      ok: true,
      events: [
        {
          kind: 'refund',
          status: 'refunded',
          billingNo: 'ORDxxxx51006xx',
          providerRef: 'R2025070509000000000001',
          eventId: 'REFUND:R2025070509000000000001:REFUND_SUCCESS',
          refundRef: 'R2025070509000000000001',
          amountMinor: 999,
          currency: 'USD',
        },
      ],
    });
  });

  it('refuses unsigned, forged and tampered notifications', async () => {
    const body = fixture('collect-result-notify.body.txt');
    expect(await protocol.verifyNotification(io, notify(body))).toEqual({
      ok: false,
      reason: 'unsigned',
    });
    expect(
      await protocol.verifyNotification(io, notify(body, signatures.notifyByMerchantKey)),
    ).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    // A tampered amount keeps the old signature: refused.
    const tampered = body.replace('"totalAmount": 9.99', '"totalAmount": 0.01');
    expect(tampered).not.toBe(body);
    expect(await protocol.verifyNotification(io, notify(tampered, signatures.notify))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    // Another order's signature replayed on this body.
    expect(await protocol.verifyNotification(io, notify(body, signatures.closed))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a genuine notification meant for another merchant', async () => {
    const other = { ...io, credentials: { ...credentials, merchantNo: 'P0000000000000' } };
    const verified = await protocol.verifyNotification(
      other,
      notify(fixture('collect-result-notify.body.txt'), signatures.notify),
    );
    expect(verified).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('never throws, even with a broken key', async () => {
    const broken = { ...io, credentials: { ...credentials, platformPublicKey: 'garbage' } };
    await expect(
      protocol.verifyNotification(
        broken,
        notify(fixture('collect-result-notify.body.txt'), signatures.notify),
      ),
    ).resolves.toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('answers exactly {"code":"SUCCESS","msg":"Success"} when accepted', () => {
    expect(protocol.answer('accepted')).toEqual({
      status: 200,
      contentType: 'application/json',
      body: '{"code":"SUCCESS","msg":"Success"}',
    });
    expect(JSON.parse(protocol.answer('retry').body).code).not.toBe('SUCCESS');
    expect(JSON.parse(protocol.answer('rejected').body).code).not.toBe('SUCCESS');
  });
});

describe('PayerMax queryPayment and refund', () => {
  it('queries orderQuery by outTradeNo and reads the documented answer', async () => {
    const { calls, transport } = fakeTransport(ok(fixture('order-query.response.json')));
    const queried = await protocol.queryPayment(ioFor(transport), {
      billingNo: 'P164241068068119384',
    });
    expect(calls[0]!.url).toBe(
      'https://pay-gate-uat.payermax.com/aggregate-pay/api/gateway/orderQuery',
    );
    const body = calls[0]!.init.body!;
    expect(JSON.parse(body)).toEqual({
      version: '1.1',
      keyVersion: '1',
      requestTime: '2025-05-14T08:30:27.174+00:00',
      appId: credentials.appId,
      merchantNo: credentials.merchantNo,
      data: { outTradeNo: 'P164241068068119384' },
    });
    // The sign header is a valid merchant signature of the exact body sent.
    expect(
      verifyBody(body, calls[0]!.init.headers.sign!, fixture('test-only-merchant-public.pem')),
    ).toBe(true);
    expect(queried).toEqual({
      status: 'paid',
      providerRef: 'T2024062702289232000001',
      amountMinor: 1000,
      currency: 'SAR',
    });
  });

  it('answers null for an order PayerMax does not know, and throws when it cannot ask', async () => {
    const missing = fakeTransport(ok('{"code":"ORDER_NOT_EXIST","msg":"Order does not exist."}'));
    expect(await protocol.queryPayment(ioFor(missing.transport), { billingNo: 'B1' })).toBeNull();
    const down = fakeTransport({ status: 503, body: '' });
    await expect(
      protocol.queryPayment(ioFor(down.transport), { billingNo: 'B1' }),
    ).rejects.toThrow();
  });

  it('requests a refund keyed by outRefundNo', async () => {
    const { calls, transport } = fakeTransport(
      ok(
        '{"code":"APPLY_SUCCESS","msg":"Success.","data":{"outRefundNo":"R-1","refundTradeNo":"R2025070509000000000001","tradeOrderNo":"T2024062702289232000001","status":"REFUND_PENDING"}}',
      ),
    );
    const outcome = await protocol.refund(ioFor(transport), {
      billingNo: 'P164241068068119384',
      providerRef: 'T2024062702289232000001',
      amountMinor: 1000,
      currency: 'SAR',
      refundKey: 'R-1',
    });
    expect(calls[0]!.url).toBe(
      'https://pay-gate-uat.payermax.com/aggregate-pay/api/gateway/refund',
    );
    expect(JSON.parse(calls[0]!.init.body!).data).toEqual({
      outRefundNo: 'R-1',
      outTradeNo: 'P164241068068119384',
      refundAmount: 10,
      refundCurrency: 'SAR',
      comments: 'Refund P164241068068119384',
    });
    expect(outcome).toEqual({ ok: true, refundRef: 'R2025070509000000000001', pending: true });
  });

  it('reports a failed refund', async () => {
    const { transport } = fakeTransport(
      ok('{"code":"APPLY_SUCCESS","msg":"","data":{"status":"REFUND_FAILED"}}'),
    );
    const outcome = await protocol.refund(ioFor(transport), {
      billingNo: 'B1',
      providerRef: 'T1',
      amountMinor: 100,
      currency: 'USD',
      refundKey: 'R-2',
    });
    expect(outcome).toEqual({ ok: false, error: 'PayerMax REFUND_FAILED' });
  });
});

describe("PayerMax's signature on its answers", () => {
  // Signed here with node:crypto and the test-only platform key, as PayerMax signs (SHA256withRSA).
  const platformSign = (body: string) =>
    createSign('sha256').update(body).sign(fixture('test-only-platform-private.pem'), 'base64');
  const answer = fixture('order-query.response.json');
  const query = (headers: Record<string, string>) =>
    protocol.queryPayment(ioFor(fakeTransport({ status: 200, body: answer, headers }).transport), {
      billingNo: 'P164241068068119384',
    });

  it('takes an answer signed with the platform key', async () => {
    expect(await query({ sign: platformSign(answer) })).not.toBeNull();
  });

  it('refuses an answer with a wrong signature, or none, when the transport shows headers', async () => {
    await expect(query({ sign: platformSign(`${answer} `) })).rejects.toThrow(/valid sign/);
    await expect(query({})).rejects.toThrow(/valid sign/);
  });
});
