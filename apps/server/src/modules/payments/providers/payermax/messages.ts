import * as z from 'zod/mini';

// PayerMax's wire messages, as far as this store reads them. Field names from the API reference
// (https://docs.payermax.com/public/api/New%20Version/en/v1.0/aggregate-pay_api_gateway_orderAndPay.html)
// and the official Java SDK's generated models (payermax-all/payermax-server-sdk:
// resp/OrderAndPayResponse.java, resp/OrderQueryResponse.java, resp/RefundResponse.java,
// callback/BaseCallback.java, callback/CollectResultNotifyUrlData.java,
// callback/RefundResultNotifyUrlData.java). Unknown fields pass through untouched.

/** Amounts arrive as decimal strings, or as JSON numbers (OrderQueryResponse.totalAmount: Long). */
const amount = z.union([z.string(), z.number()]);

/** Every gateway answer: code 'APPLY_SUCCESS' means the call itself succeeded. */
export const gatewayResponse = z.looseObject({
  code: z.string(),
  msg: z.optional(z.nullable(z.string())),
  data: z.optional(z.nullable(z.looseObject({}))),
});

/** orderAndPay `data` (OrderAndPayResponse.java). */
export const orderAndPayData = z.looseObject({
  redirectUrl: z.string(),
  outTradeNo: z.optional(z.string()),
  tradeToken: z.string(),
  status: z.optional(z.string()),
});

/** orderQuery `data` (OrderQueryResponse.java). */
export const orderQueryData = z.looseObject({
  outTradeNo: z.string(),
  tradeToken: z.string(),
  totalAmount: z.optional(z.nullable(amount)),
  currency: z.optional(z.nullable(z.string())),
  status: z.string(),
});

/** refund `data` (RefundResponse.java): status REFUND_PENDING or REFUND_FAILED. */
export const refundData = z.looseObject({
  outRefundNo: z.optional(z.string()),
  refundTradeNo: z.optional(z.nullable(z.string())),
  tradeOrderNo: z.optional(z.nullable(z.string())),
  status: z.string(),
});

/** The notification envelope (BaseCallback.java); `data` depends on notifyType. */
export const notification = z.looseObject({
  code: z.optional(z.string()),
  msg: z.optional(z.nullable(z.string())),
  keyVersion: z.optional(z.string()),
  appId: z.string(),
  merchantNo: z.string(),
  notifyTime: z.optional(z.string()),
  notifyType: z.string(),
  data: z.looseObject({}),
});

/** notifyType PAYMENT data (CollectResultNotifyUrlData.java): SUCCESS, FAILED, CLOSED. */
export const paymentNotifyData = z.looseObject({
  outTradeNo: z.string(),
  tradeToken: z.string(),
  totalAmount: z.optional(z.nullable(amount)),
  currency: z.optional(z.nullable(z.string())),
  status: z.string(),
});

/** notifyType REFUND data (RefundResultNotifyUrlData.java). */
export const refundNotifyData = z.looseObject({
  outTradeNo: z.optional(z.string()),
  outRefundNo: z.optional(z.string()),
  refundTradeNo: z.string(),
  tradeToken: z.optional(z.string()),
  refundAmount: z.optional(z.nullable(amount)),
  refundCurrency: z.optional(z.nullable(z.string())),
  status: z.string(),
});
