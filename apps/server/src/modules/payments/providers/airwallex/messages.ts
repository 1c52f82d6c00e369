import * as z from 'zod/mini';

// Airwallex's wire messages, as far as this store reads them. Field names from the API reference
// (https://www.airwallex.com/docs/api/payments/payment_intents, .../refunds,
// .../payment_disputes) and the webhook payload examples
// (https://airwallex.com/docs/developer-tools__listen-for-webhook-events__payload-examples__online-payments).
// Unknown fields pass through untouched.

const amount = z.union([z.number(), z.string()]);

/** POST /api/v1/authentication/login: `{ "expires_at": "2025-08-05T10:53:01+0000", "token": … }`. */
export const loginResponse = z.looseObject({
  token: z.string().check(z.minLength(1)),
  expires_at: z.optional(z.string()),
});

/** A PaymentIntent (create and retrieve answers, and `data.object` of payment_intent.*). */
export const paymentIntent = z.looseObject({
  id: z.string().check(z.minLength(1)),
  request_id: z.optional(z.string()),
  merchant_order_id: z.optional(z.nullable(z.string())),
  amount: z.optional(z.nullable(amount)),
  currency: z.optional(z.nullable(z.string())),
  captured_amount: z.optional(z.nullable(amount)),
  status: z.string(),
  client_secret: z.optional(z.string()),
});

export type AirwallexPaymentIntent = z.infer<typeof paymentIntent>;

/** GET /api/v1/pa/payment_intents (list): `{ has_more, items: [...] }`. */
export const paymentIntentList = z.looseObject({
  items: z.array(z.looseObject({})),
});

/** A Refund (create answer, and `data.object` of refund.*). */
export const refund = z.looseObject({
  id: z.string().check(z.minLength(1)),
  request_id: z.optional(z.string()),
  payment_intent_id: z.optional(z.nullable(z.string())),
  payment_attempt_id: z.optional(z.nullable(z.string())),
  amount: z.optional(z.nullable(amount)),
  currency: z.optional(z.nullable(z.string())),
  status: z.string(),
  metadata: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

/**
 * A PaymentDispute (`data.object` of payment_dispute.*). The published requires_response sample
 * carries only id, amount, currency, stage, status and due_at, so the intent is optional.
 */
export const dispute = z.looseObject({
  id: z.string().check(z.minLength(1)),
  payment_intent_id: z.optional(z.nullable(z.string())),
  merchant_order_id: z.optional(z.nullable(z.string())),
  amount: z.optional(z.nullable(amount)),
  currency: z.optional(z.nullable(z.string())),
  stage: z.optional(z.nullable(z.string())),
  status: z.optional(z.nullable(z.string())),
});

/**
 * The webhook envelope: `{ id, name, account_id, data: { object }, created_at, version }`
 * (payload examples; older examples spell the account `accountId`).
 */
export const webhookEvent = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  data: z.looseObject({ object: z.optional(z.unknown()) }),
  created_at: z.optional(z.string()),
});

/** Error answers: `{ code, message, source }` (API reference, Errors). */
export const errorResponse = z.looseObject({
  code: z.optional(z.string()),
  message: z.optional(z.string()),
});
