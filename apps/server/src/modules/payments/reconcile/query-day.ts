import { and, asc, eq, gt, gte, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/tables/payments.ts';
import type { ListedTransaction, QueriedPayment } from '../provider-kit/protocol.ts';
import type { BrandProtocol } from '../providers/brand-protocols.ts';

// The day's list for providers that publish no list of a merchant's transactions, only a query of
// one payment (PayerMax orderQuery, EBANX /ws/query, Antom inquiryPayment, KakaoPay payment/order,
// Codapay inquiryPaymentResult, Xsolla's transaction search by external_id, Airwallex's payment
// intent): each order of the brand at the provider that was created or paid that day is asked
// about, and the answers are the day's lines. Missing there, paid there only, amount and status
// differences come out of the same comparison as a listed day's (compare-transactions.ts).

/** At most this many orders of one brand and provider are asked about for one day. */
export const MAX_QUERIES_PER_DAY = 2000;
/** Orders read per page (keyset by creation time and billing number). */
const PAGE_SIZE = 100;

/** How fast a provider is asked: at most `concurrency` calls at once, `perSecond` started. */
export type QueryPace = {
  concurrency: number;
  perSecond: number;
  sleep?: (ms: number) => Promise<void>;
};
/** Gentle enough for any of the providers' published rate limits (the lowest: 10 per second). */
export const defaultPace: QueryPace = { concurrency: 4, perSecond: 5 };

export type QueriedDay = {
  lines: ListedTransaction[];
  /** How many orders were asked about. */
  asked: number;
  /** More orders than MAX_QUERIES_PER_DAY: the rest were not asked (said in the report). */
  truncated: boolean;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A query's answer as a line of the day; a payment the provider does not know is no line. */
export function lineOf(
  order: { billingNo: string; createdAt: Date; amountMinor: number; currency: string },
  found: QueriedPayment | null,
): ListedTransaction | null {
  if (!found || found.status === 'none') return null;
  const known = found.amountMinor !== null && !!found.currency;
  // A refunded payment stays a payment line, status refunded: it was paid, and our books must
  // hold its refund (compare-transactions.ts reports a status difference when they do not).
  const status =
    found.status === 'paid' || found.status === 'refunded' || found.status === 'reversed'
      ? found.status
      : found.status === 'pending'
        ? 'pending'
        : 'failed';
  return {
    kind: 'payment',
    status,
    billingNo: order.billingNo,
    providerRef: found.providerRef,
    amountMinor: known ? found.amountMinor! : order.amountMinor,
    currency: known ? found.currency! : order.currency,
    at: order.createdAt,
    ...(known ? {} : { amountKnown: false as const }),
  };
}

/**
 * Asks the provider about each of the day's orders, paced. Null when the provider could not be
 * asked (a call threw: the comparison is tried again later, never half a day reported).
 */
export async function queryDay(deps: {
  db: Db;
  brand: BrandProtocol;
  tenantId: string;
  provider: string;
  window: { from: Date; to: Date };
  pace?: QueryPace;
}): Promise<QueriedDay | null> {
  const { db, brand, tenantId, provider, window } = deps;
  const pace = deps.pace ?? defaultPace;
  const sleep = pace.sleep ?? wait;
  const gapMs = Number.isFinite(pace.perSecond) ? 1000 / pace.perSecond : 0;
  const lines: ListedTransaction[] = [];
  let asked = 0;
  let after: { createdAt: Date; billingNo: string } | null = null;
  let truncated = false;
  for (;;) {
    const page = await db
      .select({
        billingNo: orders.billingNo,
        createdAt: orders.createdAt,
        providerTxnId: orders.providerTxnId,
        amountMinor: orders.amountMinor,
        currency: orders.currency,
      })
      .from(orders)
      .where(
        and(
          eq(orders.tenantId, tenantId),
          eq(orders.provider, provider),
          or(
            and(gte(orders.createdAt, window.from), lt(orders.createdAt, window.to)),
            and(gte(orders.paidAt, window.from), lt(orders.paidAt, window.to)),
          ),
          after
            ? or(
                gt(orders.createdAt, after.createdAt),
                and(eq(orders.createdAt, after.createdAt), gt(orders.billingNo, after.billingNo)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.billingNo))
      .limit(PAGE_SIZE);
    for (let i = 0; i < page.length; i += pace.concurrency) {
      if (asked >= MAX_QUERIES_PER_DAY) {
        truncated = true;
        break;
      }
      const batch = page.slice(i, i + Math.min(pace.concurrency, MAX_QUERIES_PER_DAY - asked));
      const started = Date.now();
      let answers: (QueriedPayment | null)[];
      try {
        answers = await Promise.all(
          batch.map((o) =>
            brand.protocol.queryPayment(brand.io, {
              billingNo: o.billingNo,
              ...(o.providerTxnId ? { providerRef: o.providerTxnId } : {}),
              // Razer's status query is signed over the order's amount (ADR 0046).
              expected: { amountMinor: o.amountMinor, currency: o.currency },
            }),
          ),
        );
      } catch {
        return null;
      }
      asked += batch.length;
      batch.forEach((o, k) => {
        const line = lineOf(o, answers[k] ?? null);
        if (line) lines.push(line);
      });
      const rest = gapMs * batch.length - (Date.now() - started);
      if (rest > 0) await sleep(rest);
    }
    const last = page.at(-1);
    if (truncated || page.length < PAGE_SIZE || !last) break;
    after = { createdAt: last.createdAt, billingNo: last.billingNo };
  }
  return { lines, asked, truncated };
}
