import * as z from 'zod/mini';

// Razer Merchant Services (Fiuu) messages. Payment responses (return, notify and callback URL) are
// form posts of the same fields ("Notification Parameters (via POST method)",
// https://e2payprod.gitbook.io/payment-gateway/api-documentation/technical-doc-of-fiuu-id/payment-response-parameter/payment-status-notification-merchant-webhook-or-the-3-endpoints/callback-url-with-ipn);
// refund answers and refund status notifications carry the refund fields
// (https://docs.fiuu.dev/docs/advanced-fullpartial-refund).

const amount = z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/));

/** A payment response: nbcb 1 (callback URL), 2 (notify URL) or absent (return URL). */
export const paymentNotificationSchema = z.object({
  nbcb: z.optional(z.string().check(z.regex(/^[12]$/))),
  tranID: z.string().check(z.regex(/^\d{1,20}$/)),
  orderid: z.string().check(z.minLength(1), z.maxLength(40)),
  // "00 for Successful payment, 11 for failed status", 22 pending (callback URL).
  status: z.string().check(z.regex(/^(00|11|22)$/)),
  domain: z.string().check(z.minLength(1), z.maxLength(32)),
  amount,
  // "2 or 3 chars (ISO-4217) currency code": older gateways write Malaysian ringgit as "RM".
  currency: z.string().check(z.regex(/^[A-Za-z]{2,3}$/)),
  paydate: z.string().check(z.maxLength(32)),
  appcode: z.optional(z.string().check(z.maxLength(32))),
  skey: z.string().check(z.regex(/^[0-9a-fA-F]{32}$/)),
  channel: z.optional(z.string()),
  error_code: z.optional(z.string()),
  error_desc: z.optional(z.string()),
});
export type RazerPaymentNotification = z.infer<typeof paymentNotificationSchema>;

/** A refund answer or refund status notification (positive result). */
export const refundMessageSchema = z.object({
  RefundType: z.string().check(z.regex(/^[PF]$/)),
  MerchantID: z.string().check(z.minLength(1), z.maxLength(32)),
  RefID: z.string().check(z.minLength(1), z.maxLength(64)),
  RefundID: z.string().check(z.regex(/^\d{1,20}$/)),
  TxnID: z.string().check(z.regex(/^\d{1,20}$/)),
  Amount: amount,
  // 00 success, 11 rejected, 22 pending.
  Status: z.string().check(z.regex(/^(00|11|22)$/)),
  Signature: z.string().check(z.regex(/^[0-9a-fA-F]{32}$/)),
  reason: z.optional(z.string()),
});
export type RazerRefundMessage = z.infer<typeof refundMessageSchema>;

/** The negative result of the refund API: `{"error_code": …, "error_desc": …}`. */
export const refundErrorSchema = z.object({
  error_code: z.union([z.string(), z.number()]),
  error_desc: z.optional(z.string()),
});

/** Query by order ID's answer (plain text "Key: value" lines, the default type 0). */
export const queryAnswerSchema = z.object({
  StatCode: z.string().check(z.regex(/^(00|11|22)$/)),
  StatName: z.optional(z.string()),
  OrderID: z.string(),
  Amount: amount,
  TranID: z.optional(z.string()),
  Domain: z.string(),
  VrfKey: z.string().check(z.regex(/^[0-9a-fA-F]{32}$/)),
  Currency: z.optional(z.string()),
});

/**
 * The query answer: plain text, one "Key: value" per line ("StatCode: 00 StatName: captured
 * TranID: 65234 Amount: 3899.00 Domain: shopA VrfKey: …", the PSQ example of the MOLPay API
 * spec), or the same keys as JSON where the account answers JSON.
 */
export function parseQueryAnswer(body: string): Record<string, string> {
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const json = JSON.parse(text) as unknown;
      if (!json || typeof json !== 'object') return {};
      return Object.fromEntries(
        Object.entries(json as Record<string, unknown>).map(([k, v]) => [k, String(v ?? '')]),
      );
    } catch {
      return {};
    }
  }
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}

/** Form or JSON fields of a posted message. */
export function messageFields(text: string): Record<string, string> {
  const body = text.trim();
  if (body.startsWith('{')) return parseQueryAnswer(body);
  return Object.fromEntries(new URLSearchParams(body));
}
