import * as z from 'zod/mini';

// Xsolla identifies a brand by its merchant (company) and project; the API key authenticates the
// server-to-server calls (HTTP Basic merchant_id:api_key) and the project's webhook secret key
// signs the webhooks. https://developers.xsolla.com/api/pay-station/ (Security: basicAuth),
// https://developers.xsolla.com/webhooks/overview/ (signing).
const numericId = z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'a positive numeric id'));
const secret = z.string().check(z.minLength(1), z.maxLength(512));

export const xsollaCredentialsSchema = z.object({
  /** Merchant (company) id from Publisher Account: the path of the merchant API and Basic user. */
  merchantId: numericId,
  /** Project id: settings.project_id of the token; the project the webhooks come from. */
  projectId: numericId,
  /** Merchant-wide API key (the merchant/v2 calls carry no project_id, so a project key fails). */
  apiKey: secret,
  /** Project settings > Webhooks > Secret key. */
  webhookSecret: secret,
});

export type XsollaCredentials = z.infer<typeof xsollaCredentialsSchema>;
