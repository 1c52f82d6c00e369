import * as z from 'zod/mini';

// NaverPay 결제형 (payment-type) API messages, as far as this store reads them. Every answer is an
// envelope { code, message, body }: code "Success", or an error code with a message, often with
// HTTP 200 (https://developer.pay.naver.com/docs/v2/api#etc-etc_code). Field names from the API
// reference (reserve, apply/payment, list/history, cancel:
// https://developer.pay.naver.com/docs/v2/api). Unknown fields pass through.

/** The envelope every answer comes in. */
export const envelope = z.looseObject({
  code: z.string(),
  message: z.optional(z.nullable(z.string())),
  body: z.optional(z.nullable(z.unknown())),
});

/** v2/reserve answer body. */
export const reserveBody = z.looseObject({
  reserveId: z.string().check(z.minLength(1)),
});

/**
 * One payment history entry: the detail of apply/payment, and each line of list/history.
 * admissionTypeCode 01 is the approval (원결제 승인건), 03 a full cancel, 04 a partial one;
 * admissionState SUCCESS or FAIL.
 */
export const payHistory = z.looseObject({
  paymentId: z.string(),
  payHistId: z.optional(z.string()),
  merchantPayKey: z.string(),
  merchantUserKey: z.optional(z.string()),
  admissionTypeCode: z.string(),
  admissionState: z.string(),
  admissionYmdt: z.optional(z.string()),
  totalPayAmount: z.number(),
});

/** v2.2/apply/payment answer body. */
export const applyBody = z.looseObject({
  paymentId: z.string(),
  detail: payHistory,
});

/** v2.2/list/history answer body. */
export const historyBody = z.looseObject({
  totalCount: z.optional(z.number()),
  totalPageCount: z.optional(z.number()),
  list: z.array(payHistory),
});

/** v1/cancel answer body. */
export const cancelBody = z.looseObject({
  paymentId: z.string(),
  payHistId: z.string(),
  totalRestAmount: z.optional(z.number()),
  cancelYmdt: z.optional(z.string()),
});
