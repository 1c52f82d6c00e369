import * as z from 'zod/mini';

// EBANX Direct API messages, as far as this store reads them. Fields from the EBANX docs
// (retrieve-payment sample response; refund-payment; payment-notifications) and the official
// SDKs (ebanx/benjamin src/Services/Http/Client.php, ebanx-integration/ebanx-php). Amounts come as
// decimal strings ("150.00"); numbers are accepted too. Unknown fields pass through.

const amount = z.union([z.string(), z.number()]);

/** Every answer carries status SUCCESS or ERROR (with status_code and status_message). */
export const apiAnswer = z.looseObject({
  status: z.string(),
  status_code: z.optional(z.nullable(z.string())),
  status_message: z.optional(z.nullable(z.string())),
});

/** One refund inside payment.refunds (retrieve-payment sample: RE, PE, CO, CA). */
export const refundRecord = z.looseObject({
  id: z.union([z.string(), z.number()]),
  merchant_refund_code: z.optional(z.nullable(z.string())),
  status: z.string(),
  amount_ext: z.optional(z.nullable(amount)),
});

/** The payment object of /ws/query, /ws/request and /ws/refund answers. */
export const payment = z.looseObject({
  hash: z.string(),
  merchant_payment_code: z.optional(z.nullable(z.string())),
  // OP open, PE pending, CO confirmed, CA cancelled (refund-or-cancel reference, payment.status).
  status: z.string(),
  // amount_ext in currency_ext: the amount in the merchant's own pricing currency, the one the
  // payment was requested in; amount_br / amount_total are the local amount the player paid.
  amount_ext: z.optional(z.nullable(amount)),
  currency_ext: z.optional(z.nullable(z.string())),
  refunds: z.optional(z.nullable(z.array(refundRecord))),
});

/** /ws/request (Payment Page) success: the payment and the page to send the player to. */
export const requestAnswer = z.looseObject({
  status: z.literal('SUCCESS'),
  redirect_url: z.string(),
  payment: z.looseObject({ hash: z.string() }),
});

/** /ws/query success. */
export const queryAnswer = z.looseObject({ status: z.literal('SUCCESS'), payment });

/** /ws/refund success: the refund just requested, and the payment with all its refunds. */
export const refundAnswer = z.looseObject({
  status: z.literal('SUCCESS'),
  refund: z.optional(refundRecord),
  payment: z.optional(payment),
});

/**
 * The notification form: operation=payment_status_change&notification_type=update&hash_codes=h1,h2
 * (https://developers.ebanx.com/integrations/notifications).
 */
export const notificationForm = z.object({
  operation: z.literal('payment_status_change'),
  notification_type: z.string().check(z.minLength(1)),
  hash_codes: z.string().check(z.minLength(1)),
});
