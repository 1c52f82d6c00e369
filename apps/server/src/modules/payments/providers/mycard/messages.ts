import * as z from 'zod/mini';

// MyCard B2B (MyBillingPay) messages. MyCard's spec ("MyCard 廠商交易 API", §3.1 AuthGlobal,
// §3.2 ReturnURL, §3.3 TradeQuery, §3.4 PaymentConfirm, §3.6 MyCard 主動通知 CP 廠商交易成功) is handed
// to merchants; the field lists below are those of public integrations that cite it section by
// section: xxtime/omnipay-mycard (src/Message/*.php, "Docs: Version1.9.1#3.2.4", "#3.6"),
// naughtyjoint/manage (api/codermycardhelp.php, api/ReDeposit.php) and a NestJS client on GitHub
// citing "v3.9 §3.1 / §3.3 / §3.4".

// MyCard writes codes as strings ("1") but some clients see numbers; either is read as text.
const code = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);
const text = z.optional(z.nullable(z.string()));

/** AuthGlobal answer: ReturnCode "1" and the AuthCode on success. */
export const authGlobalResponseSchema = z.object({
  ReturnCode: code,
  ReturnMsg: text,
  AuthCode: text,
  TradeSeq: text,
  InGameSaveType: z.optional(z.nullable(code)),
});

/** TradeQuery answer: PayResult "3" is a successful trade, "0" a failed one. */
export const tradeQueryResponseSchema = z.object({
  ReturnCode: code,
  ReturnMsg: text,
  PayResult: z.optional(z.nullable(code)),
  FacTradeSeq: text,
  PaymentType: text,
  Amount: z.optional(z.nullable(code)),
  Currency: text,
  MyCardTradeNo: text,
  MyCardType: text,
  PromoCode: text,
  SerialId: text,
});
export type TradeQueryResponse = z.infer<typeof tradeQueryResponseSchema>;

/** PaymentConfirm answer: ReturnCode "1" means MyCard captured (請款) the trade. */
export const paymentConfirmResponseSchema = z.object({
  ReturnCode: code,
  ReturnMsg: text,
  FacTradeSeq: text,
  TradeSeq: text,
  SerialId: text,
});

const field = z.optional(z.string());

/** The ReturnURL post (§3.2): "ReturnCode 1 does not mean the trade succeeded; see PayResult". */
export const returnPostSchema = z.object({
  ReturnCode: z.string().check(z.minLength(1)),
  ReturnMsg: field,
  PayResult: z.string().check(z.minLength(1)),
  FacTradeSeq: z.string().check(z.minLength(1), z.maxLength(64)),
  PaymentType: field,
  Amount: field,
  Currency: field,
  MyCardTradeNo: field,
  MyCardType: field,
  PromoCode: field,
  SerialId: field,
  Hash: z.string(),
});
export type ReturnPost = z.infer<typeof returnPostSchema>;

/**
 * The NotifyURL post (§3.6, the supplementary notification): one form field
 * `DATA={"ReturnCode":"1","ReturnMsg":"QueryOK","FacServiceId":"MyCardSDK","TotalNum":2,
 * "FacTradeSeq":["FacTradeSeq0001","FacTradeSeq0002"]}` (xxtime/omnipay-mycard
 * src/Message/NotificationRequest.php). It is not signed: it only names trades to query.
 */
export const notifyDataSchema = z.object({
  ReturnCode: code,
  ReturnMsg: text,
  FacServiceId: z.string(),
  TotalNum: z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((v) => Number(v)),
    ),
  ),
  FacTradeSeq: z.array(z.string().check(z.minLength(1), z.maxLength(64))),
});

/** Reads a form body or query string into its fields (first value of each). */
export function formFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) if (!(key in fields)) fields[key] = value;
  return fields;
}
