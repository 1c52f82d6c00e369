import * as z from 'zod/mini';

// The wire shapes this module reads, from Xsolla's published references. Objects are loose:
// Xsolla adds fields over time (and per Publisher Account toggles), which must not break parsing.

/** Ids and external ids: the schemas say string/integer, the docs' examples send either. */
const idLike = z.union([z.string().check(z.minLength(1), z.maxLength(255)), z.int()]);
/** Amounts: "float" in the schemas, some examples send decimal strings ("amount": "10"). */
const amountLike = z.union([z.number(), z.string()]);
const money = z.looseObject({
  currency: z.string().check(z.regex(/^[A-Za-z]{3}$/)),
  amount: amountLike,
});

// --- Pay Station token ---------------------------------------------------------------------
// POST https://api.xsolla.com/merchant/v2/merchants/{merchant_id}/token
// https://developers.xsolla.com/api/pay-station/operation/create-token/

/** The token request body: the documented fields this store sets. */
export type XsollaTokenRequest = {
  user: {
    id: { value: string };
    email?: { value: string };
    country?: { value: string };
  };
  settings: {
    project_id: number;
    external_id: string;
    currency: string;
    language?: string;
    return_url: string;
    mode?: 'sandbox';
  };
  purchase: {
    checkout: { amount: number; currency: string };
    description?: { value: string };
  };
};

/** 200 answer: `{"token": "..."}`. */
export const tokenResponseSchema = z.looseObject({ token: z.string().check(z.minLength(1)) });

/** Error answers (422 and others): `{"http_status_code", "message", "extended_message", ...}`. */
export const apiErrorSchema = z.looseObject({
  message: z.optional(z.string()),
  http_status_code: z.optional(z.number()),
});

// --- Webhooks ------------------------------------------------------------------------------
// https://developers.xsolla.com/webhooks/operation/{user-validation,payment,refund,
// partial-refund,afs-rejected-transaction,dispute}/

export const webhookEnvelopeSchema = z.looseObject({ notification_type: z.string() });

export const userValidationSchema = z.looseObject({
  notification_type: z.literal('user_validation'),
  user: z.looseObject({ id: idLike }),
});

const transaction = z.looseObject({
  id: idLike,
  external_id: z.optional(idLike),
  /** 1 for a test (sandbox) transaction; absent for a real one. */
  dry_run: z.optional(z.union([z.number(), z.string()])),
});

const refundDetails = z.looseObject({
  code: z.optional(z.union([z.number(), z.string()])),
  reason: z.optional(z.string()),
});

/** payment, refund and partial_refund share transaction / purchase / payment_details. */
export const transactionWebhookSchema = z.looseObject({
  notification_type: z.enum(['payment', 'refund', 'partial_refund']),
  transaction,
  purchase: z.optional(z.looseObject({ total: z.optional(money), checkout: z.optional(money) })),
  payment_details: z.optional(z.looseObject({ payment: z.optional(money) })),
  refund_details: z.optional(refundDetails),
});
export type TransactionWebhook = z.infer<typeof transactionWebhookSchema>;

export const afsRejectSchema = z.looseObject({
  notification_type: z.literal('afs_reject'),
  transaction,
  refund_details: z.optional(refundDetails),
});

export const disputeSchema = z.looseObject({
  notification_type: z.literal('dispute'),
  action: z.string(),
  transaction: z.looseObject({ id: idLike, external_id: z.optional(idLike), total: money }),
  dispute: z.looseObject({ type: z.string(), status: z.string() }),
});

// --- Reports: find transactions --------------------------------------------------------------
// GET https://api.xsolla.com/merchant/v2/merchants/{merchant_id}/reports/transactions/search.json
// https://developers.xsolla.com/api/pay-station/operation/find-transactions/

const nullableMoney = z.looseObject({
  amount: z.nullable(z.optional(amountLike)),
  currency: z.nullable(z.optional(z.string())),
});

export const foundTransactionSchema = z.looseObject({
  transaction: z.looseObject({
    id: idLike,
    external_id: z.nullable(z.optional(idLike)),
    /** created, processing, review, error, done, canceled, refunded, awaitingRefund. */
    status: z.string(),
  }),
  purchase: z.nullable(
    z.optional(z.looseObject({ simple_checkout: z.nullable(z.optional(nullableMoney)) })),
  ),
  payment_details: z.nullable(
    z.optional(z.looseObject({ payment: z.nullable(z.optional(nullableMoney)) })),
  ),
});
export type FoundTransaction = z.infer<typeof foundTransactionSchema>;
export const findTransactionsResponseSchema = z.array(foundTransactionSchema);

// --- Refunds --------------------------------------------------------------------------------
// PUT .../reports/transactions/{transaction_id}/refund          { description, email? }
// PUT .../reports/transactions/{transaction_id}/partial_refund  { description, refund_amount }
// https://developers.xsolla.com/api/pay-station/operation/request-refund/
// https://developers.xsolla.com/api/pay-station/operation/request-partial-refund/
export type XsollaRefundBody = { description: string; email?: string };
export type XsollaPartialRefundBody = { description: string; refund_amount: number };
