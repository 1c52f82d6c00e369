import * as z from 'zod/mini';

// PayPal's REST messages, as far as this module reads them. Statuses stay open strings: PayPal adds
// values over time and an unknown one must map to "pending"/"other", not fail the parse.

/** Money: https://developer.paypal.com/api/orders/v2/#definition-money */
export const money = z.object({ currency_code: z.string(), value: z.string() });

/** HATEOAS link: https://developer.paypal.com/api/rest/responses/#link-hateoaslinks */
export const link = z.object({ href: z.string(), rel: z.string(), method: z.optional(z.string()) });

/** POST /v1/oauth2/token answer: https://developer.paypal.com/api/rest/authentication/ */
export const tokenResponse = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.optional(z.string()),
  expires_in: z.number(),
});

// The fields captures and refunds share.
const moneyMovement = {
  id: z.string(),
  status: z.optional(z.string()),
  amount: z.optional(money),
  custom_id: z.optional(z.string()),
  invoice_id: z.optional(z.string()),
  links: z.optional(z.array(link)),
};

/** A capture: https://developer.paypal.com/api/payments/v2/#captures_get */
export const capture = z.object({
  ...moneyMovement,
  supplementary_data: z.optional(
    z.object({ related_ids: z.optional(z.object({ order_id: z.optional(z.string()) })) }),
  ),
});

/** An order (create, capture and get answers): https://developer.paypal.com/api/orders/v2/ */
export const order = z.object({
  id: z.string(),
  status: z.optional(z.string()),
  links: z.optional(z.array(link)),
  purchase_units: z.optional(
    z.array(
      z.object({
        reference_id: z.optional(z.string()),
        custom_id: z.optional(z.string()),
        invoice_id: z.optional(z.string()),
        amount: z.optional(money),
        payments: z.optional(z.object({ captures: z.optional(z.array(capture)) })),
      }),
    ),
  ),
});
export type PaypalOrder = z.infer<typeof order>;

/** A refund: https://developer.paypal.com/api/payments/v2/#captures_refund */
export const refund = z.object(moneyMovement);

/** A dispute (webhook resource): https://developer.paypal.com/docs/api/customer-disputes/v1/ */
export const dispute = z.object({
  dispute_id: z.string(),
  status: z.optional(z.string()),
  dispute_amount: z.optional(money),
  disputed_transactions: z.optional(
    z.array(
      z.object({
        seller_transaction_id: z.optional(z.string()),
        invoice_number: z.optional(z.string()),
        custom: z.optional(z.string()),
      }),
    ),
  ),
});

/** Error body: https://developer.paypal.com/api/rest/responses/#link-failedrequests */
export const errorResponse = z.object({
  name: z.optional(z.string()),
  message: z.optional(z.string()),
  debug_id: z.optional(z.string()),
  details: z.optional(z.array(z.object({ issue: z.optional(z.string()) }))),
});

/** The webhook event envelope: https://developer.paypal.com/api/rest/webhooks/event-names/ */
export const webhookEvent = z.object({
  id: z.string().check(z.minLength(1)),
  event_type: z.string().check(z.minLength(1)),
  resource_type: z.optional(z.string()),
  resource: z.record(z.string(), z.unknown()),
});
export type PaypalWebhookEvent = z.infer<typeof webhookEvent>;

/** verify-webhook-signature answer: https://developer.paypal.com/api/webhooks/v1/#verify-webhook-signature_post */
export const verifyResponse = z.object({ verification_status: z.string() });
