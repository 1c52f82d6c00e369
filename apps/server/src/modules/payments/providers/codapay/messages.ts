import * as z from 'zod/mini';

// Codapay Airtime REST v1.0 messages, from
// https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/integration-guides/redirection-flow/initiate-a-payment
// (initRequest / InitResult), .../redirection-flow/verify-transaction-status (inquiryPaymentRequest /
// PaymentResult) and .../integration-guides/transaction-notification (the notification query).

export type CodaProfileEntry = { key: string; value: string };

export type CodaInitRequest = {
  initRequest: {
    country: number;
    currency: number;
    orderId: string;
    apiKey: string;
    payType: number;
    items: { code: string; name: string; price: number; type: number }[];
    profile: { entry: CodaProfileEntry[] };
  };
};

export type CodaInquiryRequest = {
  inquiryPaymentRequest: { apiKey: string; txnId: string; needStatusFinal: 'true' };
};

const profile = z.object({
  entry: z.optional(z.array(z.object({ key: z.string(), value: z.unknown() }))),
});

/** InitResult: resultCode 0 is success; txnId is the Coda transaction id. */
export const initResponseSchema = z.object({
  initResult: z.object({
    resultCode: z.number(),
    resultDesc: z.optional(z.nullable(z.string())),
    txnId: z.optional(z.string().check(z.regex(/^\d+$/))),
  }),
});

/** PaymentResult of inquiryPaymentResult. */
export const inquiryResponseSchema = z.object({
  paymentResult: z.object({
    txnId: z.optional(z.string()),
    orderId: z.optional(z.nullable(z.string())),
    resultCode: z.number(),
    resultDesc: z.optional(z.nullable(z.string())),
    totalPrice: z.optional(z.nullable(z.number())),
    profile: z.optional(z.nullable(profile)),
  }),
});
export type CodaPaymentResult = z.infer<typeof inquiryResponseSchema>['paymentResult'];

/** The Transaction Completion Notification: "GET method with the following HTTPS parameters". */
export const notificationSchema = z.object({
  TxnId: z.string().check(z.regex(/^\d{1,20}$/)),
  OrderId: z.string().check(z.minLength(1), z.maxLength(64)),
  ResultCode: z.string().check(z.regex(/^-?\d{1,6}$/)),
  TotalPrice: z.optional(z.string()),
  PaymentType: z.optional(z.string()),
  Checksum: z.string().check(z.regex(/^[0-9a-fA-F]{32}$/)),
  // The init's USD price, appended when Coda has switched it on for the account ("If a partner
  // needs to display their InitRequest USD price in the callback parameter, please notify Coda's
  // Technical Support Team", .../initiate-usd-transactions/complete-notification-logs-showing-usd-price).
  USDPrice: z.optional(z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/))),
});
export type CodaNotification = z.infer<typeof notificationSchema>;

/**
 * JSON.parse for Coda's answers. Transaction ids are 64-bit numbers written bare
 * (`"txnId": 6850822175662776971` in the PaymentResult sample), past Number's 2^53, so txnId and
 * orderId numbers are turned into strings before parsing, digit for digit.
 */
export function parseCodaJson(raw: string): unknown {
  const quoted = raw.replace(/"(txnId|orderId)"(\s*):(\s*)(-?\d+)(?=\s*[,}\]])/g, '"$1"$2:$3"$4"');
  return JSON.parse(quoted) as unknown;
}

/** A value of a profile entry, as text. */
export function profileValue(result: CodaPaymentResult, key: string): string | undefined {
  const entry = result.profile?.entry?.find((e) => e.key === key);
  return entry === undefined || entry.value === null ? undefined : String(entry.value);
}
