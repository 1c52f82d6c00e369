import { describe, expect, it } from 'vitest';
import type { HttpTransport } from '../../../../lib/http-transport.ts';
import {
  scriptedTransport as fakeTransport,
  okAnswer,
  fixtureReader,
} from '../../provider-kit/scripted-transport.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import type { PagsmileCredentials } from './credentials.ts';
import { createPagsmileProtocol, outRequestNoFor } from './protocol.ts';
import { pagsmileSignature } from './signature.ts';

const fixture = fixtureReader(import.meta.url);

const API = 'https://gateway-test.pagsmile.com';
const credentials: PagsmileCredentials = {
  appId: '16258292145316638',
  securityKey: 'Pagsmile_sk_test_only_security',
  webhookSecret: 'Pagsmile_sk_test_only_9c1e',
};
// echo -n '16258292145316638:Pagsmile_sk_test_only_security' | base64
const BASIC = 'Basic MTYyNTgyOTIxNDUzMTY2Mzg6UGFnc21pbGVfc2tfdGVzdF9vbmx5X3NlY3VyaXR5';

// printf '%s' "$(cat fixtures/<file>)" | openssl dgst -sha256 -hmac 'Pagsmile_sk_test_only_9c1e' -hex
const signatures = {
  success: '7666ac4819437c57c01a1311bd4aba8a539c2a21fd4e54bdca650ce36dce98de',
  refunded: '887046e7919f6b9defb8d1fde9396ab14896bf21858b871464105be2e24a9257',
  chargeback: 'f8833137151047ae7a86b10109ebabaa2c78f8693fb4a84242f78bd29d52d99f',
};

const protocol = createPagsmileProtocol({ emulatorBase: 'http://watt.localhost:3000' });
const ioFor = (
  transport: HttpTransport,
  mode: kit.ProtocolMode = 'test',
  extra: Partial<PagsmileCredentials> = {},
): kit.ProtocolIo<PagsmileCredentials> => ({
  credentials: { ...credentials, ...extra },
  endpoints: protocol.endpoints(mode),
  transport,
  now: () => new Date('2021-06-17T10:17:27.500Z'),
});
const ok = okAnswer;
const notify = (rawBody: string, v2?: string): kit.IncomingNotification => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(v2 === undefined ? {} : { 'pagsmile-signature': `t=1623925201,v2=${v2}` }),
  },
  query: '',
  rawBody,
});

const request: kit.PaymentRequest = {
  billingNo: 'B202106170001',
  amountMinor: 4990,
  currency: 'BRL',
  returnUrl: 'https://shop.example/pay/result',
  notifyUrl: 'https://shop.example/api/pay/notify/pagsmile/watt',
  description: 'R$ 49,90 Stargem',
  accountId: 'acct-1001',
  country: 'br',
  methodCode: 'PIX',
  payer: { email: 'player@example.com', taxId: '50284414727' },
};

describe('Pagsmile endpoints and credentials', () => {
  it('uses the documented gateway hosts and the emulator under the store origin', () => {
    expect(protocol.endpoints('test')).toEqual({
      api: 'https://gateway-test.pagsmile.com',
      pageOrigins: ['https://checkout-test.pagsmile.com'],
    });
    expect(protocol.endpoints('live')).toEqual({
      api: 'https://gateway.pagsmile.com',
      pageOrigins: ['https://checkout.pagsmile.com'],
    });
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'http://watt.localhost:3000/emulator/pagsmile',
      pageOrigins: ['http://watt.localhost:3000'],
    });
  });

  it('validates the credential record', () => {
    expect(protocol.credentials.safeParse(credentials).success).toBe(true);
    expect(protocol.credentials.safeParse({ ...credentials, securityKey: '' }).success).toBe(false);
    expect(protocol.credentials.safeParse({ appId: 'a' }).success).toBe(false);
  });
});

describe('Pagsmile createPayment (trade/create, checkout page)', () => {
  it('posts the trade with Basic auth and redirects to the checkout page over https', async () => {
    const { calls, transport } = fakeTransport(ok(fixture('create.response.json')));
    const created = await protocol.createPayment(ioFor(transport), request);
    expect(calls[0]!.url).toBe(`${API}/trade/create`);
    expect(calls[0]!.init.headers).toEqual({
      'Content-Type': 'application/json; charset=UTF-8',
      Authorization: BASIC,
    });
    expect(JSON.parse(calls[0]!.init.body!)).toEqual({
      app_id: credentials.appId,
      timestamp: '2021-06-17 10:17:27',
      out_trade_no: 'B202106170001',
      order_amount: '49.90',
      order_currency: 'BRL',
      subject: 'R$ 49,90 Stargem',
      content: 'R$ 49,90 Stargem',
      buyer_id: 'acct-1001',
      notify_url: 'https://shop.example/api/pay/notify/pagsmile/watt',
      return_url: 'https://shop.example/pay/result',
      trade_type: 'WEB',
      version: '2.0',
      method: 'PIX',
      regions: ['BR'],
      customer: { email: 'player@example.com', identify: { type: 'CPF', number: '50284414727' } },
    });
    expect(created).toEqual({
      ok: true,
      kind: 'redirect',
      url: 'https://checkout-test.pagsmile.com?prepay_id=UkRqRmJzZ0RHeFd2R3JqRlg3c0R1Z0ZkMEZjWkZrR3NSVUd4',
      providerRef: '2021061710172839503',
    });
  });

  it('refuses a checkout page outside the mode, and reports errors by code', async () => {
    const live = fakeTransport(ok(fixture('create.response.json')));
    expect(await protocol.createPayment(ioFor(live.transport, 'live'), request)).toMatchObject({
      ok: false,
      retryable: false,
    });
    const refused = fakeTransport(ok({ code: '40002', msg: 'Invalid parameter' }));
    expect(await protocol.createPayment(ioFor(refused.transport), request)).toEqual({
      ok: false,
      error: 'pagsmile 40002: Invalid parameter',
      retryable: false,
    });
    const down = fakeTransport({ status: 502, body: '<html>' });
    expect(await protocol.createPayment(ioFor(down.transport), request)).toMatchObject({
      ok: false,
      retryable: true,
    });
    const none = fakeTransport();
    expect(
      await protocol.createPayment(ioFor(none.transport), { ...request, amountMinor: -5 }),
    ).toMatchObject({ ok: false, retryable: false });
    expect(none.calls).toHaveLength(0);
  });
});

describe('Pagsmile notifications', () => {
  const io = ioFor(fakeTransport().transport);

  it('verifies a SUCCESS notification and carries the real amount', async () => {
    expect(
      await protocol.verifyNotification(
        io,
        notify(fixture('notify-success.body.txt'), signatures.success),
      ),
    ).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'paid',
          billingNo: 'B202106170001',
          providerRef: '2021061710172839503',
          eventId: '2021061710172839503:SUCCESS:',
          amountMinor: 4990,
          currency: 'BRL',
        },
      ],
    });
  });

  it('maps a partial refund and a chargeback', async () => {
    expect(
      await protocol.verifyNotification(
        io,
        notify(fixture('notify-refunded.body.txt'), signatures.refunded),
      ),
    ).toEqual({
      ok: true,
      events: [
        {
          kind: 'refund',
          status: 'refunded',
          billingNo: 'B202106170001',
          providerRef: '2021061710172839503',
          eventId: '2021061710172839503:REFUNDED:3f1c0a9e7b5d2c41',
          refundRef: '3f1c0a9e7b5d2c41',
          amountMinor: 1990,
          currency: 'BRL',
        },
      ],
    });
    expect(
      await protocol.verifyNotification(
        io,
        notify(fixture('notify-chargeback.body.txt'), signatures.chargeback),
      ),
    ).toMatchObject({
      ok: true,
      events: [
        {
          kind: 'chargeback',
          status: 'reversed',
          eventId: '2021061710172839503:CHARGEBACK',
          amountMinor: 4990,
        },
      ],
    });
  });

  it('refuses unsigned, forged and amount-changed notifications', async () => {
    const body = fixture('notify-success.body.txt');
    expect(await protocol.verifyNotification(io, notify(body))).toEqual({
      ok: false,
      reason: 'unsigned',
    });
    expect(await protocol.verifyNotification(io, notify(body, signatures.refunded))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const cheaper = body.replace('"amount":"49.90"', '"amount":"0.01"');
    expect(cheaper).not.toBe(body);
    expect(await protocol.verifyNotification(io, notify(cheaper, signatures.success))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const wrongKey = ioFor(fakeTransport().transport, 'test', { webhookSecret: 'other' });
    expect(await protocol.verifyNotification(wrongKey, notify(body, signatures.success))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a genuine notification for another app', async () => {
    const other = ioFor(fakeTransport().transport, 'test', { appId: '999' });
    expect(
      await protocol.verifyNotification(
        other,
        notify(fixture('notify-success.body.txt'), signatures.success),
      ),
    ).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('answers "success" when accepted', () => {
    expect(protocol.answer('accepted')).toEqual({
      status: 200,
      contentType: 'text/plain',
      body: 'success',
    });
    expect(protocol.answer('retry').body).not.toBe('success');
    expect(protocol.answer('rejected').status).toBe(400);
  });
});

describe('Pagsmile query and refund', () => {
  it('queries by out_trade_no and reads status and amount', async () => {
    const { calls, transport } = fakeTransport(ok(fixture('query.response.json')));
    const queried = await protocol.queryPayment(ioFor(transport), { billingNo: 'B202106170001' });
    expect(calls[0]!.url).toBe(`${API}/trade/query`);
    expect(JSON.parse(calls[0]!.init.body!)).toEqual({
      app_id: credentials.appId,
      timestamp: '2021-06-17 10:17:27',
      out_trade_no: 'B202106170001',
    });
    expect(queried).toEqual({
      status: 'paid',
      providerRef: '2021061710172839503',
      amountMinor: 4990,
      currency: 'BRL',
    });
  });

  it("answers null for an unknown or another order's trade, throws on outage", async () => {
    const missing = fakeTransport(ok({ code: '40004', msg: 'Trade not exist' }));
    expect(await protocol.queryPayment(ioFor(missing.transport), { billingNo: 'B1' })).toBeNull();
    const other = fakeTransport(ok(fixture('query.response.json')));
    expect(await protocol.queryPayment(ioFor(other.transport), { billingNo: 'B1' })).toBeNull();
    const down = fakeTransport(new Error('ETIMEDOUT'));
    await expect(
      protocol.queryPayment(ioFor(down.transport), { billingNo: 'B1' }),
    ).rejects.toThrow();
  });

  it('requests a refund with a 16-character out_request_no from the refund key', async () => {
    const { calls, transport } = fakeTransport(ok({ code: '10000', msg: 'Success' }));
    const outcome = await protocol.refund(ioFor(transport), {
      billingNo: 'B202106170001',
      providerRef: '2021061710172839503',
      amountMinor: 1990,
      currency: 'BRL',
      refundKey: 'refund-B202106170001-1',
      orderAmountMinor: 4990,
    });
    const outRequestNo = outRequestNoFor('refund-B202106170001-1');
    expect(outRequestNo).toMatch(/^[0-9a-f]{16}$/);
    expect(calls[0]!.url).toBe(`${API}/trade/refund`);
    expect(JSON.parse(calls[0]!.init.body!)).toEqual({
      app_id: credentials.appId,
      timestamp: '2021-06-17 10:17:27',
      out_trade_no: 'B202106170001',
      trade_no: '2021061710172839503',
      out_request_no: outRequestNo,
      refund_currency: 'BRL',
      refund_amount: 19.9,
      refund_reason: 'Refund B202106170001',
    });
    expect(outcome).toEqual({ ok: true, refundRef: outRequestNo, pending: true });
  });

  it('keys a REFUNDED notification by the out_request_no refund() answered (issue 31 item 9)', async () => {
    const refunded = async (refundKey: string, amount: string) => {
      // A refund_no in the answer does not change the key: the notification does not carry it.
      const { transport } = fakeTransport(ok({ code: '10000', msg: 'Success', refund_no: 'R1' }));
      const outcome = await protocol.refund(ioFor(transport), {
        billingNo: 'B202106170001',
        providerRef: '2021061710172839503',
        amountMinor: Number(amount.replace('.', '')),
        currency: 'BRL',
        refundKey,
        orderAmountMinor: 4990,
      });
      const body = fixture('notify-refunded.body.txt')
        .replace('3f1c0a9e7b5d2c41', outRequestNoFor(refundKey))
        .replace('"19.90"', `"${amount}"`);
      const verified = await protocol.verifyNotification(
        ioFor(fakeTransport().transport),
        notify(body, pagsmileSignature(body, credentials.webhookSecret)),
      );
      return {
        answered: outcome.ok && outcome.refundRef,
        notified: verified.ok && verified.events,
      };
    };
    const first = await refunded('B202106170001-refund', '19.90');
    expect(first.notified).toMatchObject([{ kind: 'refund', amountMinor: 1990 }]);
    expect(first.notified && first.notified[0]!.refundRef).toBe(first.answered);
    const second = await refunded('B202106170001-refund-1990', '5.00');
    expect(second.notified).toMatchObject([{ amountMinor: 500, refundRef: second.answered }]);
    expect(second.answered).not.toBe(first.answered);
  });

  it('reports a refused refund', async () => {
    const { transport } = fakeTransport(ok({ code: '40010', msg: 'Refund amount exceeds' }));
    expect(
      await protocol.refund(ioFor(transport), {
        billingNo: 'B1',
        providerRef: 'T1',
        amountMinor: 100,
        currency: 'BRL',
        refundKey: 'r',
      }),
    ).toEqual({ ok: false, error: 'pagsmile 40010: Refund amount exceeds' });
  });
});
