import { describe, expect, it } from 'vitest';
import { fixtureReader } from '../../provider-kit/scripted-transport.ts';
import type { HttpTransport, TransportRequest } from '../../../../lib/http-transport.ts';
import type {
  IncomingNotification,
  ProtocolIo,
  ProtocolMode,
} from '../../provider-kit/protocol.ts';
import type { EbanxCredentials } from './credentials.ts';
import { createEbanxProtocol, merchantRefundCode } from './protocol.ts';

const fixture = fixtureReader(import.meta.url);
const credentials: EbanxCredentials = { integrationKey: 'test_ik_DxxceuiTqYZAB4vB8UIhQQ' };
const confirmedHash = '54737a76ffc1e5a520b0ed9062213a810ef41dae990184c7';

type Call = { url: string; init: TransportRequest };

/**
 * A fake EBANX: records each request and answers /ws/query from its own table of payments, the
 * way EBANX answers for one integration key; other operations get the queued bodies.
 */
function fakeEbanx(
  options: {
    payments?: Record<string, string>;
    answers?: ({ status: number; body: string } | Error)[];
    down?: boolean;
  } = {},
) {
  const calls: Call[] = [];
  const answers = [...(options.answers ?? [])];
  const transport: HttpTransport = async (url, init) => {
    calls.push({ url, init });
    if (options.down) throw new Error('ETIMEDOUT');
    const body = JSON.parse(init.body ?? '{}') as Record<string, string>;
    if (url.endsWith('/query') && options.payments) {
      if (body.integration_key !== credentials.integrationKey)
        return { status: 200, body: fixture('error.response.json') };
      const key = body.hash ?? body.merchant_payment_code ?? '';
      const known = options.payments[key];
      return {
        status: 200,
        body:
          known ??
          '{"status":"ERROR","status_code":"BP-QUERY-3","status_message":"Payment not found"}',
      };
    }
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call to ${url}`);
    if (next instanceof Error) throw next;
    return next;
  };
  return { calls, transport };
}

const protocol = createEbanxProtocol({ emulatorBase: 'http://watt.localhost:3000/' });
const ioFor = (
  transport: HttpTransport,
  mode: ProtocolMode = 'test',
): ProtocolIo<EbanxCredentials> => ({
  credentials,
  endpoints: protocol.endpoints(mode),
  transport,
  now: () => new Date('2025-05-14T08:30:27.174Z'),
});

const notify = (rawBody: string): IncomingNotification => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  query: '',
  rawBody,
});

const confirmed = fixture('query-confirmed.response.json');
const withStatus = (status: string) => confirmed.replace('"status": "CO"', `"status": "${status}"`);

describe('EBANX endpoints and credentials', () => {
  it('uses the documented hosts and the emulator under the store origin', () => {
    expect(protocol.endpoints('test')).toEqual({
      api: 'https://sandbox.ebanx.com/ws',
      pageOrigins: ['https://sandbox.ebanx.com'],
    });
    expect(protocol.endpoints('live').api).toBe('https://api.ebanx.com/ws');
    expect(protocol.endpoints('emulator')).toEqual({
      api: 'http://watt.localhost:3000/emulator/ebanx',
      pageOrigins: ['http://watt.localhost:3000'],
    });
  });

  it('takes exactly an integration key', () => {
    expect(protocol.credentials.safeParse(credentials).success).toBe(true);
    expect(protocol.credentials.safeParse({ integrationKey: '' }).success).toBe(false);
    expect(protocol.credentials.safeParse({}).success).toBe(false);
  });
});

describe('EBANX createPayment (Payment Page, /ws/request)', () => {
  const request = {
    billingNo: '10',
    amountMinor: 100000,
    currency: 'USD',
    returnUrl: 'https://watt.example/pay/result?billing_no=10',
    notifyUrl: 'https://watt.example/api/pay/notify/ebanx/watt',
    description: '60 Diamonds',
    accountId: '100000002',
    country: 'BR',
    payer: { name: 'Leandro', email: 'leandro@platan.us' },
  };

  it('posts the Payment Page request and returns the EBANX page', async () => {
    const { calls, transport } = fakeEbanx({
      answers: [{ status: 200, body: fixture('request.response.json') }],
    });
    const created = await protocol.createPayment(ioFor(transport), request);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://sandbox.ebanx.com/ws/request');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(calls[0]!.init.body).toBe(
      '{"integration_key":"test_ik_DxxceuiTqYZAB4vB8UIhQQ","name":"Leandro","email":"leandro@platan.us",' +
        '"country":"br","payment_type_code":"_all","merchant_payment_code":"10","currency_code":"USD",' +
        '"amount":1000,"redirect_url":"https://watt.example/pay/result?billing_no=10",' +
        '"notification_url":"https://watt.example/api/pay/notify/ebanx/watt"}',
    );
    expect(created).toEqual({
      ok: true,
      kind: 'redirect',
      url: 'https://sandbox.ebanx.com/checkout/?hash=5ae776cb6965f0d2fc1c3d549bf0df547e6ff783513f1daf',
      providerRef: '5ae776cb6965f0d2fc1c3d549bf0df547e6ff783513f1daf',
    });
  });

  it('passes a fixed method, the document and the phone, and cents as decimals', async () => {
    const { calls, transport } = fakeEbanx({
      answers: [{ status: 200, body: fixture('request.response.json') }],
    });
    await protocol.createPayment(ioFor(transport), {
      ...request,
      amountMinor: 10050,
      currency: 'BRL',
      methodCode: 'pix',
      payer: { ...request.payer, taxId: '853.513.468-93', phone: '+5541999999999' },
    });
    const body = JSON.parse(calls[0]!.init.body!);
    expect(body).toMatchObject({
      amount: 100.5,
      currency_code: 'BRL',
      payment_type_code: 'pix',
      document: '853.513.468-93',
      phone_number: '+5541999999999',
    });
  });

  it('needs name, email and country before calling EBANX', async () => {
    const { calls, transport } = fakeEbanx();
    expect(
      await protocol.createPayment(ioFor(transport), { ...request, payer: { name: 'Leandro' } }),
    ).toMatchObject({ ok: false, retryable: false });
    expect(
      await protocol.createPayment(ioFor(transport), { ...request, country: undefined }),
    ).toMatchObject({ ok: false });
    expect(calls).toHaveLength(0);
  });

  it('reports EBANX errors as final, outages as retryable, foreign pages as refused', async () => {
    const refused = fakeEbanx({ answers: [{ status: 200, body: fixture('error.response.json') }] });
    expect(await protocol.createPayment(ioFor(refused.transport), request)).toEqual({
      ok: false,
      error: 'EBANX BP-R-5: error message',
      retryable: false,
    });
    const offline = fakeEbanx({ down: true });
    expect(await protocol.createPayment(ioFor(offline.transport), request)).toMatchObject({
      ok: false,
      retryable: true,
    });
    const live = fakeEbanx({ answers: [{ status: 200, body: fixture('request.response.json') }] });
    // A sandbox page is not where a live payment may send the player.
    expect(await protocol.createPayment(ioFor(live.transport, 'live'), request)).toMatchObject({
      ok: false,
      retryable: false,
    });
  });
});

describe('EBANX notifications (notify, then query)', () => {
  it("queries the documented notification's hash and reports what EBANX answers", async () => {
    const { calls, transport } = fakeEbanx({ payments: { [confirmedHash]: confirmed } });
    const verified = await protocol.verifyNotification(
      ioFor(transport),
      notify(
        `operation=payment_status_change&notification_type=update&hash_codes=${confirmedHash}`,
      ),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://sandbox.ebanx.com/ws/query');
    expect(JSON.parse(calls[0]!.init.body!)).toEqual({
      integration_key: credentials.integrationKey,
      hash: confirmedHash,
    });
    expect(verified).toEqual({
      ok: true,
      events: [
        {
          kind: 'payment',
          status: 'paid',
          billingNo: '1416854121',
          providerRef: confirmedHash,
          eventId: `update:${confirmedHash}:CO`,
          amountMinor: 15000,
          currency: 'USD',
        },
      ],
    });
  });

  it("normalises a batch of hashes, one event each, by each payment's queried status", async () => {
    const cancelledHash = 'cc6d7065bd3842c9fd56f993dba4d900b428d9373878aff8';
    const cancelled = withStatus('CA')
      .replaceAll(confirmedHash, cancelledHash)
      .replace('1416854121', '1416854122');
    const { transport } = fakeEbanx({
      payments: { [confirmedHash]: confirmed, [cancelledHash]: cancelled },
    });
    const verified = await protocol.verifyNotification(
      ioFor(transport),
      notify(
        `operation=payment_status_change&notification_type=update&hash_codes=${confirmedHash},${cancelledHash}`,
      ),
    );
    expect(verified.ok && verified.events.map((event) => [event.billingNo, event.status])).toEqual([
      ['1416854121', 'paid'],
      ['1416854122', 'failed'],
    ]);
  });

  it('keeps pending and open payments pending', async () => {
    for (const status of ['PE', 'OP']) {
      const { transport } = fakeEbanx({ payments: { [confirmedHash]: withStatus(status) } });
      const verified = await protocol.verifyNotification(
        ioFor(transport),
        notify(
          `operation=payment_status_change&notification_type=update&hash_codes=${confirmedHash}`,
        ),
      );
      expect(verified).toMatchObject({ ok: true, events: [{ status: 'pending' }] });
    }
  });

  it('changes nothing for a forged notification: EBANX knows no such payment', async () => {
    const { transport } = fakeEbanx({ payments: { [confirmedHash]: confirmed } });
    const verified = await protocol.verifyNotification(
      ioFor(transport),
      notify(
        'operation=payment_status_change&notification_type=update&hash_codes=ffffffffffffffffffffffffffffffffffffffffffffffff',
      ),
    );
    expect(verified).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('reports the queried state, not the claim: a forged "update" of a pending payment stays pending', async () => {
    const { transport } = fakeEbanx({ payments: { [confirmedHash]: withStatus('PE') } });
    const verified = await protocol.verifyNotification(
      ioFor(transport),
      notify(
        `operation=payment_status_change&notification_type=update&hash_codes=${confirmedHash}&status=CO&amount=1`,
      ),
    );
    expect(verified).toMatchObject({
      ok: true,
      events: [{ status: 'pending', amountMinor: 15000 }],
    });
  });

  it("asks with this brand's key only: another account's payment is unknown", async () => {
    const { transport } = fakeEbanx({ payments: { [confirmedHash]: confirmed } });
    const other = { ...ioFor(transport), credentials: { integrationKey: 'test_ik_other' } };
    const verified = await protocol.verifyNotification(
      other,
      notify(
        `operation=payment_status_change&notification_type=update&hash_codes=${confirmedHash}`,
      ),
    );
    expect(verified).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('reads refunds and chargebacks from the queried payment', async () => {
    const refundedOnce = confirmed.replace('"status": "RE"', '"status": "CO"');
    const refunded = fakeEbanx({ payments: { [confirmedHash]: refundedOnce } });
    expect(
      await protocol.verifyNotification(
        ioFor(refunded.transport),
        notify(
          `operation=payment_status_change&notification_type=refund&hash_codes=${confirmedHash}`,
        ),
      ),
    ).toMatchObject({
      ok: true,
      events: [
        {
          kind: 'partial-refund',
          status: 'refunded',
          amountMinor: 10000,
          eventId: `refund:${confirmedHash}:9283=CO`,
          // The refund's own id, the one /ws/refund answered for it (issue 31 item 9; the refund
          // test below: refundRef '9283'), so a console refund and this event count once.
          refundRef: '9283',
        },
      ],
    });
    // A second partial refund: each confirmed refund is an event with its own amount, so the one
    // already counted stays a duplicate and the new one adds only itself.
    const refundedTwice = JSON.stringify({
      ...(JSON.parse(refundedOnce) as { payment: Record<string, unknown> }),
      payment: {
        ...(JSON.parse(refundedOnce) as { payment: { refunds: unknown[] } }).payment,
        refunds: [
          ...(JSON.parse(refundedOnce) as { payment: { refunds: unknown[] } }).payment.refunds,
          { id: '9284', merchant_refund_code: 'R2', status: 'CO', amount_ext: '50.00' },
        ],
      },
    });
    const twice = fakeEbanx({ payments: { [confirmedHash]: refundedTwice } });
    expect(
      await protocol.verifyNotification(
        ioFor(twice.transport),
        notify(
          `operation=payment_status_change&notification_type=refund&hash_codes=${confirmedHash}`,
        ),
      ),
    ).toMatchObject({
      ok: true,
      events: [
        { kind: 'partial-refund', amountMinor: 10000, refundRef: '9283' },
        { kind: 'partial-refund', amountMinor: 5000, refundRef: '9284' },
      ],
    });
    const requested = fakeEbanx({ payments: { [confirmedHash]: confirmed } });
    expect(
      await protocol.verifyNotification(
        ioFor(requested.transport),
        notify(
          `operation=payment_status_change&notification_type=refund&hash_codes=${confirmedHash}`,
        ),
      ),
    ).toMatchObject({ ok: true, events: [{ kind: 'refund', status: 'pending', amountMinor: 0 }] });
    const chargeback = fakeEbanx({ payments: { [confirmedHash]: confirmed } });
    expect(
      await protocol.verifyNotification(
        ioFor(chargeback.transport),
        notify(
          `operation=payment_status_change&notification_type=chargeback&hash_codes=${confirmedHash}`,
        ),
      ),
    ).toMatchObject({
      ok: true,
      events: [{ kind: 'chargeback', status: 'reversed', amountMinor: 15000 }],
    });
  });

  it('refuses malformed notifications without asking EBANX', async () => {
    const { calls, transport } = fakeEbanx({ payments: {} });
    for (const body of [
      '',
      'operation=other&notification_type=update&hash_codes=abc',
      'operation=payment_status_change&notification_type=update',
      'operation=payment_status_change&notification_type=update&hash_codes=,,',
      'operation=payment_status_change&notification_type=update&hash_codes=../../etc',
      `operation=payment_status_change&notification_type=update&hash_codes=${Array.from({ length: 51 }, (_, i) => `h${i}`).join(',')}`,
    ]) {
      expect(await protocol.verifyNotification(ioFor(transport), notify(body))).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    expect(calls).toHaveLength(0);
  });

  it('is unverifiable, and never throws, when EBANX cannot be asked', async () => {
    const { transport } = fakeEbanx({ down: true });
    await expect(
      protocol.verifyNotification(
        ioFor(transport),
        notify(
          `operation=payment_status_change&notification_type=update&hash_codes=${confirmedHash}`,
        ),
      ),
    ).resolves.toEqual({ ok: false, reason: 'unverifiable' });
  });

  it('answers HTTP 200 when accepted, and asks for a resend only on retry', () => {
    expect(protocol.answer('accepted')).toEqual({
      status: 200,
      contentType: 'text/plain',
      body: 'OK',
    });
    expect(protocol.answer('retry').status).toBeGreaterThanOrEqual(500);
    expect(protocol.answer('rejected').status).toBe(400);
  });
});

describe('EBANX queryPayment and refund', () => {
  it('queries by merchant_payment_code', async () => {
    const { calls, transport } = fakeEbanx({ payments: { '1416854121': confirmed } });
    const queried = await protocol.queryPayment(ioFor(transport), { billingNo: '1416854121' });
    expect(JSON.parse(calls[0]!.init.body!)).toEqual({
      integration_key: credentials.integrationKey,
      merchant_payment_code: '1416854121',
    });
    expect(queried).toEqual({
      status: 'paid',
      providerRef: confirmedHash,
      amountMinor: 15000,
      currency: 'USD',
    });
    expect(await protocol.queryPayment(ioFor(transport), { billingNo: 'unknown' })).toBeNull();
  });

  it('requests a refund by hash with the merchant refund code', async () => {
    const answer = {
      status: 'SUCCESS',
      refund: { id: '9283', merchant_refund_code: 'R-10-1', status: 'RE', amount_ext: '100.00' },
      payment: JSON.parse(confirmed).payment,
    };
    const { calls, transport } = fakeEbanx({
      answers: [{ status: 200, body: JSON.stringify(answer) }],
    });
    const outcome = await protocol.refund(ioFor(transport), {
      billingNo: '1416854121',
      providerRef: confirmedHash,
      amountMinor: 10000,
      currency: 'USD',
      refundKey: 'R-10-1',
    });
    expect(calls[0]!.url).toBe('https://sandbox.ebanx.com/ws/refund');
    expect(JSON.parse(calls[0]!.init.body!)).toEqual({
      integration_key: credentials.integrationKey,
      operation: 'request',
      hash: confirmedHash,
      amount: 100,
      description: 'Refund 1416854121',
      merchant_refund_code: 'R-10-1',
    });
    expect(outcome).toEqual({ ok: true, refundRef: '9283', pending: true });
  });

  it('keeps long refund keys within 20 characters, stably', () => {
    const long = 'refund-2025-05-14-B20250514000001-1';
    expect(merchantRefundCode(long)).toHaveLength(20);
    expect(merchantRefundCode(long)).toBe(merchantRefundCode(long));
    expect(merchantRefundCode(long)).not.toBe(merchantRefundCode(`${long}x`));
    expect(merchantRefundCode('R-1')).toBe('R-1');
  });

  it('reports EBANX refusing the refund', async () => {
    const { transport } = fakeEbanx({
      answers: [{ status: 200, body: fixture('error.response.json') }],
    });
    expect(
      await protocol.refund(ioFor(transport), {
        billingNo: 'B',
        providerRef: 'h',
        amountMinor: 1,
        currency: 'USD',
        refundKey: 'k',
      }),
    ).toEqual({ ok: false, error: 'EBANX BP-R-5: error message' });
  });
});
