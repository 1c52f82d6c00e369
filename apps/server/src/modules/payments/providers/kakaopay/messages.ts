import * as z from 'zod/mini';

// KakaoPay's online single-payment messages (open API), as far as this store reads them. Field
// names from https://developers.kakaopay.com/docs/payment/online/single-payment (ready, approve,
// order, cancel) and the official @kakaopay-develop/agent-toolkit (readyPayment, approvePayment,
// getPayment, cancelPayment). Unknown fields pass through.

const money = z.looseObject({ total: z.number() });

/** payment/ready answer. */
export const readyResponse = z.looseObject({
  tid: z.string().check(z.minLength(1)),
  next_redirect_pc_url: z.string(),
  next_redirect_mobile_url: z.optional(z.string()),
  created_at: z.optional(z.string()),
});

/** payment/approve answer. */
export const approveResponse = z.looseObject({
  aid: z.optional(z.string()),
  tid: z.string(),
  cid: z.optional(z.string()),
  partner_order_id: z.string(),
  partner_user_id: z.optional(z.string()),
  amount: money,
  approved_at: z.optional(z.string()),
});

/** One entry of payment_action_details (payments and cancels of a tid). */
export const paymentAction = z.looseObject({
  aid: z.optional(z.string()),
  payment_action_type: z.optional(z.string()),
  amount: z.optional(z.number()),
  payload: z.optional(z.nullable(z.string())),
});

/** payment/order answer (the payment's state now). */
export const orderResponse = z.looseObject({
  tid: z.string(),
  cid: z.optional(z.string()),
  status: z.string(),
  partner_order_id: z.string(),
  partner_user_id: z.string(),
  amount: money,
  canceled_amount: z.optional(z.nullable(money)),
  cancel_available_amount: z.optional(z.nullable(money)),
  approved_at: z.optional(z.nullable(z.string())),
  payment_action_details: z.optional(z.nullable(z.array(paymentAction))),
});

/** payment/cancel answer. */
export const cancelResponse = z.looseObject({
  aid: z.optional(z.string()),
  tid: z.string(),
  status: z.string(),
  approved_cancel_amount: z.optional(z.nullable(money)),
});

/** Error answers: { error_code, error_message, extras }. */
export const errorResponse = z.looseObject({
  error_code: z.optional(z.union([z.string(), z.number()])),
  error_message: z.optional(z.string()),
});
