import { describe, expect, it } from 'vitest';
import { scriptedTransport, okAnswer } from '../../provider-kit/scripted-transport.ts';
import type { ProtocolIo } from '../../provider-kit/protocol.ts';
import type { XsollaCredentials } from './credentials.ts';
import { XSOLLA_DAY_PAGE } from './day-list.ts';
import { createXsollaProtocol } from './protocol.ts';

const protocol = createXsollaProtocol({ emulatorBase: 'http://localhost:4010' });
const credentials: XsollaCredentials = {
  merchantId: '2340',
  projectId: '18404',
  apiKey: 'test-api-key',
  webhookSecret: 'xsolla-test-secret-key',
};
const window = { from: new Date('2026-03-06T00:00:00Z'), to: new Date('2026-03-07T00:00:00Z') };
const io = (transport: ProtocolIo<XsollaCredentials>['transport'], mode = 'test' as const) => ({
  credentials,
  endpoints: protocol.endpoints(mode),
  transport,
  now: () => new Date('2026-03-07T05:00:00Z'),
});

/** A Find transactions item in the documented shape (the reference's response sample). */
const found = (id: number, externalId: string | null, status: string, amount = 7.96) => ({
  payment_details: { payment: { amount, amount_from_ps: amount, currency: 'USD' } },
  purchase: { simple_checkout: { amount, currency: 'USD' } },
  transaction: {
    create_date: '2026-03-06',
    dry_run: 1,
    external_id: externalId,
    id,
    project: { id: 18404, name: 'Example' },
    status,
  },
});

describe('Xsolla day list (Find transactions by period)', () => {
  it('asks for the window, project and every type, offset by offset, until a short page', async () => {
    const full = Array.from({ length: XSOLLA_DAY_PAGE }, (_, i) =>
      found(1000 + i, `B${i}`, 'done'),
    );
    const { calls, transport } = scriptedTransport(
      okAnswer(full),
      okAnswer([
        found(2000, 'B-refunded', 'refunded'),
        found(2001, null, 'done', 4.99),
        found(2002, 'B-pending', 'processing'),
      ]),
    );
    const lines = await protocol.listTransactions!(io(transport), window);
    const urls = calls.map((c) => new URL(c.url));
    expect(urls[0]!.origin + urls[0]!.pathname).toBe(
      'https://api.xsolla.com/merchant/v2/merchants/2340/reports/transactions/search.json',
    );
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      datetime_from: '2026-03-06T00:00:00+00:00',
      datetime_to: '2026-03-06T23:59:59+00:00',
      project_id: '18404',
      type: 'all',
      offset: '0',
      limit: String(XSOLLA_DAY_PAGE),
      show_dry_run: 'true',
    });
    expect(urls[1]!.searchParams.get('offset')).toBe(String(XSOLLA_DAY_PAGE));
    // printf '%s' '2340:test-api-key' | base64
    expect(calls[0]!.init.headers).toMatchObject({
      authorization: 'Basic MjM0MDp0ZXN0LWFwaS1rZXk=',
    });
    expect(lines).toHaveLength(XSOLLA_DAY_PAGE + 2);
    expect(lines!.slice(-2)).toEqual([
      expect.objectContaining({
        kind: 'payment',
        status: 'refunded',
        billingNo: 'B-refunded',
        providerRef: '2000',
        amountMinor: 796,
        currency: 'USD',
      }),
      // A payment with no reference of ours is still a line: the comparison reports it.
      expect.objectContaining({ status: 'paid', billingNo: null, amountMinor: 499 }),
    ]);
  });

  it('is null when Xsolla refuses, answers something else or cannot be reached', async () => {
    for (const answer of [
      { status: 401, body: '{"http_status_code":401,"message":"Invalid credentials."}' },
      okAnswer({ not: 'a list' }),
      new Error('ECONNRESET'),
    ]) {
      const { transport } = scriptedTransport(answer);
      expect(await protocol.listTransactions!(io(transport), window)).toBeNull();
    }
  });
});
