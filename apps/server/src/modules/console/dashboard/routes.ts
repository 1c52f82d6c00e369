import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dashboardQuerySchema,
  dashboardSchema,
  dashboardTables,
  type Dashboard,
  type DashboardQuery,
  type DashboardTable,
} from '@topup/contracts/console-dashboard';
import type { Db } from '../../../db/client.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import { brandsOf, consoleRoute, staffOf } from '../guard.ts';
import { toCsv } from './csv.ts';
import { formatMinor } from '../../catalog/money.ts';
import { methodNamesByKey } from '../../payments/methods/method-names.ts';
import type { Currency } from '@topup/tenants/currencies';
import type { Tenant } from '@topup/tenants/tenant-schema';
import {
  failedDeliveries,
  funnel,
  latency,
  revenueByBrand,
  revenueByCountry,
  revenueByDay,
  revenueByMethod,
  type Scope,
} from './queries.ts';
import { dayRange } from './range.ts';
import { zoneRefused } from './zone-refused.ts';

const tags = ['console'];
// CSV amounts are exact decimal strings in the currency's units ("9.99", "6000") beside a currency
// column, for spreadsheets and people; the JSON dashboard keeps minor units (issue 31).
const revenueColumns = ['key', 'currency', 'orders', 'paid', 'revenue', 'refunded'];
type Row = Record<string, unknown>;
const units = (row: Row, field: string) =>
  formatMinor(Number(row[field]), String(row.currency) as Currency);
const revenueCsv = (row: Row): Row => ({
  ...row,
  revenue: units(row, 'revenue_minor'),
  refunded: units(row, 'refunded_minor'),
});

const failedColumns = [
  'billing_no',
  'tenant',
  'status',
  'game_code',
  'role_id',
  'amount',
  'currency',
  'paid_at',
  'error',
  'attempts',
  'dead_at',
  'link',
];

// Each table: its CSV columns and its one query (a CSV download runs only that one).
const tables: Record<
  DashboardTable,
  { columns: string[]; load(db: Db, s: Scope): Promise<object[]>; csvRow?(row: Row): Row }
> = {
  'by-brand': { columns: revenueColumns, load: revenueByBrand, csvRow: revenueCsv },
  'by-method': { columns: revenueColumns, load: revenueByMethod, csvRow: revenueCsv },
  'by-country': { columns: revenueColumns, load: revenueByCountry, csvRow: revenueCsv },
  'by-day': { columns: revenueColumns, load: revenueByDay, csvRow: revenueCsv },
  funnel: { columns: ['step', 'count', 'conversion'], load: funnel },
  latency: { columns: ['tenant', 'delivered', 'p50_ms', 'p95_ms', 'max_ms'], load: latency },
  failed: {
    columns: failedColumns,
    load: (db, s) => failedDeliveries(db, s.tenants),
    csvRow: (row) => ({ ...row, amount: units(row, 'amount_minor') }),
  },
};

/**
 * The dashboard (issue 16): revenue and orders per brand, method, country and day (per currency),
 * the funnel of visits from the tracking events to delivered orders, delivery latency and the
 * failed deliveries needing action, for the member's brands (or the one asked for: another brand
 * answers -404) over whole days in the zone asked for (UTC by default), with the names of the
 * brands and methods. Every table also as CSV for spreadsheets.
 */
export const consoleDashboardRoutes = routeModule(
  { name: 'console-dashboard', uses: ['db', 'clock', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();

    const scopeOf = (request: FastifyRequest, query: DashboardQuery): Scope => ({
      tenants: brandsOf(staffOf(request), query.tenant),
      range: dayRange(query, app.clock.now()),
    });

    async function build(request: FastifyRequest, query: DashboardQuery): Promise<Dashboard> {
      const scope = scopeOf(request, query);
      const { tenants, range } = scope;
      const [byBrand, byMethod, byCountry, byDay, steps, times, failed] = await zoneRefused(
        range.tz,
        Promise.all([
          revenueByBrand(app.db, scope),
          revenueByMethod(app.db, scope),
          revenueByCountry(app.db, scope),
          revenueByDay(app.db, scope),
          funnel(app.db, scope),
          latency(app.db, scope),
          failedDeliveries(app.db, tenants),
        ]),
      );
      const brands = opts.tenants.filter((t) => tenants.includes(t.id));
      const methods = await methodNamesByKey(app.db, brands, [
        ...new Set(byMethod.map((r) => r.key)),
      ]);
      return {
        range: { from: range.from, to: range.to, tz: range.tz },
        tenants: [...tenants].sort(),
        names: { brands: Object.fromEntries(brands.map((b) => [b.id, b.title])), methods },
        by_brand: byBrand,
        by_method: byMethod,
        by_country: byCountry,
        by_day: byDay,
        funnel: steps,
        latency: times,
        failed,
      };
    }

    zapp.get(
      '/api/console/dashboard',
      {
        ...consoleRoute('dashboard:read'),
        schema: {
          tags,
          summary:
            "Dashboard of the member's brands (or ?tenant=) over days in ?tz=: revenue per brand, method, country and day per currency, funnel of visits, delivery latency p50/p95, failed deliveries, names of brands and methods",
          querystring: dashboardQuerySchema,
          response: apiResponses(dashboardSchema),
        },
      },
      async (request) => ok(await build(request, request.query)),
    );

    for (const table of dashboardTables) {
      const { columns, load, csvRow = (row: Row) => row } = tables[table];
      zapp.get(
        `/api/console/dashboard/${table}.csv`,
        {
          ...consoleRoute('dashboard:read'),
          schema: {
            tags,
            summary: `The dashboard's ${table} table as CSV (same filters)`,
            querystring: dashboardQuerySchema,
            produces: ['text/csv'],
            response: { 200: z.string().describe("CSV, RFC 4180, formula cells prefixed with '") },
          },
        },
        async (request, reply) => {
          const scope = scopeOf(request, request.query);
          const rows = await zoneRefused(scope.range.tz, load(app.db, scope));
          const name = `${table}-${scope.range.from}-${scope.range.to}.csv`;
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${name}"`)
            .header('cache-control', 'no-store')
            .send(toCsv(columns, (rows as Row[]).map(csvRow)));
        },
      );
    }
  },
);
