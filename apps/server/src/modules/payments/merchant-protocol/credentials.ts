import * as z from 'zod/mini';
import { secretField, textField } from '../provider-kit/credential-fields.ts';

// One brand's account with a provider on Topup merchant protocol v1, in test or live mode
// (PAYMENT_CREDENTIALS_FILE). The provider gives the merchant id, the shared secret (at least 32
// characters: it keys HMAC-SHA256) and its API base URL for that mode; pageOrigins are where its
// hosted payment pages live when not on the API's origin. Emulator mode generates merchant id and
// secret and knows its own URL, so it needs none of this.

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, or http on the loopback (a provider's local test server); no credentials in the URL. */
function safeUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password || url.search || url.hash) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback.has(url.hostname));
  } catch {
    return false;
  }
}

const originField = z
  .string()
  .check(z.refine((v) => safeUrl(v) && new URL(v).origin === v, 'expected an https origin'));

export const merchantCredentials = z.object({
  merchantId: textField(64),
  secret: secretField().check(z.minLength(32, 'at least 32 characters')),
  apiUrl: z
    .string()
    .check(z.refine(safeUrl, 'expected an https URL (no query, no user name or password)')),
  pageOrigins: z.optional(z.array(originField).check(z.minLength(1))),
});

/** What the protocol reads: emulator accounts carry only merchantId and secret. */
export type MerchantCredentials = {
  merchantId: string;
  secret: string;
  apiUrl?: string;
  pageOrigins?: string[];
};
