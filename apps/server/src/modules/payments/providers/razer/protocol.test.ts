import { describe, expect, it } from 'vitest';
import {
  fixtureReader,
  okAnswer,
  scriptedTransport,
} from '../../provider-kit/scripted-transport.ts';
import type { HttpTransport } from '../../../../lib/http-transport.ts';
import type {
  IncomingNotification,
  ProtocolIo,
  ProtocolMode,
} from '../../provider-kit/protocol.ts';
import type { RazerCredentials } from './credentials.ts';
import { createRazerProtocol } from './protocol.ts';

const fixture = fixtureReader(import.meta.url);
const credentials: RazerCredentials = {
  merchantId: 'WattGames_Dev',
  verifyKey: 'f5bb0c8de146c67b44babbf4e6584cc0',
  secretKey: '5b0b8f2c1e0a4d3fa6e9c7d2b1a08f4e',
};
const protocol = createRazerProtocol({ emulatorBase: 'http://127.0.0.1:3000/' });
const ioFor = (
  transport: HttpTransport,
  mode: ProtocolMode = 'test',
  creds: RazerCredentials = credentials,
): ProtocolIo<RazerCredentials> => ({
  credentials: creds,
  endpoints: protocol.endpoints(mode),
  transport,
  now: () => new Date('2026-03-01T12:00:10Z'),
});
const post = (rawBody: string): IncomingNotification => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  query: '',
  rawBody,
});
const none = scriptedTransport();
const request = {
  billingNo: 'B20260301ABCD0001',
  amountMinor: 499,
  currency: 'USD',
  returnUrl: 'https://watt.example/',
  notifyUrl: 'https://watt.example/api/pay/notify/razer/watt',
  description: '60 Gems',
  accountId: '1000123',
  country: 'my',
};

describe('Razer endpoints', () => {
  it('uses Fiuu’s hosts live, the RMS sandbox in test and the emulator under the store', () => {
    expect(protocol.endpoints('live')).toEqual({
      api: 'https://api.fiuu.com',
      pageOrigins: ['https://pay.fiuu.com'],
    });
    expect(protocol.endpoints('test').pageOrigins).toEqual(['https://sandbox.merchant.razer.com']);
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'http://127.0.0.1:3000/emulator/razer',
      pageOrigins: ['http://127.0.0.1:3000'],
    });
  });
});

describe('Razer create payment', () => {
  it('links to the hosted page with the extended vcode, without calling anything', async () => {
    const created = await protocol.createPayment(ioFor(none.transport, 'live'), request);
    expect(none.calls).toHaveLength(0);
    if (!created.ok || created.kind !== 'redirect') throw new Error('expected a redirect');
    const url = new URL(created.url);
    expect(url.origin + url.pathname).toBe('https://pay.fiuu.com/RMS/pay/WattGames_Dev/');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      amount: '4.99',
      orderid: 'B20260301ABCD0001',
      currency: 'USD',
      country: 'MY',
      callbackurl: request.notifyUrl,
      returnurl: request.returnUrl,
    });
    // md5("4.99" + "WattGames_Dev" + orderid + verifyKey + "USD"), by openssl:
    // printf '%s' '4.99WattGames_DevB20260301ABCD0001f5bb0c8de146c67b44babbf4e6584cc0USD' | openssl dgst -md5
    expect(q.vcode).toBe('2d01b80bc476791e8bd46b664ac329c7');
    expect(created.providerRef).toBe('B20260301ABCD0001');
  });

  it('writes the store’s whole rupiah with two decimals and refuses an amount it cannot write', async () => {
    const idr = await protocol.createPayment(ioFor(none.transport), {
      ...request,
      amountMinor: 15000,
      currency: 'IDR',
    });
    if (!idr.ok || idr.kind !== 'redirect') throw new Error('expected a redirect');
    expect(new URL(idr.url).searchParams.get('amount')).toBe('15000.00');
    const kwd = await protocol.createPayment(ioFor(none.transport), {
      ...request,
      currency: 'KWD',
      amountMinor: 1234,
    });
    expect(kwd.ok).toBe(false);
  });

  it('puts the page beside the emulator’s API in emulator mode', async () => {
    const created = await protocol.createPayment(ioFor(none.transport, 'emulator'), request);
    if (!created.ok || created.kind !== 'redirect') throw new Error('expected a redirect');
    expect(created.url).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/emulator\/razer\/RMS\/pay\/WattGames_Dev\/\?amount=4\.99&/,
    );
  });
});

describe('Razer notifications', () => {
  it('accepts the callback signed as openssl signed it, as one paid event', async () => {
    const verified = await protocol.verifyNotification(
      ioFor(none.transport),
      post(fixture('callback-paid.txt')),
    );
    expect(verified).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'paid',
          billingNo: 'B20260301ABCD0001',
          providerRef: '30012345',
          eventId: '30012345:00',
          amountMinor: 499,
          currency: 'USD',
        },
      ],
    });
    expect(protocol.answer('accepted')).toEqual({
      status: 200,
      contentType: 'text/plain',
      body: 'CBTOKEN:MPSTATOK',
    });
    expect(protocol.answer('retry').status).toBe(503);
  });

  it('reads a failed payment in whole rupiah', async () => {
    const verified = await protocol.verifyNotification(
      ioFor(none.transport),
      post(fixture('callback-failed-idr.txt')),
    );
    if (!verified.ok) throw new Error(verified.reason);
    expect(verified.events[0]).toMatchObject({
      status: 'failed',
      amountMinor: 15000,
      currency: 'IDR',
      eventId: '30012346:11',
    });
  });

  it('refuses a tampered amount, status, order or date', async () => {
    const good = fixture('callback-paid.txt');
    for (const [from, to] of [
      ['amount=4.99', 'amount=0.99'],
      ['status=00', 'status=22'],
      ['orderid=B20260301ABCD0001', 'orderid=B20260301ABCD0009'],
      ['paydate=2026-03-01', 'paydate=2026-03-02'],
      ['currency=USD', 'currency=SGD'],
    ] as const) {
      const tampered = good.replace(from, to);
      expect(tampered).not.toBe(good);
      expect(await protocol.verifyNotification(ioFor(none.transport), post(tampered))).toEqual({
        ok: false,
        reason: 'bad-signature',
      });
    }
  });

  it('refuses another brand’s notification and a forged one', async () => {
    // The same post sent to a brand with other keys (another merchant account).
    const other = {
      merchantId: 'CoolGame_Dev',
      verifyKey: 'v'.repeat(32),
      secretKey: 's'.repeat(32),
    };
    expect(
      await protocol.verifyNotification(
        ioFor(none.transport, 'test', other),
        post(fixture('callback-paid.txt')),
      ),
    ).toEqual({ ok: false, reason: 'bad-signature' });
    // Signed with the right formula but a guessed key.
    expect(
      await protocol.verifyNotification(
        ioFor(none.transport, 'test', { ...credentials, secretKey: 'guess'.repeat(7) }),
        post(fixture('callback-paid.txt')),
      ),
    ).toEqual({ ok: false, reason: 'bad-signature' });
    const unsigned = fixture('callback-paid.txt').replace(/&skey=[0-9a-f]+/, '');
    expect(await protocol.verifyNotification(ioFor(none.transport), post(unsigned))).toEqual({
      ok: false,
      reason: 'unsigned',
    });
    expect(
      await protocol.verifyNotification(ioFor(none.transport), post('skey=abc&tranID=x')),
    ).toEqual({ ok: false, reason: 'malformed' });
  });

  it('keys a refund notification by Razer’s RefundID, the key the refund call recorded', async () => {
    const verified = await protocol.verifyNotification(
      ioFor(none.transport),
      post(fixture('refund-notification.txt')),
    );
    expect(verified).toEqual({
      ok: true,
      events: [
        {
          kind: 'partial-refund',
          status: 'refunded',
          billingNo: null,
          providerRef: '30012345',
          eventId: '770012',
          amountMinor: 499,
          currency: 'USD',
        },
      ],
    });
    const tampered = fixture('refund-notification.txt').replace('Amount=4.99', 'Amount=9.99');
    expect(await protocol.verifyNotification(ioFor(none.transport), post(tampered))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });
});

describe('Razer query and refund', () => {
  it('asks by order ID with the amount and trusts only an answer with its VrfKey', async () => {
    const { calls, transport } = scriptedTransport(okAnswer(fixture('query-captured.txt')));
    const found = await protocol.queryPayment(ioFor(transport, 'live'), {
      billingNo: 'B20260301ABCD0001',
      expected: { amountMinor: 499, currency: 'USD' },
    });
    expect(found).toEqual({
      status: 'paid',
      providerRef: '30012345',
      amountMinor: 499,
      currency: 'USD',
    });
    expect(calls[0]?.url).toBe('https://api.fiuu.com/RMS/query/q_by_oid.php');
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.init.body ?? ''))).toEqual({
      amount: '4.99',
      oID: 'B20260301ABCD0001',
      domain: 'WattGames_Dev',
      skey: 'c4413faca2276f37bf9a2b3cb71cbb54',
      type: '0',
    });

    const forged = scriptedTransport(
      okAnswer(fixture('query-captured.txt').replace('StatCode: 00', 'StatCode: 11')),
    );
    await expect(
      protocol.queryPayment(ioFor(forged.transport), {
        billingNo: 'B20260301ABCD0001',
        expected: { amountMinor: 499, currency: 'USD' },
      }),
    ).rejects.toThrow(/not signed/);
    // Without the amount there is nothing to ask; an answer naming no transaction decides nothing.
    expect(await protocol.queryPayment(ioFor(none.transport), { billingNo: 'B1' })).toBeNull();
    const unknown = scriptedTransport(okAnswer('Invalid oID or not found'));
    expect(
      await protocol.queryPayment(ioFor(unknown.transport), {
        billingNo: 'B1',
        expected: { amountMinor: 499, currency: 'USD' },
      }),
    ).toBeNull();
  });

  it('refunds through the refund API and answers Razer’s RefundID', async () => {
    const { calls, transport } = scriptedTransport(okAnswer(fixture('refund-answer.json')));
    const outcome = await protocol.refund(ioFor(transport, 'live'), {
      billingNo: 'B20260301ABCD0001',
      providerRef: '30012345',
      amountMinor: 499,
      currency: 'USD',
      refundKey: 'B20260301ABCD0001-refund',
    });
    expect(outcome).toEqual({ ok: true, refundRef: '770012', pending: false });
    expect(calls[0]?.url).toBe('https://api.fiuu.com/RMS/API/refundAPI/index.php');
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.init.body ?? ''))).toEqual({
      RefundType: 'P',
      MerchantID: 'WattGames_Dev',
      RefID: 'B20260301ABCD0001-refund-USD',
      TxnID: '30012345',
      Amount: '4.99',
      Signature: '54d0989e6655f96a745f30a90594034b',
    });
  });

  it('refuses a refund answer that is not signed, or an error', async () => {
    const other = fixture('refund-answer.json').replace(
      /"RefundID":\s*"770012"/,
      '"RefundID": "770013"',
    );
    expect(other).not.toBe(fixture('refund-answer.json'));
    const tampered = scriptedTransport(okAnswer(other));
    const base = {
      billingNo: 'B20260301ABCD0001',
      providerRef: '30012345',
      amountMinor: 499,
      currency: 'USD',
      refundKey: 'B20260301ABCD0001-refund',
    };
    expect((await protocol.refund(ioFor(tampered.transport), base)).ok).toBe(false);
    const refused = scriptedTransport(
      okAnswer('{"error_code":"PR004","error_desc":"Refund amount exceeds"}'),
    );
    expect(await protocol.refund(ioFor(refused.transport), base)).toEqual({
      ok: false,
      error: 'razer refund refused (PR004: Refund amount exceeds)',
    });
    expect(
      await protocol.refund(ioFor(none.transport), { ...base, providerRef: 'B20260301ABCD0001' }),
    ).toEqual({ ok: false, error: 'razer: the order has no Razer transaction id yet' });
  });
});
