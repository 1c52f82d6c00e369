import type {
  NotificationStatus,
  QueriedPayment,
  RefundOutcome,
} from '../../provider-kit/protocol.ts';
import { fromXsollaAmount } from './amounts.ts';
import {
  apiErrorSchema,
  findTransactionsResponseSchema,
  type FoundTransaction,
} from './messages.ts';

// Reading Xsolla's API answers, pure so tests can replay documented responses.

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `message` of an Xsolla error body (`{"http_status_code":422,"message":...}`), if any. */
export function apiErrorMessage(status: number, body: string): string {
  const parsed = apiErrorSchema.safeParse(parseJson(body));
  const message = parsed.success ? parsed.data.message : undefined;
  return `xsolla ${status}${message ? `: ${message}` : ''}`;
}

/**
 * Transaction statuses of Find transactions
 * (https://developers.xsolla.com/api/pay-station/operation/find-transactions/): created,
 * processing and review (anti-fraud hold) are not settled; done is paid; "canceled" is Xsolla's
 * word for a refunded payment (the refund webhook is "sent whenever a payment is canceled"), as
 * is refunded; awaitingRefund still holds the money until the refund completes.
 */
const STATUS: Record<string, NotificationStatus> = {
  created: 'pending',
  processing: 'pending',
  review: 'pending',
  error: 'failed',
  done: 'paid',
  awaitingRefund: 'paid',
  canceled: 'refunded',
  refunded: 'refunded',
};

const SETTLED: NotificationStatus[] = ['paid', 'refunded'];

export const statusOf = (found: FoundTransaction) => STATUS[found.transaction.status] ?? 'pending';

/**
 * The payment of one billing number from a Find transactions answer. A player may retry after a
 * failed attempt, so several transactions can carry the external id: a settled one wins, else the
 * newest (highest id). The amount is purchase.simple_checkout (the checkout we priced) or else
 * payment_details.payment. Null when the answer holds no transaction of this billing number.
 */
export function queriedFromTransactions(body: string, billingNo: string): QueriedPayment | null {
  const parsed = findTransactionsResponseSchema.safeParse(parseJson(body));
  if (!parsed.success) return null;
  const mine = parsed.data.filter((found) => String(found.transaction.external_id) === billingNo);
  if (mine.length === 0) return null;
  const byNewest = [...mine].sort((a, b) => Number(b.transaction.id) - Number(a.transaction.id));
  const chosen = byNewest.find((found) => SETTLED.includes(statusOf(found))) ?? byNewest[0]!;
  const money = chosen.purchase?.simple_checkout ?? chosen.payment_details?.payment;
  const currency = money?.currency ? money.currency.toUpperCase() : null;
  const amountMinor =
    currency && money?.amount !== undefined && money.amount !== null
      ? fromXsollaAmount(money.amount, currency)
      : null;
  return {
    status: statusOf(chosen),
    providerRef: String(chosen.transaction.id),
    amountMinor,
    currency,
  };
}

/**
 * A refund request's answer: 204 "Refund request accepted" or 200 with a message (e.g. "Xsolla CS
 * will manually complete the refund"); either way the refund webhook confirms it, so it is
 * pending. 404 / 422 carry a reason. https://developers.xsolla.com/api/pay-station/operation/request-refund/
 */
export function refundOutcome(status: number, body: string, refundRef: string): RefundOutcome {
  // A 200 body's message is informational: it does not undo the acceptance.
  if (status === 200 || status === 204) return { ok: true, refundRef, pending: true };
  return { ok: false, error: apiErrorMessage(status, body) };
}
