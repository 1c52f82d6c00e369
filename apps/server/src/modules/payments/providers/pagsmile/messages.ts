import * as z from 'zod/mini';

// Pagsmile's payin messages, as far as this store reads them. Field names from the API reference:
// create https://docs.pagsmile.com/payin/checkout-page/general, query
// https://docs.pagsmile.com/payin/payin-detail, refund https://docs.pagsmile.com/payin/refund,
// notification https://docs.pagsmile.com/payin/notification. Unknown fields pass through.

const amount = z.union([z.string(), z.number()]);

/** Every answer: `code` "10000" with msg "Success" is success. */
export const gatewayResponse = z.looseObject({
  code: z.union([z.string(), z.number()]),
  msg: z.optional(z.nullable(z.string())),
});

/** trade/create answer: the checkout page to send the player to. */
export const createResponse = z.looseObject({
  trade_no: z.string(),
  out_trade_no: z.optional(z.string()),
  web_url: z.string(),
  prepay_id: z.optional(z.string()),
});

/** trade/query answer. */
export const queryResponse = z.looseObject({
  out_trade_no: z.string(),
  trade_no: z.string(),
  trade_status: z.string(),
  order_amount: z.optional(z.nullable(amount)),
  order_currency: z.optional(z.nullable(z.string())),
});

/** trade/refund answer. */
// UNCONFIRMED: the refund answer's fields beyond code/msg; refund_no and out_request_no are read
// when present.
export const refundResponse = z.looseObject({
  refund_no: z.optional(z.string()),
  out_request_no: z.optional(z.string()),
  trade_no: z.optional(z.string()),
});

/** A payin notification. */
export const notification = z.looseObject({
  trade_no: z.string(),
  out_trade_no: z.string(),
  out_request_no: z.optional(z.nullable(z.string())),
  app_id: z.string(),
  trade_status: z.string(),
  amount: z.optional(z.nullable(amount)),
  currency: z.optional(z.nullable(z.string())),
  timestamp: z.optional(z.union([z.string(), z.number()])),
});
