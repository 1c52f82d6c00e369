import { readDayPages } from '../../provider-kit/day-list-paging.ts';
import type { ListedDay, ListedTransaction, ProtocolIo } from '../../provider-kit/protocol.ts';
import { fromXsollaAmount } from './amounts.ts';
import type { XsollaCredentials } from './credentials.ts';
import { findTransactionsResponseSchema, type FoundTransaction } from './messages.ts';
import { isLive, xsollaHeaders, type XsollaHttpRequest } from './requests.ts';
import { parseJson, statusOf } from './responses.ts';

// The day's list for the daily comparison (reconcile/daily-compare.ts): Xsolla's Find
// transactions by period, GET /merchants/{merchant_id}/reports/transactions/search.json with
// datetime_from, datetime_to, project_id, type=all, offset ("the count starts from 0") and limit
// (https://developers.xsolla.com/api/pay-station/operation/find-transactions/). The answer is a
// bare JSON array, so the last page is the one shorter than `limit`. Every transaction of the
// project is listed, also those whose external_id names no order of ours: a payment we never
// recorded is found too (issue 33 item 3).

/** Transactions a page: Xsolla documents no maximum; 100 keeps each answer small. */
export const XSOLLA_DAY_PAGE = 100;

/** Xsolla's datetime form, as its webhooks write it: 2026-03-06T00:00:00+00:00. */
const xsollaDateTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+00:00');

export function buildDaySearchRequest(
  credentials: XsollaCredentials,
  endpoints: ProtocolIo<XsollaCredentials>['endpoints'],
  window: { from: Date; to: Date },
  offset: number,
): XsollaHttpRequest {
  const query = new URLSearchParams({
    datetime_from: xsollaDateTime(window.from),
    // Period end is inclusive in the search: the last second of our half-open window.
    datetime_to: xsollaDateTime(new Date(window.to.getTime() - 1000)),
    project_id: credentials.projectId,
    type: 'all',
    offset: String(offset),
    limit: String(XSOLLA_DAY_PAGE),
  });
  if (!isLive(endpoints)) query.set('show_dry_run', 'true');
  return {
    method: 'GET',
    url: `${endpoints.api}/merchants/${credentials.merchantId}/reports/transactions/search.json?${query}`,
    headers: xsollaHeaders(credentials, false),
  };
}

/** One found transaction as a line of the day; null while it is not settled either way. */
export function lineOfTransaction(found: FoundTransaction, day: Date): ListedTransaction | null {
  const status = statusOf(found);
  if (status !== 'paid' && status !== 'refunded' && status !== 'failed') return null;
  const money = found.purchase?.simple_checkout ?? found.payment_details?.payment;
  const currency = money?.currency ? money.currency.toUpperCase() : null;
  const amountMinor =
    currency && money?.amount !== undefined && money.amount !== null
      ? fromXsollaAmount(money.amount, currency)
      : null;
  if (amountMinor === null || !currency) return null;
  const externalId = found.transaction.external_id;
  return {
    kind: 'payment',
    // "canceled" and "refunded" are a payment that was taken and given back (responses.ts).
    status,
    billingNo: externalId === undefined || externalId === null ? null : String(externalId),
    providerRef: String(found.transaction.id),
    amountMinor,
    currency,
    at: day,
  };
}

/** Every transaction of the brand's project in the window, page by page; null when a page fails. */
export async function listXsollaDay(
  io: ProtocolIo<XsollaCredentials>,
  window: { from: Date; to: Date },
): Promise<ListedDay | null> {
  return readDayPages(async (index) => {
    const http = buildDaySearchRequest(
      io.credentials,
      io.endpoints,
      window,
      index * XSOLLA_DAY_PAGE,
    );
    const response = await io.transport(http.url, { method: 'GET', headers: http.headers });
    if (response.status !== 200) return null;
    const parsed = findTransactionsResponseSchema.safeParse(parseJson(response.body));
    if (!parsed.success) return null;
    const lines = parsed.data.flatMap((found) => {
      const line = lineOfTransaction(found, window.from);
      return line ? [line] : [];
    });
    return { lines, more: parsed.data.length >= XSOLLA_DAY_PAGE };
  });
}
