import * as z from 'zod/mini';
import { rescaleDigits } from '../provider-kit/decimal-amount.ts';
import {
  isoCurrency,
  isoExponent,
  minorExponent,
  storeCurrency,
} from '../provider-kit/currency-exponents.ts';

// The messages of Topup merchant protocol v1 (docs/PAYMENTS.md, "Topup merchant protocol v1"):
// JSON objects with snake_case fields, amounts as integers in ISO 4217 minor units of an ISO 4217
// currency code. Unknown fields are ignored (a provider may add its own).

const iso = z.string().check(z.regex(/^[A-Z]{3}$/));
const amount = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const ref = z.string().check(z.minLength(1), z.maxLength(64));

export const paymentStatuses = ['open', 'pending', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatusV1 = (typeof paymentStatuses)[number];

export const createRequestSchema = z.object({
  merchant_ref: ref,
  amount_minor: amount.check(z.positive()),
  currency: iso,
  description: z.string().check(z.maxLength(200)),
  account_ref: ref,
  method: z.nullable(z.string().check(z.maxLength(64))),
  country: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
  return_url: z.url(),
  notify_url: z.url(),
});
export type CreateRequest = z.infer<typeof createRequestSchema>;

export const paymentSchema = z.object({
  payment_id: ref,
  merchant_ref: ref,
  status: z.enum(paymentStatuses),
  amount_minor: amount,
  currency: iso,
  refunded_minor: amount,
  checkout_url: z.url(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentV1 = z.infer<typeof paymentSchema>;

export const refundRequestSchema = z.object({
  refund_ref: ref,
  amount_minor: amount.check(z.positive()),
  currency: iso,
});
export type RefundRequestV1 = z.infer<typeof refundRequestSchema>;

export const refundSchema = z.object({
  refund_id: ref,
  refund_ref: ref,
  payment_id: ref,
  status: z.enum(['succeeded', 'pending', 'failed']),
  amount_minor: amount,
  currency: iso,
  created_at: z.string(),
});
export type RefundV1 = z.infer<typeof refundSchema>;

/**
 * The day lists (`GET /v1/payments?created_from…`, `GET /v1/refunds?created_from…`): one page of
 * payments, or of refunds and chargebacks, oldest first; `has_more` says another page follows.
 */
export const LIST_PAGE_SIZE_MAX = 100;
/** Longest window one list call may ask for (a day is what the store asks). */
export const LIST_WINDOW_MAX_DAYS = 31;

export const paymentPageSchema = z.object({
  items: z.array(paymentSchema),
  has_more: z.boolean(),
});

/**
 * A refund or chargeback as the refunds list gives it: the refund object with the payment's
 * `merchant_ref` (so a line names the order without another call) and its `kind`; `refund_ref`
 * is null for one made at the provider (its console, a dispute), not asked for by the merchant.
 */
export const listedRefundSchema = z.object({
  refund_id: ref,
  refund_ref: z.nullable(ref),
  payment_id: ref,
  merchant_ref: ref,
  kind: z.enum(['refund', 'chargeback']),
  status: z.enum(['succeeded', 'pending', 'failed']),
  amount_minor: amount,
  currency: iso,
  created_at: z.string(),
});
export type ListedRefundV1 = z.infer<typeof listedRefundSchema>;

export const refundPageSchema = z.object({
  items: z.array(listedRefundSchema),
  has_more: z.boolean(),
});

/** The list calls' query: a half-open window of ISO 8601 UTC times, page from 0, page size. */
export function listQuery(window: { from: Date; to: Date }, page: number): string {
  return new URLSearchParams({
    created_from: window.from.toISOString(),
    created_to: window.to.toISOString(),
    page: String(page),
    page_size: String(LIST_PAGE_SIZE_MAX),
  }).toString();
}

export const notificationTypes = [
  'payment.succeeded',
  'payment.pending',
  'payment.failed',
  'payment.cancelled',
  'refund.succeeded',
  'refund.failed',
  'chargeback.created',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSchema = z.object({
  event_id: ref,
  type: z.enum(notificationTypes),
  merchant_id: ref,
  merchant_ref: ref,
  payment_id: ref,
  /** The refund's (or chargeback's) own id and, for a refund the merchant asked for, its ref. */
  refund_id: z.nullable(ref),
  refund_ref: z.nullable(ref),
  /** The payment's amount, or the refund's / chargeback's. */
  amount_minor: amount,
  currency: iso,
  created_at: z.string(),
});
export type NotificationV1 = z.infer<typeof notificationSchema>;

/** Every error answer: `{"error":{"code":…,"message":…}}`, with these codes and statuses. */
export const errorCodes = {
  invalid_request: 400,
  invalid_signature: 401,
  stale_timestamp: 401,
  replayed_nonce: 401,
  unknown_merchant: 401,
  not_found: 404,
  duplicate_reference: 409,
  refund_exceeds_payment: 422,
  not_refundable: 422,
  internal_error: 500,
} as const;
export type ErrorCode = keyof typeof errorCodes;

export const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

export const errorBody = (code: ErrorCode, message: string) =>
  JSON.stringify({ error: { code, message } });

/** The body a merchant answers an accepted notification with, byte for byte (status 200). */
export const ACK_BODY = '{"received":true}';

/** The store's amount (its own minor units) in ISO 4217 minor units; null if not exact. */
export function toWire(
  amountMinor: number,
  currency: string,
): { amount: number; currency: string } | null {
  const code = isoCurrency(currency);
  const digits = rescaleDigits(String(amountMinor), minorExponent(currency), isoExponent(code));
  return digits === null ? null : { amount: Number(digits), currency: code };
}

/** An ISO 4217 amount as the store counts it; null when the store cannot hold it exactly. */
export function fromWire(
  amountMinor: number,
  currency: string,
): { amount: number; currency: string } | null {
  const code = storeCurrency(currency);
  const digits = rescaleDigits(String(amountMinor), isoExponent(currency), minorExponent(code));
  return digits === null ? null : { amount: Number(digits), currency: code };
}

/** JSON.parse that answers undefined instead of throwing. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
