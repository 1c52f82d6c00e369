import * as z from 'zod/mini';

// Wire shapes of the Checkout API v71 and of standard webhooks, as far as this module reads or
// writes them. Sources: Adyen/adyen-node-api-library src/typings/checkout/*.ts (OpenAPI v71) and
// src/typings/notification/*.ts; https://docs.adyen.com/api-explorer/Checkout/71/overview;
// https://docs.adyen.com/development-resources/webhooks/webhook-types#payments-webhook-structure.
// Responses are read loosely (unknown fields pass) so Adyen adding a field never breaks us.

const amount = z.object({ currency: z.string(), value: z.number() });

/** POST /sessions request (CreateCheckoutSessionRequest), the fields we send. */
export type CreateSessionRequest = {
  merchantAccount: string;
  amount: { currency: string; value: number };
  reference: string;
  returnUrl: string;
  channel: 'Web';
  countryCode?: string;
  shopperLocale?: string;
  shopperReference?: string;
  shopperEmail?: string;
  telephoneNumber?: string;
  socialSecurityNumber?: string;
  allowedPaymentMethods?: string[];
  lineItems: { description: string; quantity: number; amountIncludingTax: number }[];
};

/** POST /sessions 201 response (CreateCheckoutSessionResponse): what the Drop-in needs. */
export const createSessionResponse = z.looseObject({
  id: z.string().check(z.minLength(1)),
  sessionData: z.string().check(z.minLength(1)),
  reference: z.optional(z.string()),
  amount: z.optional(amount),
  expiresAt: z.optional(z.string()),
});

/** GET /sessions/{id}?sessionResult= response (SessionResultResponse). */
export const sessionResultResponse = z.looseObject({
  id: z.optional(z.string()),
  status: z.optional(z.string()),
  reference: z.optional(z.string()),
  payments: z.optional(
    z.array(
      z.looseObject({
        pspReference: z.optional(z.string()),
        resultCode: z.optional(z.string()),
        amount: z.optional(amount),
      }),
    ),
  ),
});

/** POST /payments/{pspReference}/refunds request (PaymentRefundRequest), the fields we send. */
export type RefundRequestBody = {
  merchantAccount: string;
  amount: { currency: string; value: number };
  reference: string;
  merchantRefundReason?: MerchantRefundReason;
};

/**
 * PaymentRefundRequest.merchantRefundReason: an enumeration, Adyen's only reason field (no free
 * text). https://docs.adyen.com/api-explorer/Checkout/71/post/payments/(paymentPspReference)/refunds
 * ("The reason for the refund request. Possible values: FRAUD, CUSTOMER REQUEST, RETURN,
 * DUPLICATE, OTHER"; also @adyen/api-library's PaymentRefundRequest.MerchantRefundReasonEnum).
 */
export type MerchantRefundReason = 'FRAUD' | 'CUSTOMER REQUEST' | 'RETURN' | 'DUPLICATE' | 'OTHER';

/** POST /payments/{pspReference}/refunds 201 response (PaymentRefundResponse). */
export const refundResponse = z.looseObject({
  pspReference: z.string().check(z.minLength(1)),
  status: z.string(),
  paymentPspReference: z.optional(z.string()),
  reference: z.optional(z.string()),
});

/** Adyen's error body (ServiceError): https://docs.adyen.com/development-resources/response-handling */
export const serviceError = z.looseObject({
  status: z.optional(z.number()),
  errorCode: z.optional(z.string()),
  message: z.optional(z.string()),
  errorType: z.optional(z.string()),
});

/** One NotificationRequestItem of a standard webhook. */
export const notificationRequestItem = z.looseObject({
  pspReference: z.string().check(z.minLength(1)),
  originalReference: z.optional(z.nullable(z.string())),
  merchantAccountCode: z.string(),
  merchantReference: z.optional(z.nullable(z.string())),
  // The API sends a number; a string of digits is what some SDK fixtures carry, and it signs the same.
  amount: z.optional(
    z.object({
      currency: z.optional(z.string()),
      value: z.optional(z.union([z.number(), z.string().check(z.regex(/^-?\d+$/))])),
    }),
  ),
  eventCode: z.string().check(z.minLength(1)),
  eventDate: z.optional(z.string()),
  success: z.union([z.literal('true'), z.literal('false'), z.boolean()]),
  reason: z.optional(z.nullable(z.string())),
  additionalData: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

export type NotificationRequestItem = z.infer<typeof notificationRequestItem>;

/** The webhook body: `{ live, notificationItems: [{ NotificationRequestItem }] }`. Items are
 * checked one by one later, so a single malformed item does not discard its siblings. */
export const notificationBatch = z.looseObject({
  live: z.optional(z.union([z.string(), z.boolean()])),
  notificationItems: z.array(z.unknown()).check(z.minLength(1)),
});
