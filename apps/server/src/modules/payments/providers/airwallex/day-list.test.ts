import { describe, expect, it } from 'vitest';
import { fixtureReader, scriptedTransport } from '../../provider-kit/scripted-transport.ts';
import type { AirwallexCredentials } from './credentials.ts';
import { AIRWALLEX_DAY_PAGE } from './day-list.ts';
import { createAirwallexProtocol } from './protocol.ts';

const fixture = fixtureReader(import.meta.url);
const credentials: AirwallexCredentials = {
  clientId: 'BIjjMYsYTPuRqnkEloSvvf',
  apiKey: 'test-only-api-key',
  webhookSecret: 'whsec_test_only_5f1c2e',
};
const window = { from: new Date('2026-03-07T00:00:00Z'), to: new Date('2026-03-08T00:00:00Z') };
const login = { status: 201, body: fixture('login.response.json') };
const page = (hasMore: boolean, items: object[]) => ({
  status: 200,
  body: JSON.stringify({ has_more: hasMore, items }),
});
/** A PaymentIntent as the list answers it (the webhook payload examples' shape). */
const intent = (id: string, order: string | null, status: string, amount = 16.66) => ({
  id,
  request_id: 'd6a92e2a-02e5-c37b-c977-13796ec7443a',
  merchant_order_id: order,
  amount,
  currency: 'USD',
  status,
  created_at: '2026-03-07T07:32:05+0000',
});

function setup(...answers: Parameters<typeof scriptedTransport>) {
  const fake = scriptedTransport(...answers);
  const protocol = createAirwallexProtocol({ emulatorBase: 'http://watt.localhost:3000' });
  const io = {
    credentials,
    endpoints: protocol.endpoints('test'),
    transport: fake.transport,
    now: () => new Date('2023-01-13T07:34:00Z'),
  };
  return { ...fake, protocol, io };
}

describe('Airwallex day list (payment intents by creation time)', () => {
  it('reads page after page while has_more, with the window both ends inclusive', async () => {
    const { calls, protocol, io } = setup(
      login,
      page(true, [intent('int_hkpd1', 'B1', 'SUCCEEDED')]),
      page(false, [
        intent('int_hkpd2', null, 'SUCCEEDED', 4.99),
        intent('int_hkpd3', 'B3', 'CANCELLED'),
        intent('int_hkpd4', 'B4', 'REQUIRES_PAYMENT_METHOD'),
      ]),
      page(false, []),
    );
    const lines = await protocol.listTransactions!(io, window);
    const listCalls = calls.slice(1).map((c) => new URL(c.url));
    expect(listCalls.map((u) => u.pathname)).toEqual([
      '/api/v1/pa/payment_intents',
      '/api/v1/pa/payment_intents',
      '/api/v1/pa/refunds',
    ]);
    expect(Object.fromEntries(listCalls[0]!.searchParams)).toEqual({
      from_created_at: '2026-03-07T00:00:00+0000',
      to_created_at: '2026-03-07T23:59:59+0000',
      page_num: '0',
      page_size: String(AIRWALLEX_DAY_PAGE),
    });
    expect(listCalls[1]!.searchParams.get('page_num')).toBe('1');
    expect(calls[1]!.init.headers).toMatchObject({
      Authorization: expect.stringMatching(/^Bearer /),
    });
    expect(lines!.map((l) => [l.status, l.billingNo, l.providerRef, l.amountMinor])).toEqual([
      ['paid', 'B1', 'int_hkpd1', 1666],
      // No merchant_order_id: still a line, so a payment without an order here is found.
      ['paid', null, 'int_hkpd2', 499],
      ['failed', 'B3', 'int_hkpd3', 1666],
    ]);
  });

  it('reads the refunds made that day, placing one made in the web app by its intent', async () => {
    const refund = (id: string, intentId: string, status: string, metadata?: object) => ({
      id,
      request_id: `req-${id}`,
      payment_intent_id: intentId,
      amount: 4.99,
      currency: 'USD',
      status,
      ...(metadata ? { metadata } : {}),
      created_at: '2026-03-07T09:00:00+0000',
    });
    const { calls, protocol, io, left } = setup(
      login,
      page(false, [intent('int_today', 'B1', 'SUCCEEDED')]),
      page(true, [
        // Ours: its billing number is in our metadata.
        refund('rfd_ours', 'int_older', 'SETTLED', { billing_no: 'B0' }),
        // Made in the web app for today's intent: placed by the day's list.
        refund('rfd_today', 'int_today', 'SETTLED'),
      ]),
      page(false, [
        // Made in the web app for an intent of another day: that intent is read.
        refund('rfd_older', 'int_older2', 'SETTLED'),
        refund('rfd_wait', 'int_today', 'RECEIVED'),
      ]),
      { status: 200, body: JSON.stringify(intent('int_older2', 'B9', 'SUCCEEDED')) },
    );
    const lines = await protocol.listTransactions!(io, window);
    expect(left()).toBe(0);
    const refundCall = new URL(calls[2]!.url);
    expect(refundCall.pathname).toBe('/api/v1/pa/refunds');
    expect(Object.fromEntries(refundCall.searchParams)).toEqual({
      from_created_at: '2026-03-07T00:00:00+0000',
      to_created_at: '2026-03-07T23:59:59+0000',
      page_num: '0',
      page_size: String(AIRWALLEX_DAY_PAGE),
    });
    expect(new URL(calls[4]!.url).pathname).toBe('/api/v1/pa/payment_intents/int_older2');
    expect(
      lines!.map((l) => [l.kind, l.status, l.billingNo, l.providerRef, l.amountMinor]),
    ).toEqual([
      ['payment', 'paid', 'B1', 'int_today', 1666],
      ['refund', 'refunded', 'B0', 'rfd_ours', 499],
      ['refund', 'refunded', 'B1', 'rfd_today', 499],
      ['refund', 'refunded', 'B9', 'rfd_older', 499],
      ['refund', 'pending', 'B1', 'rfd_wait', 499],
    ]);
  });

  it('is null when the refunds list or an intent it names cannot be read', async () => {
    const refusedList = setup(login, page(false, []), { status: 500, body: '{}' });
    expect(await refusedList.protocol.listTransactions!(refusedList.io, window)).toBeNull();
    const lostIntent = setup(
      login,
      page(false, []),
      page(false, [
        { id: 'rfd_1', payment_intent_id: 'int_x', amount: 1, currency: 'USD', status: 'SETTLED' },
      ]),
      { status: 404, body: '{"code":"resource_not_found"}' },
    );
    expect(await lostIntent.protocol.listTransactions!(lostIntent.io, window)).toBeNull();
  });

  it('is null when a page is refused or Airwallex cannot be reached', async () => {
    const refused = setup(login, { status: 400, body: '{"code":"validation_error"}' });
    expect(await refused.protocol.listTransactions!(refused.io, window)).toBeNull();
    const down = setup(login, new Error('ECONNRESET'));
    expect(await down.protocol.listTransactions!(down.io, window)).toBeNull();
  });
});
