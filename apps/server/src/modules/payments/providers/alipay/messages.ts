import * as z from 'zod/mini';

// Antom's wire messages, as far as this store reads them. Field names from the API reference
// (https://docs.antom.com/ac/ams/payment_cashier pay, .../paymentri_online inquiryPayment,
// .../refund_online refund, .../paymentrn_online notifyPayment, notifyRefund, notifyDispute) and
// the official SDKs' models (alipay/global-open-sdk-go, -python: AlipayDisputeNotify with
// disputeNotificationType, disputeJudgedResult ACCEPT_BY_CUSTOMER / ACCEPT_BY_MERCHANT).
// Every field is a string on the wire ("Set the data type of each field (except array) as String").

export const amount = z.looseObject({ currency: z.string(), value: z.string() });

/** `result` of every answer and notification: resultStatus S (success), F (failed), U (unknown). */
export const result = z.looseObject({
  resultCode: z.string(),
  resultStatus: z.string(),
  resultMessage: z.optional(z.nullable(z.string())),
});

export const answer = z.looseObject({ result });

/** pay (Cashier Payment) answer: redirect to normalUrl while PAYMENT_IN_PROCESS. */
export const payResponse = z.looseObject({
  result,
  paymentId: z.optional(z.string()),
  paymentRequestId: z.optional(z.string()),
  normalUrl: z.optional(z.string()),
  paymentAmount: z.optional(amount),
});

/** inquiryPayment answer: paymentStatus SUCCESS, FAIL, PROCESSING, CANCELLED, PENDING. */
export const inquiryResponse = z.looseObject({
  result,
  paymentStatus: z.optional(z.string()),
  paymentRequestId: z.optional(z.string()),
  paymentId: z.optional(z.string()),
  paymentAmount: z.optional(amount),
});

/** refund answer. */
export const refundResponse = z.looseObject({
  result,
  refundRequestId: z.optional(z.string()),
  refundId: z.optional(z.string()),
  paymentId: z.optional(z.string()),
  refundAmount: z.optional(amount),
});

/** notifyPayment: notifyType PAYMENT_RESULT or PAYMENT_PENDING. */
export const paymentNotify = z.looseObject({
  notifyType: z.string(),
  result,
  paymentRequestId: z.string(),
  paymentId: z.string(),
  paymentAmount: amount,
});

/** notifyRefund: refundStatus SUCCESS or FAIL. */
export const refundNotify = z.looseObject({
  refundStatus: z.string(),
  refundRequestId: z.string(),
  refundId: z.optional(z.string()),
  refundAmount: z.optional(amount),
});

/** notifyDispute. */
export const disputeNotify = z.looseObject({
  disputeNotificationType: z.string(),
  disputeId: z.string(),
  paymentRequestId: z.optional(z.string()),
  paymentId: z.optional(z.string()),
  disputeAmount: z.optional(amount),
  disputeJudgedAmount: z.optional(amount),
  disputeJudgedResult: z.optional(z.string()),
});
