import { currencies, type Currency } from '@topup/tenants/currencies';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardTables, type Dashboard } from '@topup/contracts/console-dashboard';
import { orders, outbox } from '../../../db/tables/payments.ts';
import { trackingEvents } from '../../../db/tables/tracking.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { newOrderInput } from '../../orders/test-kit.ts';
import { createTestStaff } from '../test-kit.ts';

// The dashboard's numbers against independent SQL over the same rows (issue 16 "Done when"):
// orders of three brands, several methods, countries, currencies, statuses and days, demo orders
// and orders outside the range; each number is recomputed here with plain SQL.
const now = new Date('2026-03-20T12:00:00.000Z');
const range = { from: '2026-03-01', to: '2026-03-15' };
const brands = ['watt', 'dragon', 'joyage'] as const;
const methods = [
  ['10_card', 'adyen'],
  ['20_wallet', 'paypal'],
  ['30_bank', 'ebanx'],
  ['40_carrier', 'codapay'],
] as const;
const countries = [
  ['US', 'USD'],
  ['JP', 'JPY'],
  ['TW', 'TWD'],
  ['DE', 'EUR'],
] as const;
const statuses = [
  'created',
  'pending',
  'paid',
  'delivered',
  'delivered',
  'failed',
  'expired',
  'refunded',
];

let t: TestApp;
type Headers = Record<string, string>;
let owner: Headers;
let wattAnalyst: Headers;
let dragonSupport: Headers;
let operator: Headers;

// A fixed sequence, so a failure is the same on every run.
function lcg(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((x / 2147483648) * n);
  };
}

async function seed() {
  const pick = lcg(42);
  const rows: (typeof orders.$inferInsert)[] = [];
  for (let i = 0; i < 160; i++) {
    const tenantId = brands[pick(3)]!;
    const [methodKey, provider] = methods[pick(4)]!;
    const [country, currency] = countries[pick(4)]!;
    const status = statuses[pick(statuses.length)]!;
    // Days 2026-02-27 .. 2026-03-17: some before and after the range.
    const createdAt = new Date(Date.UTC(2026, 1, 27 + pick(19), pick(24), pick(60)));
    const amountMinor = 100 + pick(5000);
    const paid = ['paid', 'delivered', 'refunded'].includes(status);
    const paidAt = paid ? new Date(createdAt.getTime() + 60_000 + pick(600_000)) : null;
    const deliveredAt =
      status === 'delivered' || (status === 'refunded' && pick(2) === 0)
        ? new Date(paidAt!.getTime() + 1_000 + pick(120_000))
        : null;
    const refundedMinor =
      status === 'refunded' ? amountMinor : status === 'delivered' && pick(5) === 0 ? 50 : 0;
    rows.push({
      ...newOrderInput({ tenantId, methodKey, provider, country, currency, amountMinor }),
      billingNo: `DB${String(i).padStart(4, '0')}`,
      demo: pick(10) === 0,
      purpose: pick(8) === 0 ? 'card' : 'goods',
      status,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 1_800_000),
      paidAt,
      deliveredAt,
      refundedMinor,
      deliveryError:
        status === 'paid' && pick(2) === 0 ? 'delivery failed after 8 attempts: 500' : null,
    });
  }
  // One with a player-chosen role id that a spreadsheet would run as a formula.
  rows.push({
    ...newOrderInput({ tenantId: 'watt', roleId: '=HYPERLINK("http://evil")' }),
    billingNo: 'DBFORMULA',
    status: 'paid',
    createdAt: new Date('2026-03-05T10:00:00Z'),
    expiresAt: new Date('2026-03-05T10:30:00Z'),
    paidAt: new Date('2026-03-05T10:01:00Z'),
    deliveryError: 'delivery failed after 8 attempts: "boom", game said -1',
  });
  await t.app.db.insert(orders).values(rows);
  // Dead outbox rows: one on a paid order without the error on it, one on a delivered order
  // (replayed since: no action needed).
  const paidNoError = rows.find((r) => r.status === 'paid' && !r.deliveryError)!;
  const delivered = rows.find((r) => r.status === 'delivered')!;
  for (const r of [paidNoError, delivered]) {
    await t.app.db.insert(outbox).values({
      tenantId: r.tenantId,
      kind: 'deliver',
      deliveryId: `deliver:${r.billingNo}`,
      payload: { tenantId: r.tenantId, billingNo: r.billingNo },
      attempts: 8,
      lastError: 'game answered 500',
      deadAt: new Date('2026-03-10T00:00:00Z'),
    });
  }

  const events: (typeof trackingEvents.$inferInsert)[] = [];
  const steps = ['viewPage', 'clickBuy', 'clickPay', 'selectPayway'];
  for (let i = 0; i < 400; i++) {
    events.push({
      tenantId: brands[pick(3)]!,
      demo: pick(12) === 0,
      kind: 'dot',
      event: steps[pick(4)]!,
      eventId: `ev-${i}`,
      session: pick(6) === 0 ? null : `sess-${pick(60)}`,
      receivedAt: new Date(Date.UTC(2026, 1, 27 + pick(19), pick(24))),
    });
  }
  await t.app.db.insert(trackingEvents).values(events);
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  await seed();
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: [...brands] })).headers;
  wattAnalyst = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['watt'] })).headers;
  dragonSupport = (await createTestStaff(t.app, { role: 'support', tenantIds: ['dragon'] }))
    .headers;
  operator = (await createTestStaff(t.app, { role: 'operator', tenantIds: ['joyage'] })).headers;
});
afterAll(() => t?.close());

async function dashboard(headers: Headers, query: Record<string, string> = range) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/console/dashboard',
    headers,
    query,
  });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string; data: Dashboard }>() };
}

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.app.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const start = `${range.from}T00:00:00Z`;
const endExclusive = '2026-03-16T00:00:00Z';
const inList = (tenants: readonly string[]) =>
  sql.join(
    tenants.map((x) => sql`${x}`),
    sql`, `,
  );

/** The revenue table recomputed: orders created in the range, not demo, grouped by key + currency. */
async function expectedRevenue(keyColumn: string, tenants: readonly string[]) {
  const rows = await rowsOf<Record<string, string | number>>(sql`
    select ${sql.raw(keyColumn)} as key, currency,
      count(*) as orders,
      sum(case when paid_at is not null then 1 else 0 end) as paid,
      sum(case when paid_at is not null then amount_minor - refunded_minor else 0 end) as revenue_minor,
      sum(case when paid_at is not null then refunded_minor else 0 end) as refunded_minor
    from orders
    where tenant_id in (${inList(tenants)}) and not demo
      and created_at >= ${start}::timestamptz and created_at < ${endExclusive}::timestamptz
    group by 1, 2 order by 1, 2`);
  return rows.map((r) => ({
    key: String(r.key),
    currency: String(r.currency),
    orders: Number(r.orders),
    paid: Number(r.paid),
    revenue_minor: Number(r.revenue_minor),
    refunded_minor: Number(r.refunded_minor),
  }));
}

describe('console dashboard', () => {
  it('equals SQL counts over the same data: revenue per brand, method, country and day', async () => {
    const res = await dashboard(owner);
    expect(res).toMatchObject({ status: 200, code: 1 });
    const d = res.data;
    expect(d.range).toEqual(range);
    expect(d.by_brand).toEqual(await expectedRevenue('tenant_id', brands));
    expect(d.by_method).toEqual(await expectedRevenue('method_key', brands));
    expect(d.by_country).toEqual(await expectedRevenue('country', brands));
    expect(d.by_day).toEqual(
      await expectedRevenue(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`, brands),
    );
    // Never two currencies in one number: each (key, currency) once.
    const keys = d.by_brand.map((r) => `${r.key}/${r.currency}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(d.by_brand.map((r) => r.currency)).size).toBeGreaterThan(1);
    // The data really spans the cases the numbers must handle.
    expect(d.by_day.length).toBeGreaterThan(10);
    expect(d.by_brand.reduce((n, r) => n + r.refunded_minor, 0)).toBeGreaterThan(0);
  });

  it('equals SQL counts for the funnel, with conversion per step', async () => {
    const d = (await dashboard(owner)).data;
    const visits = await rowsOf<{ event: string; n: string | number }>(sql`
      select event, count(distinct coalesce(session, 'event:' || event_id)) as n
      from tracking_events
      where kind = 'dot' and not demo and tenant_id in (${inList(brands)})
        and received_at >= ${start}::timestamptz and received_at < ${endExclusive}::timestamptz
      group by event`);
    const [done] = await rowsOf<{ paid: string | number; delivered: string | number }>(sql`
      select sum(case when paid_at is not null then 1 else 0 end) as paid,
             sum(case when delivered_at is not null then 1 else 0 end) as delivered
      from orders
      where purpose = 'goods' and not demo and tenant_id in (${inList(brands)})
        and created_at >= ${start}::timestamptz and created_at < ${endExclusive}::timestamptz`);
    const count = (e: string) => Number(visits.find((v) => v.event === e)?.n ?? 0);
    const expected = [
      count('viewPage'),
      count('clickBuy'),
      count('clickPay'),
      Number(done!.paid),
      Number(done!.delivered),
    ];
    expect(d.funnel.map((s) => s.step)).toEqual([
      'viewPage',
      'clickBuy',
      'clickPay',
      'paid',
      'delivered',
    ]);
    expect(d.funnel.map((s) => s.count)).toEqual(expected);
    expect(expected.every((n) => n > 0)).toBe(true);
    expect(d.funnel[0]!.conversion).toBeNull();
    for (let i = 1; i < expected.length; i++) {
      expect(d.funnel[i]!.conversion).toBeCloseTo(expected[i]! / expected[i - 1]!, 10);
    }
  });

  it('equals SQL for delivery latency p50/p95 (percentile_cont) per brand and overall', async () => {
    const d = (await dashboard(owner)).data;
    const rows = await rowsOf<Record<string, string | number>>(sql`
      select tenant_id as tenant, count(*) as delivered,
        percentile_cont(0.5) within group (order by extract(epoch from delivered_at - paid_at) * 1000) as p50,
        percentile_cont(0.95) within group (order by extract(epoch from delivered_at - paid_at) * 1000) as p95
      from orders
      where not demo and tenant_id in (${inList(brands)}) and paid_at is not null and delivered_at is not null
        and created_at >= ${start}::timestamptz and created_at < ${endExclusive}::timestamptz
      group by rollup(tenant_id) order by tenant_id nulls first`);
    expect(
      d.latency.map((r) => ({
        tenant: r.tenant,
        delivered: r.delivered,
        p50: r.p50_ms,
        p95: r.p95_ms,
      })),
    ).toEqual(
      rows.map((r) => ({
        tenant: r.tenant === null ? '*' : String(r.tenant),
        delivered: Number(r.delivered),
        p50: Math.round(Number(r.p50)),
        p95: Math.round(Number(r.p95)),
      })),
    );
    expect(d.latency[0]!.p95_ms!).toBeGreaterThanOrEqual(d.latency[0]!.p50_ms!);
  });

  it('lists the paid orders whose delivery gave up, with a link to each order', async () => {
    const d = (await dashboard(owner)).data;
    const expected = await rowsOf<{ billing_no: string }>(sql`
      select o.billing_no from orders o
      where o.status = 'paid' and (o.delivery_error is not null or exists (
        select 1 from outbox b where b.kind = 'deliver' and b.dead_at is not null
          and b.payload->>'billingNo' = o.billing_no))
      order by o.billing_no`);
    expect(d.failed.map((f) => f.billing_no).sort()).toEqual(expected.map((r) => r.billing_no));
    expect(d.failed.length).toBeGreaterThan(2);
    const dead = d.failed.find((f) => f.dead_at !== null)!;
    expect(dead).toMatchObject({ attempts: 8, error: 'game answered 500', status: 'paid' });
    expect(d.failed.find((f) => f.billing_no === 'DBFORMULA')).toMatchObject({
      link: '/orders/DBFORMULA',
      error: 'delivery failed after 8 attempts: "boom", game said -1',
    });
  });

  it("scopes every number to the member's brands: brand A staff never sees brand B", async () => {
    const watt = await dashboard(wattAnalyst);
    expect(watt.code).toBe(1);
    expect(watt.data.tenants).toEqual(['watt']);
    expect(watt.data.by_brand.every((r) => r.key === 'watt')).toBe(true);
    expect(watt.data.by_method).toEqual(await expectedRevenue('method_key', ['watt']));
    expect(watt.data.failed.every((f) => f.tenant === 'watt')).toBe(true);
    expect(watt.data.latency.slice(1).map((r) => r.tenant)).toEqual(['watt']);

    // Another brand by name: the same -404 as a brand that does not exist.
    for (const tenant of ['dragon', 'nobody']) {
      const res = await dashboard(wattAnalyst, { ...range, tenant });
      expect(res).toMatchObject({ status: 404, code: -404, data: null });
    }
    for (const table of dashboardTables) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/console/dashboard/${table}.csv`,
        headers: wattAnalyst,
        query: { tenant: 'dragon' },
      });
      expect(res.statusCode).toBe(404);
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/console/dashboard/${table}.csv`,
        headers: dragonSupport,
        query: range,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).not.toMatch(/\bwatt\b|joyage/);
    }

    const dragon = await dashboard(dragonSupport);
    expect(dragon.data.by_brand).toEqual(await expectedRevenue('tenant_id', ['dragon']));
    // An owner of all three narrows to one with ?tenant=.
    const one = await dashboard(owner, { ...range, tenant: 'joyage' });
    expect(one.data.by_brand).toEqual(await expectedRevenue('tenant_id', ['joyage']));
  });

  it('lets every role with dashboard:read in (analyst, operator, support) and refuses strangers', async () => {
    for (const headers of [wattAnalyst, operator, dragonSupport]) {
      expect((await dashboard(headers)).code).toBe(1);
    }
    const anonymous = await dashboard({ host: 'console.localhost' });
    expect(anonymous).toMatchObject({ status: 401, code: -600 });
    // The console API answers on the console host only.
    const brandHost = await dashboard({ ...owner, host: 'pay.watt-games.example' });
    expect(brandHost.status).toBe(404);
    // Nothing but GET: the dashboard changes nothing.
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/console/dashboard',
      headers: wattAnalyst,
    });
    expect(post.statusCode).toBe(404);
  });

  it('refuses bad ranges with -400', async () => {
    const cases: Record<string, string>[] = [
      { from: '2026-03-10', to: '2026-03-01' },
      { from: '2024-01-01', to: '2026-03-01' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: 'yesterday' },
    ];
    for (const query of cases) {
      const res = await dashboard(owner, query);
      expect(res.status).toBe(400);
      expect(res.code).toBe(-400);
    }
    // Default: the 30 days up to today.
    expect((await dashboard(owner, {})).data.range).toEqual({
      from: '2026-02-19',
      to: '2026-03-20',
    });
  });

  it('exports each table as CSV: quoted, formula cells defused, same numbers', async () => {
    const csv = async (table: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/console/dashboard/${table}.csv`,
        headers: owner,
        query: range,
      });
    const brand = await csv('by-brand');
    expect(brand.statusCode).toBe(200);
    expect(brand.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(brand.headers['content-disposition']).toBe(
      'attachment; filename="by-brand-2026-03-01-2026-03-15.csv"',
    );
    const lines = brand.body.trimEnd().split('\r\n');
    // Amounts in the currency's units beside its code (issue 31), not minor units.
    expect(lines[0]).toBe('key,currency,orders,paid,revenue,refunded');
    const d = (await dashboard(owner)).data;
    // Test-sized amounts: toFixed on the division is exact here, and independent of the code.
    const inUnits = (minor: number, currency: string) => {
      const digits = currencies[currency as Currency].decimals;
      return (minor / 10 ** digits).toFixed(digits);
    };
    expect(lines.slice(1)).toEqual(
      d.by_brand.map(
        (r) =>
          `${r.key},${r.currency},${r.orders},${r.paid},${inUnits(r.revenue_minor, r.currency)},${inUnits(r.refunded_minor, r.currency)}`,
      ),
    );
    expect(lines.slice(1).some((line) => /,\d+\.\d{2},/.test(line))).toBe(true);
    const failed = await csv('failed');
    expect(failed.body.split('\r\n')[0]).toContain(',amount,currency,');
    expect(failed.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(failed.body).toContain('"delivery failed after 8 attempts: ""boom"", game said -1"');
    for (const table of dashboardTables) expect((await csv(table)).statusCode).toBe(200);
  });
});
