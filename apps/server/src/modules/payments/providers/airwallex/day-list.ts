import { readDayPages } from '../../provider-kit/day-list-paging.ts';
import { storeCurrency } from '../../provider-kit/currency-exponents.ts';
import type { ListedDay, ListedTransaction, ProtocolIo } from '../../provider-kit/protocol.ts';
import { fromAirwallexAmount } from './amounts.ts';
import type { AirwallexCredentials } from './credentials.ts';
import { paymentIntent, type AirwallexPaymentIntent } from './messages.ts';

// The day's list for the daily comparison (reconcile/daily-compare.ts): Airwallex's list of
// payment intents by creation time, GET /api/v1/pa/payment_intents with from_created_at and
// to_created_at (ISO 8601, both inclusive), page_num (from 0) and page_size, answered
// `{ has_more, items }` (https://www.airwallex.com/docs/api/payments/payment_intents, "Get list of
// PaymentIntents"; the same paging as the financial transactions list,
// https://www.airwallex.com/docs/api/finance/financial_transactions). An intent carries our
// merchant_order_id, so one we never recorded an order for is found too (issue 33 item 3); the
// financial transactions list names no merchant_order_id, so it cannot be matched with our orders.
// Refunds are separate objects (refund.* webhooks) and are not in this list.

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

export function dayListPath(window: { from: Date; to: Date }, page: number): string {
  const query = new URLSearchParams({
    from_created_at: airwallexTime(window.from),
    // Both ends are inclusive: the last second of our half-open window.
    to_created_at: airwallexTime(new Date(window.to.getTime() - 1000)),
    page_num: String(page),
    page_size: String(AIRWALLEX_DAY_PAGE),
  });
  return `/api/v1/pa/payment_intents?${query}`;
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

/** Every intent created in the window, page by page; null when a page fails. */
export async function listAirwallexDay(
  call: AirwallexCall,
  io: ProtocolIo<AirwallexCredentials>,
  window: { from: Date; to: Date },
): Promise<ListedDay | null> {
  return readDayPages(async (page) => {
    const r = await call(io, 'GET', dayListPath(window, page));
    if (r.status !== 200) return null;
    const body = r.json as { has_more?: unknown; items?: unknown } | null;
    if (!body || !Array.isArray(body.items)) return null;
    const lines = body.items.flatMap((item) => {
      const parsed = paymentIntent.safeParse(item);
      const line = parsed.success ? lineOfIntent(parsed.data, window.from) : null;
      return line ? [line] : [];
    });
    return { lines, more: body.has_more === true };
  });
}
