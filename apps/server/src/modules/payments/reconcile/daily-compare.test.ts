import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, providerComparisons } from '../../../db/tables/payments.ts';
import type { HttpTransport } from '../../../lib/http-transport.ts';
import { testClock } from '../../orders/test-kit.ts';
import type { BrandProtocols } from '../providers/brand-protocols.ts';
import { createPaypalProtocol } from '../providers/paypal/protocol.ts';
import { hostOf, payKit, tenantById } from '../test-kit.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createDailyComparer, dayToCompare } from './daily-compare.ts';

// Our books for a day against PayPal's Transaction Search for that day, as a brand in test mode
// would run it: PayPal's side is a stand-in answering the documented calls over a transport.

const clock = testClock('2026-11-25T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { now: clock.now, paymentTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t.close());
const kit = payKit(() => t);
const watt = tenantById('watt');

async function paidOrder(): Promise<{ billingNo: string; amountMinor: number; currency: string }> {
  const { body } = await kit.payloadFor(await kit.methodFor('pay/paypal_pay'));
  const res = await kit.post(hostOf(watt), '/api/pay/paypal_pay', body);
  expect(res.code).toBe(1);
  const billingNo = res.data.billing_no as string;
  await t.app.db
    .update(orders)
    .set({ status: 'paid', paidAt: clock.now() })
    .where(eq(orders.billingNo, billingNo));
  const [row] = await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo));
  return { billingNo, amountMinor: row!.amountMinor, currency: row!.currency };
}

const value = (minor: number) => (minor / 100).toFixed(2);

function paypalStandIn(lines: () => object[]) {
  const calls: string[] = [];
  let down = false;
  const transport: HttpTransport = async (url, init) => {
    calls.push(`${init.method} ${url}`);
    if (down) throw new Error('ECONNREFUSED');
    if (url.endsWith('/v1/oauth2/token')) {
      return {
        status: 200,
        body: JSON.stringify({
          access_token: 'A21AA-test',
          token_type: 'Bearer',
          expires_in: 32400,
        }),
      };
    }
    if (url.includes('/v1/reporting/transactions?')) {
      const query = new URL(url).searchParams;
      const from = Date.parse(query.get('start_date')!);
      const to = Date.parse(query.get('end_date')!);
      const inWindow = lines().filter((info) => {
        const at = Date.parse(
          (info as { transaction_initiation_date: string }).transaction_initiation_date.replace(
            '+0000',
            'Z',
          ),
        );
        return at >= from && at < to;
      });
      return {
        status: 200,
        body: JSON.stringify({
          transaction_details: inWindow.map((info) => ({ transaction_info: info })),
          page: 1,
          total_pages: 1,
        }),
      };
    }
    return { status: 404, body: '{}' };
  };
  return { transport, calls, setDown: (value: boolean) => (down = value) };
}

describe('daily comparison with the provider', () => {
  it('reports what differs once per day, and retries a day whose list was unavailable', async () => {
    const agreed = await paidOrder();
    const unpaidThere = await paidOrder();
    const lines = () => [
      {
        transaction_id: 'TX1',
        transaction_event_code: 'T0006',
        transaction_initiation_date: '2026-11-25T10:00:00+0000',
        transaction_amount: { currency_code: agreed.currency, value: value(agreed.amountMinor) },
        transaction_status: 'S',
        invoice_id: agreed.billingNo,
      },
      {
        transaction_id: 'TX2',
        transaction_event_code: 'T0006',
        transaction_initiation_date: '2026-11-25T11:00:00+0000',
        transaction_amount: { currency_code: 'USD', value: '9.99' },
        transaction_status: 'S',
        invoice_id: 'NOT-OURS-1',
      },
    ];
    const paypal = paypalStandIn(lines);
    const protocol = createPaypalProtocol({ emulatorBase: 'http://127.0.0.1:1' });
    const brands: BrandProtocols = {
      list: () => [{ tenantId: 'watt', provider: 'paypal', mode: 'test' }],
      get: (tenantId, provider) =>
        tenantId === 'watt' && provider === 'paypal'
          ? {
              protocol: protocol as never,
              mode: 'test',
              io: {
                credentials: { clientId: 'AZ-test', clientSecret: 'secret', webhookId: 'WH-1' },
                endpoints: protocol.endpoints('test'),
                transport: paypal.transport,
                now: clock.now,
              },
            }
          : null,
    };
    const log = { info() {}, warn() {}, error() {} } as never;
    const comparer = createDailyComparer({ db: t.app.db, brands, now: clock.now, log });

    // The day before is compared (nothing on either side); today is not over yet.
    expect(await comparer.runOnce()).toEqual({ compared: 1, differences: 0, failed: 0 });
    clock.advance(Date.parse('2026-11-26T05:00:00.000Z') - clock.now().getTime());
    expect(dayToCompare(clock.now()).day).toBe('2026-11-25');

    paypal.setDown(true);
    expect(await comparer.runOnce()).toMatchObject({ failed: 1 });
    // Not retried at once…
    paypal.setDown(false);
    expect(await comparer.runOnce()).toMatchObject({ compared: 0, failed: 0 });
    // …but half an hour later.
    clock.advance(31 * 60_000);
    expect(await comparer.runOnce()).toEqual({ compared: 1, differences: 2, failed: 0 });
    expect(paypal.calls.filter((c) => c.includes('/v1/reporting/transactions?'))[1]).toContain(
      'start_date=2026-11-25T00%3A00%3A00Z&end_date=2026-11-26T00%3A00%3A00Z',
    );
    const [row] = await t.app.db
      .select()
      .from(providerComparisons)
      .where(eq(providerComparisons.day, '2026-11-25'));
    expect(row).toMatchObject({
      tenantId: 'watt',
      provider: 'paypal',
      day: '2026-11-25',
      status: 'done',
      listedCount: 2,
      oursCount: 2,
    });
    expect(row!.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'paid-there-only', billingNo: 'NOT-OURS-1' }),
        expect.objectContaining({ kind: 'paid-here-only', billingNo: unpaidThere.billingNo }),
      ]),
    );
    // Done: the same day is never compared twice.
    clock.advance(60 * 60_000);
    expect(await comparer.runOnce()).toEqual({ compared: 0, differences: 0, failed: 0 });
  });
});
