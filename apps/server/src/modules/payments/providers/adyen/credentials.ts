import * as z from 'zod/mini';
import { textField } from '../../provider-kit/credential-fields.ts';

// The brand's Adyen credential record (issue 14 field names, exactly).
// - merchantAccount: the merchant account code every request names
//   (https://docs.adyen.com/api-explorer/Checkout/71/post/sessions#request-merchantAccount).
// - apiKey: sent as `X-API-Key` (Adyen/adyen-node-api-library src/httpClient/httpURLConnectionClient.ts).
// - clientKey: the Drop-in's public key; Adyen issues it as `test_…` or `live_…`
//   (https://docs.adyen.com/development-resources/client-side-authentication).
// - hmacKey: the webhook's HMAC key, hex-encoded; the SDKs hex-decode it before signing
//   (Adyen/adyen-node-api-library src/utils/hmacValidator.ts: Buffer.from(key, "hex")).
// - liveUrlPrefix: the `[random]-[company name]` prefix of the live Checkout URL
//   `https://{prefix}-checkout-live.adyenpayments.com/checkout/v71`, required in live mode only
//   (https://docs.adyen.com/development-resources/live-endpoints; Adyen/adyen-node-api-library src/service.ts).
export const adyenCredentials = z.object({
  merchantAccount: textField(128),
  apiKey: z.string().check(z.minLength(1), z.maxLength(512)),
  clientKey: z.string().check(z.regex(/^(test|live)_[A-Za-z0-9]+$/)),
  // Whole bytes of hex; Adyen's generated keys are 32 bytes (64 hex digits), never fewer than 16.
  hmacKey: z.string().check(z.regex(/^(?:[0-9A-Fa-f]{2}){16,}$/)),
  // Only letters, digits and '-' so it can never change the host it is spliced into.
  liveUrlPrefix: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/))),
  // - reportUser / reportPassword: the report user (`report@Company.[YourCompanyAccount]`, role
  //   "Merchant Report") whose HTTP Basic credentials download report files for the daily
  //   comparison (https://docs.adyen.com/reporting/automatically-get-reports; accounting-report.ts).
  //   Optional: without them Adyen is not compared.
  reportUser: z.optional(textField(128)),
  reportPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
});

export type AdyenCredentials = z.infer<typeof adyenCredentials>;
