import { currencies, type Currency } from '@topup/tenants/currencies';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardTables, type Dashboard } from '@topup/contracts/console-dashboard';
import { orders, outbox, paymentMethods } from '../../../db/tables/payments.ts';
import { trackingEvents } from '../../../db/tables/tracking.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { newOrderInput } from '../../orders/test-kit.ts';
import { createTestStaff } from '../test-kit.ts';

// The dashboard's numbers against independent SQL over the same rows (issue 16 "Done when"):
// orders of three brands, several methods, countries, currencies, statuses and days, demo orders
// and orders outside the range, visits tied to orders by their tracking session; each number is
// recomputed here with plain SQL. Runs on PostgreSQL too (DATABASE_URL), whose time zone rules the
// per-day table uses as PGlite's do.
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
    // Most orders name the storefront visit they were paid from (some a visit never tracked).
    const session = pick(4) === 0 ? null : `sess-${tenantId}-${pick(24)}`;
    rows.push({
      ...newOrderInput({ tenantId, methodKey, provider, country, currency, amountMinor }),
      meta: session ? { session_id: session, platform: 'web' } : { platform: 'web' },
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
  // Created at 23:30 UTC on the 5th: the 6th in Tokyo. The only KRW order, so its day is plain.
  rows.push({
    ...newOrderInput({ tenantId: 'watt', currency: 'KRW', country: 'KR', amountMinor: 5000 }),
    billingNo: 'DBTOKYO',
    status: 'delivered',
    createdAt: new Date('2026-03-05T23:30:00Z'),
    expiresAt: new Date('2026-03-06T00:00:00Z'),
    paidAt: new Date('2026-03-05T23:31:00Z'),
    deliveredAt: new Date('2026-03-05T23:31:05Z'),
  });
  await t.app.db.insert(orders).values(rows);
  // Method rows: a name per language, a brand's plain text, a sub-method under its method, and
  // 40_carrier with no row at all.
  const method = (tenantId: string, country: string, methodKey: string, name: string) => {
    const [payway, channel] = methodKey.split('_') as [string, string];
    return {
      tenantId,
      country,
      methodKey,
      paywayId: Number(payway),
      channelId: channel,
      familyId: 12101,
      name,
    };
  };
  await t.app.db.insert(paymentMethods).values([
    method('watt', 'US', '10_card', '{"en":"Credit card","ja":"クレジットカード"}'),
    method('dragon', 'JP', '10_card', 'Dragon card'),
    method('dragon', 'US', '20_wallet', 'PayPal'),
    method('joyage', 'JP', '31_store', '{"en":"Convenience store","ja":"コンビニ"}'),
    {
      ...method('joyage', 'JP', '30_bank', '{"en":"Bank transfer","ja":"銀行振込"}'),
      parentKey: '31_store',
    },
  ]);
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
    const tenantId = brands[pick(3)]!;
    events.push({
      tenantId,
      demo: pick(12) === 0,
      kind: 'dot',
      event: steps[pick(4)]!,
      eventId: `ev-${i}`,
      session: pick(6) === 0 ? null : `sess-${tenantId}-${pick(20)}`,
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
async function expectedRevenue(
  keyColumn: string,
  tenants: readonly string[],
  bounds = { from: start, until: endExclusive },
) {
  const rows = await rowsOf<Record<string, string | number>>(sql`
    select ${sql.raw(keyColumn)} as key, currency,
      count(*) as orders,
      sum(case when paid_at is not null then 1 else 0 end) as paid,
      sum(case when paid_at is not null then amount_minor - refunded_minor else 0 end) as revenue_minor,
      sum(case when paid_at is not null then refunded_minor else 0 end) as refunded_minor
    from orders
    where tenant_id in (${inList(tenants)}) and not demo
      and created_at >= ${bounds.from}::timestamptz and created_at < ${bounds.until}::timestamptz
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
    expect(d.range).toEqual({ ...range, tz: 'UTC' });
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

  it('equals SQL for the funnel of visits: each step among the visits of the step before', async () => {
    const d = (await dashboard(owner)).data;
    // Written apart from the server's query: 0/1 flags per visit multiplied along the funnel.
    const [sums] = await rowsOf<Record<string, string | number | null>>(sql`
      with v as (
        select tenant_id, coalesce(session, 'event:' || event_id) as visit,
          max(case when event = 'viewPage' then 1 else 0 end) as vp,
          max(case when event = 'clickBuy' then 1 else 0 end) as cb,
          max(case when event = 'clickPay' then 1 else 0 end) as cp
        from tracking_events
        where kind = 'dot' and not demo and tenant_id in (${inList(brands)})
          and received_at >= ${start}::timestamptz and received_at < ${endExclusive}::timestamptz
        group by 1, 2),
      o as (
        select tenant_id, meta->>'session_id' as visit,
          max(case when paid_at is not null then 1 else 0 end) as paid,
          max(case when paid_at is not null and delivered_at is not null then 1 else 0 end) as del
        from orders
        where purpose = 'goods' and not demo and tenant_id in (${inList(brands)})
          and created_at >= ${start}::timestamptz and created_at < ${endExclusive}::timestamptz
        group by 1, 2)
      select sum(vp) as a, sum(vp * cb) as b, sum(vp * cb * cp) as c,
        sum(vp * cb * cp * coalesce(o.paid, 0)) as d, sum(vp * cb * cp * coalesce(o.del, 0)) as e
      from v left join o on o.tenant_id = v.tenant_id and o.visit = v.visit`);
    const expected = ['a', 'b', 'c', 'd', 'e'].map((k) => Number(sums![k] ?? 0));
    expect(d.funnel.map((s) => s.step)).toEqual([
      'viewPage',
      'clickBuy',
      'clickPay',
      'paid',
      'delivered',
    ]);
    expect(d.funnel.map((s) => s.count)).toEqual(expected);
    // The data spans the cases: every step reached, visits lost on the way.
    expect(expected.every((n) => n > 0)).toBe(true);
    expect(expected[0]).toBeGreaterThan(expected[1]!);
    expect(expected[2]).toBeGreaterThan(expected[3]!);
    expect(d.funnel[0]!.conversion).toBeNull();
    for (let i = 1; i < expected.length; i++) {
      expect(d.funnel[i]!.conversion).toBeCloseTo(expected[i]! / expected[i - 1]!, 10);
      // Never "Paid 150%": a step is a subset of the one before.
      expect(d.funnel[i]!.conversion!).toBeLessThanOrEqual(1);
    }
    // Paid visits are fewer than paid goods orders: orders without a tracked visit are not in it.
    const [paidOrders] = await rowsOf<{ n: string | number }>(sql`
      select count(*) as n from orders
      where purpose = 'goods' and not demo and paid_at is not null
        and created_at >= ${start}::timestamptz and created_at < ${endExclusive}::timestamptz`);
    expect(expected[3]).toBeLessThan(Number(paidOrders!.n));
  });

  it('names brands and methods (per language, a sub-method after its method), ids aside', async () => {
    const d = (await dashboard(owner)).data;
    expect(d.names.brands).toEqual({
      watt: 'Watt Games Top-up Center',
      dragon: 'Dragon Saga Payment',
      joyage: 'JoyAge Top-up',
    });
    // The first brand in the brands' order with a row names the key (watt before dragon).
    expect(d.names.methods).toEqual({
      '10_card': { en: 'Credit card', ja: 'クレジットカード' },
      '20_wallet': { en: 'PayPal' },
      '30_bank': { en: 'Convenience store · Bank transfer', ja: 'コンビニ · 銀行振込' },
    });
    expect(d.by_method.map((r) => r.key)).toContain('40_carrier');
    // A brand's staff get their brand's names only.
    const dragon = (await dashboard(dragonSupport)).data;
    expect(dragon.names.brands).toEqual({ dragon: 'Dragon Saga Payment' });
    expect(dragon.names.methods['10_card']).toEqual({ en: 'Dragon card' });
    expect(dragon.names.methods['30_bank']).toBeUndefined();
  });

  it('counts whole days in the zone asked for: 23:30 UTC is the next day in Tokyo', async () => {
    const utc = (await dashboard(owner, { ...range, tenant: 'watt' })).data;
    expect(utc.range).toEqual({ ...range, tz: 'UTC' });
    expect(utc.by_day.filter((r) => r.currency === 'KRW').map((r) => r.key)).toEqual([
      '2026-03-05',
    ]);
    const res = await dashboard(owner, { ...range, tz: 'Asia/Tokyo' });
    expect(res).toMatchObject({ status: 200, code: 1 });
    const tokyo = res.data;
    expect(tokyo.range).toEqual({ ...range, tz: 'Asia/Tokyo' });
    expect(tokyo.by_day.filter((r) => r.currency === 'KRW').map((r) => r.key)).toEqual([
      '2026-03-06',
    ]);
    // Every figure over Tokyo's days, in SQL with the range's instants written out.
    const from = '2026-03-01T00:00:00+09:00';
    const until = '2026-03-16T00:00:00+09:00';
    const tokyoRevenue = (key: string) => expectedRevenue(key, brands, { from, until });
    expect(tokyo.by_day).toEqual(
      await tokyoRevenue(`to_char(created_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`),
    );
    expect(tokyo.by_brand).toEqual(await tokyoRevenue('tenant_id'));
    // The range moved by nine hours: some orders left it, others came in.
    expect(tokyo.by_brand).not.toEqual((await dashboard(owner)).data.by_brand);
    // The CSV of a day table is the same days.
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/console/dashboard/by-day.csv',
      headers: owner,
      query: { ...range, tz: 'Asia/Tokyo' },
    });
    expect(csv.body).toContain('2026-03-06,KRW,1,1,5000,0');
    // Default range: the 30 days up to today in the zone (now is 21:00 on the 20th in Tokyo).
    expect((await dashboard(owner, { tz: 'Asia/Tokyo' })).data.range).toEqual({
      from: '2026-02-19',
      to: '2026-03-20',
      tz: 'Asia/Tokyo',
    });
    expect((await dashboard(owner, { tz: 'asia/tokyo' })).data.range.tz).toBe('Asia/Tokyo');
  });

  it('refuses a zone it does not know with -400 and says which, never a 500', async () => {
    for (const tz of ['Mars/Olympus', '+09:00', 'UTC+9', '../../etc', 'x'.repeat(65)]) {
      const res = await dashboard(owner, { ...range, tz });
      expect(res.status, tz).toBe(400);
      expect(res.code).toBe(-400);
      expect(res.msg).toMatch(/tz/);
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/console/dashboard/by-day.csv',
      headers: owner,
      query: { tz: 'Mars/Olympus' },
    });
    expect(csv.statusCode).toBe(400);
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
      tz: 'UTC',
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
