import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@topup/contracts/console-dashboard';
import { buildRoutes } from '../../app/router.tsx';
import {
  analyst,
  byTestId,
  queryByTestId,
  fakeStaff,
  render,
  serverStub,
  settle,
  type,
  type Rendered,
} from '../../test/render.tsx';
import { getByRole } from '@topup/test-queries/by-role';

let page: Rendered | null = null;

/** The lazy page chunk takes a while to load the first time: wait for an element. */
async function until(testId: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!queryByTestId(`${testId}`) && Date.now() < end) await settle(2);
  return byTestId(testId);
}
afterEach(async () => {
  await page?.unmount();
  page = null;
});

// chart.js needs a real canvas; the page must work (tables, tiles) whatever the chart does.
const drawn: string[] = [];
vi.mock('./chart-setup.ts', () => ({
  Chart: class {
    constructor(canvas: HTMLCanvasElement) {
      drawn.push(canvas.dataset.testid ?? '');
    }
    destroy() {}
  },
}));

const money = (key: string, currency: string, revenue: number) => ({
  key,
  currency,
  orders: 3,
  paid: 2,
  revenue_minor: revenue,
  refunded_minor: 0,
});

const data: Dashboard = {
  range: { from: '2026-03-01', to: '2026-03-15', tz: 'UTC' },
  tenants: ['watt'],
  names: {
    brands: { watt: 'Watt Games Top-up Center' },
    methods: {
      '10201_paypal': { en: 'PayPal' },
      '10_card': { ja: 'クレジットカード', en: 'Credit card' },
      '31_konbini': { ja: 'コンビニ払い' },
    },
  },
  by_brand: [money('watt', 'JPY', 1200), money('watt', 'USD', 123456)],
  by_method: [
    money('10_card', 'USD', 123456),
    money('10201_paypal', 'USD', 500),
    money('31_konbini', 'JPY', 1200),
    money('99_gone', 'USD', 100),
  ],
  by_country: [money('US', 'USD', 123456), money('JP', 'JPY', 1200), money('', 'USD', 100)],
  by_day: [money('2026-03-02', 'USD', 100000), money('2026-03-03', 'USD', 23456)],
  funnel: [
    { step: 'viewPage', count: 200, conversion: null },
    { step: 'clickBuy', count: 50, conversion: 0.25 },
    { step: 'clickPay', count: 25, conversion: 0.5 },
    { step: 'paid', count: 15, conversion: 0.6 },
    { step: 'delivered', count: 15, conversion: 1 },
  ],
  latency: [
    { tenant: '*', delivered: 19, p50_ms: 1500, p95_ms: 42000, max_ms: 60000 },
    { tenant: 'watt', delivered: 19, p50_ms: 1500, p95_ms: 42000, max_ms: 60000 },
  ],
  failed: [
    {
      billing_no: 'B100',
      tenant: 'watt',
      status: 'paid',
      game_code: 'voltage-arena',
      role_id: '1001011',
      amount_minor: 499,
      currency: 'USD',
      paid_at: '2026-03-05T10:01:00.000Z',
      error: 'delivery failed after 8 attempts: 500',
      attempts: 8,
      dead_at: '2026-03-05T11:00:00.000Z',
      link: '/orders/B100',
    },
  ],
};

describe('dashboard page', () => {
  it('shows tiles, tables and CSV links for the chosen brand and range, per currency', async () => {
    const server = serverStub({ 'GET /api/console/dashboard': () => ({ data }) });
    page = await render(buildRoutes(), {
      url: '/dashboard',
      staff: fakeStaff(analyst, { brand: 'watt' }),
    });
    await until('dash-failed');
    const first = server.calls.find((c) => c.url.startsWith('/api/console/dashboard'))!;
    const asked = new URL(first.url, 'http://x').searchParams;
    expect(asked.get('tenant')).toBe('watt');
    expect(asked.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Two currencies stay two amounts.
    const revenue = byTestId('dash-kpi-revenue').textContent!;
    expect(revenue).toContain('1,234.56 USD');
    expect(revenue).toContain('1,200 JPY');
    expect(byTestId('dash-kpi-failed').textContent).toContain('1');
    expect(byTestId('dash-kpi-latency').textContent).toContain('1.5 s / 42.0 s');
    expect(byTestId('dash-funnel').textContent).toContain('25%');
    // Visits that paid, of all visits: 15 of 200, never orders over visits.
    expect(byTestId('dash-kpi-conversion').textContent).toContain('7.5%');
    expect(byTestId('dash-kpi-conversion').textContent).toContain('15 of 200 visits');
    expect(byTestId('dash-latency').textContent).toContain('42.0 s');
    const failed = byTestId('dash-failed');
    expect(getByRole('link', 'B100', failed).getAttribute('href')).toBe('/orders/B100');
    expect(failed.textContent).toContain('Watt Games Top-up Center');
    expect(failed.textContent).toContain('2026-03-05 10:01');

    // Names only, in the operator's language: never a brand's or method's id.
    const name = (table: string, key: string) =>
      byTestId<HTMLTableRowElement>(`dash-row-${table}-${key}`).cells[0]!;
    expect(name('by-method', '10201_paypal').textContent).toBe('PayPal');
    expect(name('by-method', '10201_paypal').tagName).toBe('TH');
    expect(name('by-method', '10_card').textContent).toBe('Credit card');
    // A name only in the brand's own script keeps it, marked with its language.
    const konbini = name('by-method', '31_konbini').firstElementChild!;
    expect(konbini.textContent).toBe('コンビニ払い');
    expect(konbini.getAttribute('lang')).toBe('ja');
    // A method whose row is gone: its key, once (there is nothing else to call it).
    expect(name('by-method', '99_gone').textContent).toBe('99_gone');
    expect(name('by-brand', 'watt').textContent).toBe('Watt Games Top-up Center');
    expect(name('by-country', 'JP').textContent).toBe('Japan');
    expect(name('by-country', 'US').textContent).toBe('United States');
    expect(name('by-country', '').textContent).toBe('No country (card or gift code)');
    // The currency in a column of its own, amounts in its units, right-aligned.
    const paypal = byTestId<HTMLTableRowElement>('dash-row-by-method-10201_paypal');
    expect([...paypal.cells].map((c) => c.textContent)).toEqual([
      'PayPal',
      'USD',
      '3',
      '2',
      '5.00',
      '0.00',
    ]);
    // Its header row: the currency a column of its own.
    expect(getByRole('region', 'Per day').textContent).toMatch(
      /^DayCurrencyOrdersPaidRevenueRefunded2026-03-02USD/,
    );

    const csv = byTestId<HTMLAnchorElement>('dash-csv-by-method');
    expect(csv.getAttribute('href')).toBe(
      `/api/console/dashboard/by-method.csv?tenant=watt&from=${asked.get('from')}&to=${asked.get('to')}&tz=UTC`,
    );
    expect(csv.hasAttribute('download')).toBe(true);
    for (let i = 0; i < 50 && drawn.length < 2; i++) await settle(2);
    expect(drawn).toEqual(expect.arrayContaining(['dash-chart-revenue', 'dash-chart-funnel']));

    // A new range asks again with it.
    type(byTestId<HTMLInputElement>('dash-from'), '2026-03-01');
    await settle(10);
    const last = new URL(server.calls.at(-1)!.url, 'http://x').searchParams;
    expect(last.get('from')).toBe('2026-03-01');
  });

  it('counts days in the zone the operator picks, says which beside the range, remembers it', async () => {
    localStorage.removeItem('topup-console-dashboard-tz');
    const server = serverStub({
      'GET /api/console/dashboard': (call) => {
        const tz = new URL(call.url, 'http://x').searchParams.get('tz') ?? 'UTC';
        return { data: { ...data, range: { ...data.range, tz } } };
      },
    });
    page = await render(buildRoutes(), { url: '/dashboard', staff: fakeStaff(analyst) });
    await until('dash-failed');
    expect(byTestId('dash-days').textContent).toBe('Days in UTC');
    const zone = byTestId<HTMLSelectElement>('dash-zone');
    const choices = [...zone.options].map((o) => o.value);
    expect(choices[0]).toBe('UTC');
    expect(choices).toEqual(expect.arrayContaining(['Asia/Tokyo', 'Europe/Berlin']));
    expect(new Set(choices).size).toBe(choices.length);
    // The browser's own zone is among them, said to be the browser's.
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(choices).toContain(browser);

    type(zone, 'Asia/Tokyo');
    for (let i = 0; i < 50 && !byTestId('dash-days').textContent!.includes('Tokyo'); i++)
      await settle(2);
    const asked = new URL(server.calls.at(-1)!.url, 'http://x').searchParams;
    expect(asked.get('tz')).toBe('Asia/Tokyo');
    expect(byTestId('dash-days').textContent).toBe('Days in Asia/Tokyo');
    // The default range (the last 30 days) follows the zone: it ends on today in Tokyo.
    const tokyoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
      new Date(),
    );
    expect(asked.get('to')).toBe(tokyoToday);
    // Times shown in the zone: 10:01 UTC is 19:01 in Tokyo.
    expect(byTestId('dash-failed').textContent).toContain('2026-03-05 19:01');
    expect(byTestId('dash-failed').textContent).toContain('Paid at (Asia/Tokyo)');
    expect(byTestId<HTMLAnchorElement>('dash-csv-by-day').getAttribute('href')).toContain(
      'tz=Asia%2FTokyo',
    );
    expect(localStorage.getItem('topup-console-dashboard-tz')).toBe('Asia/Tokyo');
    localStorage.removeItem('topup-console-dashboard-tz');
  });

  it('shows the server message when the dashboard cannot be loaded', async () => {
    serverStub({
      'GET /api/console/dashboard': () => ({
        code: -400,
        msg: 'range: at most 366 days',
        status: 400,
      }),
    });
    page = await render(buildRoutes(), { url: '/dashboard', staff: fakeStaff(analyst) });
    await until('dash-error');
    expect(byTestId('dash-error').textContent).toContain('range: at most 366 days');
  });
});
