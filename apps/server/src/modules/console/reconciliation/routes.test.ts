import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerComparisons } from '../../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createTestStaff } from '../test-kit.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';

// The console's reconciliation reports: the member's brands only, names for brands and providers,
// each difference with both sides' money (minor units and currency: the page shows units), and
// a day compared again on demand only for what the brand's provider can be compared with.

let t: TestApp;
type Headers = Record<string, string>;
let owner: Headers;
let wattSupport: Headers;
let analyst: Headers;

beforeAll(async () => {
  // The providers' calls reach their emulators in this app (Adyen's report download, below).
  t = await createTestApp({}, { paymentTransport: (app) => createInjectTransport(app) });
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt', 'dragon'] })).headers;
  wattSupport = (await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] })).headers;
  analyst = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['watt'] })).headers;
  const at = new Date('2026-05-02T05:00:00.000Z');
  await t.app.db.insert(providerComparisons).values([
    {
      tenantId: 'watt',
      provider: 'payermax',
      day: '2026-05-01',
      status: 'done',
      startedAt: at,
      finishedAt: at,
      listedCount: 3,
      oursCount: 2,
      differences: [
        {
          kind: 'amount',
          billingNo: 'TP-AMOUNT',
          oursMinor: 599,
          oursCurrency: 'USD',
          theirsMinor: 499,
          theirsCurrency: 'USD',
        },
        {
          kind: 'paid-there-only',
          billingNo: 'TP-EXTRA',
          providerRef: 'T123',
          amountMinor: 1000,
          currency: 'JPY',
          ourStatus: 'expired',
          settled: 'applied',
        },
        { kind: 'paid-here-only', billingNo: 'TP-MISSING', amountMinor: 250, currency: 'USD' },
        // As rows written before issue 33 kept it.
        { kind: 'amount', billingNo: 'TP-OLD', ours: '1000 KRW', theirs: '1100 KRW' },
      ],
    },
    {
      tenantId: 'watt',
      provider: 'paypal',
      day: '2026-04-30',
      status: 'done',
      startedAt: at,
      finishedAt: at,
      differences: [],
    },
    {
      tenantId: 'dragon',
      provider: 'ebanx',
      day: '2026-05-01',
      status: 'failed',
      startedAt: at,
      error: 'ebanx: transaction list unavailable',
    },
  ]);
});
afterAll(() => t?.close());

const list = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/console/reconciliation${query}`, headers });

describe('console reconciliation reports', () => {
  it("lists the member's brands' reports, newest day first, with names and both sides", async () => {
    const res = await list(wattSupport);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe(2);
    expect(data.items.map((r: { provider: string }) => r.provider)).toEqual(['payermax', 'paypal']);
    const [payermax] = data.items;
    expect(payermax).toMatchObject({
      tenant: 'watt',
      brand_name: expect.not.stringMatching(/^watt$/),
      provider_name: 'PayerMax',
      day: '2026-05-01',
      status: 'done',
      source: 'query',
      listed_count: 3,
      ours_count: 2,
    });
    expect(data.items[1]).toMatchObject({ provider_name: 'PayPal', source: 'list' });
    expect(payermax.differences).toEqual([
      {
        kind: 'amount',
        billing_no: 'TP-AMOUNT',
        ours: { amount_minor: 599, currency: 'USD' },
        theirs: { amount_minor: 499, currency: 'USD' },
        our_status: 'paid',
        their_status: 'paid',
        settled: null,
        amount_unknown: false,
      },
      {
        kind: 'paid-there-only',
        billing_no: 'TP-EXTRA',
        ours: null,
        theirs: { amount_minor: 1000, currency: 'JPY' },
        our_status: 'expired',
        their_status: 'paid',
        settled: 'applied',
        amount_unknown: false,
        provider_ref: 'T123',
      },
      {
        kind: 'paid-here-only',
        billing_no: 'TP-MISSING',
        ours: { amount_minor: 250, currency: 'USD' },
        theirs: null,
        our_status: 'paid',
        their_status: null,
        settled: null,
        amount_unknown: false,
      },
      expect.objectContaining({
        kind: 'amount',
        billing_no: 'TP-OLD',
        ours: { amount_minor: 1000, currency: 'KRW' },
        theirs: { amount_minor: 1100, currency: 'KRW' },
      }),
    ]);
  });

  it('filters by brand, day and differences; another brand is -404', async () => {
    const all = (await list(owner)).json().data;
    expect(all.total).toBe(3);
    const day = (await list(owner, '?day=2026-05-01')).json().data;
    expect(day.items.map((r: { tenant: string }) => r.tenant).sort()).toEqual(['dragon', 'watt']);
    const failed = day.items.find((r: { tenant: string }) => r.tenant === 'dragon');
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'ebanx: transaction list unavailable',
    });
    const withDifferences = (await list(owner, '?differences=true')).json().data;
    expect(withDifferences.items.map((r: { provider: string }) => r.provider)).toEqual([
      'payermax',
    ]);
    expect((await list(wattSupport, '?tenant=dragon')).json()).toMatchObject({ code: -404 });
    expect((await list(wattSupport, '?day=yesterday')).json()).toMatchObject({ code: -400 });
  });

  it('compares a day again only with orders:write, for a provider that can be compared', async () => {
    const compare = (headers: Headers, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/console/reconciliation/compare',
        headers,
        payload: body,
      });
    expect(
      (await compare(analyst, { tenant: 'watt', provider: 'payermax', day: '2026-05-01' })).json(),
    ).toMatchObject({ code: -403 });
    expect(
      (
        await compare(wattSupport, { tenant: 'dragon', provider: 'ebanx', day: '2026-05-01' })
      ).json(),
    ).toMatchObject({ code: -404 });
    // MyCard's TradeQuery cannot tell a captured trade, and MyCard publishes no list: refused.
    expect(
      (await compare(owner, { tenant: 'watt', provider: 'mycard', day: '2026-05-01' })).json(),
    ).toMatchObject({ code: -400 });
    // Adyen is compared by its report user's Payment accounting report of the day.
    expect(
      (await compare(owner, { tenant: 'watt', provider: 'adyen', day: '2026-05-01' })).json(),
    ).toMatchObject({ code: 1, data: { outcome: 'done', report: { source: 'list' } } });
    expect(
      (await compare(owner, { tenant: 'watt', provider: 'payermax', day: '2999-01-01' })).json(),
    ).toMatchObject({ code: -400 });
  });
});
