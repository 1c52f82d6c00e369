import { readDayPages } from '../../provider-kit/day-list-paging.ts';
import { storeCurrency } from '../../provider-kit/currency-exponents.ts';
import type { ListedDay, ListedTransaction, ProtocolIo } from '../../provider-kit/protocol.ts';
import { fromAirwallexAmount } from './amounts.ts';
import type { AirwallexCredentials } from './credentials.ts';
import { paymentIntent, refund as refundSchema, type AirwallexPaymentIntent } from './messages.ts';

// The day's list for the daily comparison (reconcile/daily-compare.ts): Airwallex's list of
// payment intents by creation time, GET /api/v1/pa/payment_intents with from_created_at and
// to_created_at (ISO 8601, both inclusive), page_num (from 0) and page_size, answered
// `{ has_more, items }` (https://www.airwallex.com/docs/api/payments/payment_intents, "Get list of
// PaymentIntents"; the same paging as the financial transactions list,
// https://www.airwallex.com/docs/api/finance/financial_transactions). An intent carries our
// merchant_order_id, so one we never recorded an order for is found too (issue 33 item 3); the
// financial transactions list names no merchant_order_id, so it cannot be matched with our orders.
// Refunds are separate objects, not in the intents list: they are read from Airwallex's refunds
// list, GET /api/v1/pa/refunds (https://www.airwallex.com/docs/api/payments/refunds, "Get list of
// Refunds"), by the same from_created_at / to_created_at / page_num / page_size paging and
// `{ has_more, items }` answer as the intents list (UNCONFIRMED: the stored copy of that page
// names the endpoint but not its query fields; these are the ones every Airwallex list takes), so
// a refund made in Airwallex's web app only, which our books never recorded, is found too.

/** Intents a page (Airwallex: "default is 100, max is 1000"). */
export const AIRWALLEX_DAY_PAGE = 100;

/** The protocol's authenticated call (protocol.ts: bearer token, one retry on 401). */
export type AirwallexCall = (
  io: ProtocolIo<AirwallexCredentials>,
  method: 'GET',
  path: string,
) => Promise<{ status: number; json: unknown }>;

/** Airwallex's time form, "2026-03-07T00:00:00+0000" (its offset has no colon). */
const airwallexTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+0000');

export function dayListPath(
  window: { from: Date; to: Date },
  page: number,
  list: 'payment_intents' | 'refunds' = 'payment_intents',
): string {
  const query = new URLSearchParams({
    from_created_at: airwallexTime(window.from),
    // Both ends are inclusive: the last second of our half-open window.
    to_created_at: airwallexTime(new Date(window.to.getTime() - 1000)),
    page_num: String(page),
    page_size: String(AIRWALLEX_DAY_PAGE),
  });
  return `/api/v1/pa/${list}?${query}`;
}

/** An intent as a line of the day: SUCCEEDED is paid, CANCELLED failed, the rest not yet either. */
export function lineOfIntent(intent: AirwallexPaymentIntent, day: Date): ListedTransaction | null {
  const status =
    intent.status === 'SUCCEEDED' ? 'paid' : intent.status === 'CANCELLED' ? 'failed' : null;
  if (!status || !intent.currency) return null;
  const currency = storeCurrency(intent.currency);
  const amountMinor = fromAirwallexAmount(intent.amount, currency);
  if (amountMinor === null) return null;
  return {
    kind: 'payment',
    status,
    billingNo: intent.merchant_order_id ?? null,
    providerRef: intent.id,
    amountMinor,
    currency,
    at: day,
  };
}

/**
 * A refund as a refund line: SETTLED is money back, FAILED failed, RECEIVED and ACCEPTED not yet
 * ("Refund status", refunds reference). Its billing number is our metadata.billing_no where we
 * asked for it, else its intent's merchant_order_id (`orderOf`).
 */
export function lineOfRefund(
  item: unknown,
  orderOf: (intentId: string) => string | null,
  day: Date,
): ListedTransaction | null {
  const parsed = refundSchema.safeParse(item);
  if (!parsed.success || !parsed.data.currency || parsed.data.amount == null) return null;
  const r = parsed.data;
  const status = r.status === 'SETTLED' ? 'refunded' : r.status === 'FAILED' ? 'failed' : 'pending';
  const currency = storeCurrency(r.currency!);
  const amountMinor = fromAirwallexAmount(r.amount, currency);
  if (amountMinor === null) return null;
  const ours = r.metadata?.billing_no;
  return {
    kind: 'refund',
    status,
    billingNo:
      typeof ours === 'string' && ours
        ? ours
        : r.payment_intent_id
          ? orderOf(r.payment_intent_id)
          : null,
    providerRef: r.id,
    amountMinor,
    currency,
    at: day,
  };
}

/**
 * Every intent created in the window and every refund made in it, page by page; null when a page
 * fails. A refund of an intent of another day that names no billing number of ours is placed by
 * reading that intent (one call per such intent: refunds made outside the store are few).
 */
export async function listAirwallexDay(
  call: AirwallexCall,
  io: ProtocolIo<AirwallexCredentials>,
  window: { from: Date; to: Date },
): Promise<ListedDay | null> {
  const orders = new Map<string, string | null>();
  const intents = await readDayPages(async (page) => {
    const r = await call(io, 'GET', dayListPath(window, page));
    if (r.status !== 200) return null;
    const body = r.json as { has_more?: unknown; items?: unknown } | null;
    if (!body || !Array.isArray(body.items)) return null;
    const lines = body.items.flatMap((item) => {
      const parsed = paymentIntent.safeParse(item);
      if (parsed.success) orders.set(parsed.data.id, parsed.data.merchant_order_id ?? null);
      const line = parsed.success ? lineOfIntent(parsed.data, window.from) : null;
      return line ? [line] : [];
    });
    return { lines, more: body.has_more === true };
  });
  if (!intents) return null;
  const raw: unknown[] = [];
  const refundPages = await readDayPages(async (page) => {
    const r = await call(io, 'GET', dayListPath(window, page, 'refunds'));
    if (r.status !== 200) return null;
    const body = r.json as { has_more?: unknown; items?: unknown } | null;
    if (!body || !Array.isArray(body.items)) return null;
    raw.push(...body.items);
    return { lines: [], more: body.has_more === true };
  });
  if (!refundPages) return null;
  for (const item of raw) {
    const parsed = refundSchema.safeParse(item);
    const intentId = parsed.success ? parsed.data.payment_intent_id : null;
    const ours = parsed.success ? parsed.data.metadata?.billing_no : null;
    if (!intentId || (typeof ours === 'string' && ours) || orders.has(intentId)) continue;
    const r = await call(io, 'GET', `/api/v1/pa/payment_intents/${encodeURIComponent(intentId)}`);
    if (r.status !== 200) return null;
    const intent = paymentIntent.safeParse(r.json);
    orders.set(intentId, intent.success ? (intent.data.merchant_order_id ?? null) : null);
  }
  const refunds = raw.flatMap((item) => {
    const line = lineOfRefund(item, (id) => orders.get(id) ?? null, window.from);
    return line ? [line] : [];
  });
  const day: ListedDay = [...intents, ...refunds];
  if (intents.truncated || refundPages.truncated) day.truncated = true;
  return day;
}
