import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  FailedRow,
  FunnelRow,
  LatencyRow,
  RevenueRow,
} from '@topup/contracts/console-dashboard';
import type { Db } from '../../../db/client.ts';
import { orders, outbox } from '../../../db/tables/payments.ts';
import { trackingEvents } from '../../../db/tables/tracking.ts';
import type { DayRange } from './range.ts';

export type Scope = { tenants: readonly string[]; range: DayRange };

// Demo-host orders and events (hosts containing 'demo', SPEC §1) are test traffic, not business.
const orderScope = (s: Scope) =>
  and(
    inArray(orders.tenantId, [...s.tenants]),
    eq(orders.demo, false),
    gte(orders.createdAt, s.range.start),
    lt(orders.createdAt, s.range.end),
  );

const int = (q: SQL) => q.mapWith(Number) as SQL<number>;

/** Orders created in the range, grouped by `key` and currency (currencies are never summed). */
async function revenueBy(db: Db, s: Scope, key: SQL | AnyPgColumn): Promise<RevenueRow[]> {
  const paid = sql`${orders.paidAt} is not null`;
  const rows = await db
    .select({
      key: sql<string>`${key}`,
      currency: orders.currency,
      orders: int(sql`count(*)`),
      paid: int(sql`count(*) filter (where ${paid})`),
      revenue_minor: int(
        sql`coalesce(sum(${orders.amountMinor} - ${orders.refundedMinor}) filter (where ${paid}), 0)`,
      ),
      refunded_minor: int(sql`coalesce(sum(${orders.refundedMinor}) filter (where ${paid}), 0)`),
    })
    .from(orders)
    .where(orderScope(s))
    .groupBy(sql`1`, orders.currency)
    .orderBy(sql`1`, asc(orders.currency));
  return rows;
}

/** The order's creation date in the range's zone (PostgreSQL's tz database, as PGlite's). */
const dayOf = (s: Scope) =>
  sql`to_char(${orders.createdAt} at time zone ${s.range.tz}, 'YYYY-MM-DD')`;

export const revenueByBrand = (db: Db, s: Scope) => revenueBy(db, s, orders.tenantId);
export const revenueByMethod = (db: Db, s: Scope) => revenueBy(db, s, orders.methodKey);
export const revenueByCountry = (db: Db, s: Scope) => revenueBy(db, s, orders.country);
export const revenueByDay = (db: Db, s: Scope) => revenueBy(db, s, dayOf(s));

const trackedSteps = ['viewPage', 'clickBuy', 'clickPay'] as const;
const took = (step: (typeof trackedSteps)[number]) =>
  sql<boolean>`bool_or(${trackingEvents.event} = ${step})`;
const visitOf = sql<string>`coalesce(${trackingEvents.session}, 'event:' || ${trackingEvents.eventId})`;

/**
 * One funnel over visits (a visit is a tracking session, one browser tab; an event without one is
 * a visit of its own): visits that viewed the shop in the range; of those, the ones that clicked
 * buy; of those, clicked pay; of those, paid a goods order created in the range; of those, got it
 * delivered. The storefront sends its tracking session with every payment (session_id, kept in
 * the order's meta), which ties an order to its visit. Each step counts visits that took every
 * step before it, so a step never exceeds the one before (conversion 0..1); an order without a
 * tracked visit (an API client, an SDK) is in the revenue tables but not in the funnel.
 */
export async function funnel(db: Db, s: Scope): Promise<FunnelRow[]> {
  const visits = db.$with('visits').as(
    db
      .select({
        tenant: sql<string>`${trackingEvents.tenantId}`.as('tenant'),
        visit: sql<string>`${visitOf}`.as('visit'),
        viewed: took('viewPage').as('viewed'),
        bought: took('clickBuy').as('bought'),
        clicked: took('clickPay').as('clicked'),
      })
      .from(trackingEvents)
      .where(
        and(
          inArray(trackingEvents.tenantId, [...s.tenants]),
          eq(trackingEvents.demo, false),
          eq(trackingEvents.kind, 'dot'),
          inArray(trackingEvents.event, [...trackedSteps]),
          gte(trackingEvents.receivedAt, s.range.start),
          lt(trackingEvents.receivedAt, s.range.end),
        ),
      )
      .groupBy(sql`1`, sql`2`),
  );
  const sessionOf = sql<string>`${orders.meta}->>'session_id'`;
  const ordered = db.$with('ordered').as(
    db
      .select({
        tenant: sql<string>`${orders.tenantId}`.as('o_tenant'),
        visit: sessionOf.as('o_visit'),
        paid: sql<boolean>`bool_or(${orders.paidAt} is not null)`.as('paid'),
        delivered:
          sql<boolean>`bool_or(${orders.paidAt} is not null and ${orders.deliveredAt} is not null)`.as(
            'delivered',
          ),
      })
      .from(orders)
      .where(and(orderScope(s), eq(orders.purpose, 'goods'), sql`${sessionOf} is not null`))
      .groupBy(sql`1`, sql`2`),
  );
  const v = sql`${visits.viewed}`;
  const upToPay = sql`${visits.viewed} and ${visits.bought} and ${visits.clicked}`;
  const [row] = await db
    .with(visits, ordered)
    .select({
      viewPage: int(sql`count(*) filter (where ${v})`),
      clickBuy: int(sql`count(*) filter (where ${v} and ${visits.bought})`),
      clickPay: int(sql`count(*) filter (where ${upToPay})`),
      paid: int(sql`count(*) filter (where ${upToPay} and ${ordered.paid})`),
      delivered: int(sql`count(*) filter (where ${upToPay} and ${ordered.delivered})`),
    })
    .from(visits)
    .leftJoin(ordered, and(eq(ordered.tenant, visits.tenant), eq(ordered.visit, visits.visit)));
  const steps = ['viewPage', 'clickBuy', 'clickPay', 'paid', 'delivered'] as const;
  return steps.map((step, i) => {
    const count = row?.[step] ?? 0;
    const previous = i === 0 ? null : (row?.[steps[i - 1]!] ?? 0);
    return {
      step,
      count,
      conversion: previous === null || previous === 0 ? null : count / previous,
    };
  });
}

const latencyMs = sql`extract(epoch from (${orders.deliveredAt} - ${orders.paidAt})) * 1000`;
const latencyColumns = {
  delivered: int(sql`count(*)`),
  p50_ms: sql<number | null>`percentile_cont(0.5) within group (order by ${latencyMs})`.mapWith(
    (v) => (v === null ? null : Math.round(Number(v))),
  ),
  p95_ms: sql<number | null>`percentile_cont(0.95) within group (order by ${latencyMs})`.mapWith(
    (v) => (v === null ? null : Math.round(Number(v))),
  ),
  max_ms: sql<number | null>`max(${latencyMs})`.mapWith((v) =>
    v === null ? null : Math.round(Number(v)),
  ),
};

/** Paid → delivered of orders created in the range and delivered, per brand and all together. */
export async function latency(db: Db, s: Scope): Promise<LatencyRow[]> {
  const where = and(orderScope(s), isNotNull(orders.paidAt), isNotNull(orders.deliveredAt));
  const perBrand = await db
    .select({ tenant: orders.tenantId, ...latencyColumns })
    .from(orders)
    .where(where)
    .groupBy(orders.tenantId)
    .orderBy(asc(orders.tenantId));
  // Aggregates without GROUP BY always answer one row (count 0, percentiles null when empty).
  const [all] = await db.select(latencyColumns).from(orders).where(where);
  return [{ tenant: '*', ...all! }, ...perBrand];
}

const FAILED_LIMIT = 500;

/**
 * Paid orders whose delivery gave up (a dead outbox row, or the error parked on the order): they
 * need someone to replay or refund them, whatever the date range, so the range does not apply.
 * Once replayed and delivered (or refunded) an order leaves the list.
 */
export async function failedDeliveries(db: Db, tenants: readonly string[]): Promise<FailedRow[]> {
  const rows = await db
    .select({
      billing_no: orders.billingNo,
      tenant: orders.tenantId,
      status: orders.status,
      game_code: orders.gameCode,
      role_id: orders.roleId,
      amount_minor: orders.amountMinor,
      currency: orders.currency,
      paid_at: orders.paidAt,
      error: sql<string | null>`coalesce(${orders.deliveryError}, ${outbox.lastError})`,
      attempts: outbox.attempts,
      dead_at: outbox.deadAt,
    })
    .from(orders)
    .leftJoin(
      outbox,
      and(
        eq(outbox.kind, 'deliver'),
        eq(outbox.tenantId, orders.tenantId),
        sql`${outbox.payload}->>'billingNo' = ${orders.billingNo}`,
      ),
    )
    .where(
      and(
        inArray(orders.tenantId, [...tenants]),
        eq(orders.status, 'paid'),
        or(isNotNull(orders.deliveryError), isNotNull(outbox.deadAt)),
      ),
    )
    .orderBy(desc(orders.paidAt), asc(orders.billingNo))
    .limit(FAILED_LIMIT);
  return rows.map((r) => ({
    ...r,
    paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
    dead_at: r.dead_at ? new Date(r.dead_at).toISOString() : null,
    link: `/orders/${encodeURIComponent(r.billing_no)}`,
  }));
}
