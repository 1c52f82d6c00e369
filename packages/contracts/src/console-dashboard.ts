import * as z from 'zod/mini';

// The publisher console's dashboard (issue 16): GET /api/console/dashboard and one CSV per table
// at /api/console/dashboard/<table>.csv. Money is integer minor units per currency; amounts of
// different currencies are never added together (every money row names its currency). Days are
// days in the time zone asked for (issue 31 item 4), UTC by default.

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD'));

export const dashboardQuerySchema = z.object({
  tenant: z.optional(z.string().check(z.trim(), z.maxLength(253))),
  from: z.optional(
    day.check(z.describe('first day (in tz), inclusive; default 29 days before to')),
  ),
  to: z.optional(day.check(z.describe('last day (in tz), inclusive; default today in tz'))),
  tz: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(64),
        z.describe(
          'IANA time zone whose days the range and the per-day table count (Asia/Tokyo); default UTC. An unknown zone answers -400',
        ),
      ),
  ),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const dashboardTables = [
  'by-brand',
  'by-method',
  'by-country',
  'by-day',
  'funnel',
  'latency',
  'failed',
] as const;
export type DashboardTable = (typeof dashboardTables)[number];

/** Orders created in the range, per key and currency. */
export const revenueRowSchema = z.object({
  key: z.string().check(z.describe('brand id, method key, country code or day')),
  currency: z.string(),
  orders: z.int().check(z.describe('orders created')),
  paid: z.int().check(z.describe('of those, paid (paid, delivered or refunded since)')),
  revenue_minor: z.int().check(z.describe('paid amounts less refunds, minor units')),
  refunded_minor: z.int(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

export const funnelSteps = ['viewPage', 'clickBuy', 'clickPay', 'paid', 'delivered'] as const;
export const funnelRowSchema = z.object({
  step: z.enum(funnelSteps),
  count: z
    .int()
    .check(
      z.describe(
        'visits (tracking sessions) that viewed the shop in the range and took this step and every step before it; paid and delivered: a goods order of the visit (its session_id) created in the range got there',
      ),
    ),
  conversion: z.nullable(
    z
      .number()
      .check(z.describe('count / the previous step, 0..1; null for the first step or after 0')),
  ),
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;

export const latencyRowSchema = z.object({
  tenant: z.string().check(z.describe("brand id, or '*' for all the brands shown")),
  delivered: z.int(),
  p50_ms: z.nullable(z.number()),
  p95_ms: z.nullable(z.number()),
  max_ms: z.nullable(z.number()),
});
export type LatencyRow = z.infer<typeof latencyRowSchema>;

export const failedRowSchema = z.object({
  billing_no: z.string(),
  tenant: z.string(),
  status: z.string(),
  game_code: z.string(),
  role_id: z.string(),
  amount_minor: z.int(),
  currency: z.string(),
  paid_at: z.nullable(z.string()),
  error: z.nullable(z.string()),
  attempts: z.nullable(z.int()),
  dead_at: z.nullable(z.string()),
  link: z.string().check(z.describe("the order's page in the console")),
});
export type FailedRow = z.infer<typeof failedRowSchema>;

/** Display names for the keys of the tables: the console shows names, keys only as secondary text. */
export const dashboardNamesSchema = z.object({
  brands: z.record(z.string(), z.string()).check(z.describe("brand id → the brand's name")),
  methods: z
    .record(z.string(), z.record(z.string(), z.string()))
    .check(
      z.describe(
        "method key → its name per language (a sub-method after its method); absent when the method's row is gone",
      ),
    ),
});
export type DashboardNames = z.infer<typeof dashboardNamesSchema>;

export const dashboardSchema = z.object({
  range: z.object({
    from: day,
    to: day,
    tz: z.string().check(z.describe('the IANA zone the days are in')),
  }),
  tenants: z.array(z.string()),
  names: dashboardNamesSchema,
  by_brand: z.array(revenueRowSchema),
  by_method: z.array(revenueRowSchema),
  by_country: z.array(revenueRowSchema),
  by_day: z.array(revenueRowSchema),
  funnel: z.array(funnelRowSchema),
  latency: z.array(latencyRowSchema),
  failed: z.array(failedRowSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
