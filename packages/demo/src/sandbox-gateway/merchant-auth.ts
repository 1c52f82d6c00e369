import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '@topup/server/config';
import {
  isFreshTimestamp,
  providerSecret,
  verifySignature,
} from '@topup/server/modules/payments/secrets';

type SecretConfig = Pick<Config, 'paymentSandboxSecret'>;
export type MerchantAccount = { tenantId: string; provider: string };

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Why a merchant call is refused, or null when it is signed by that tenant's secret for that
 * provider: x-merchant-signature = hex HMAC-SHA256(secret, `${x-merchant-timestamp}.${rawBody}`),
 * timestamp within ±300 s.
 */
export function merchantAuthError(
  config: SecretConfig,
  now: Date,
  headers: IncomingHttpHeaders,
  rawBody: string,
  account: MerchantAccount | null,
): string | null {
  const timestamp = header(headers, 'x-merchant-timestamp');
  if (!isFreshTimestamp(timestamp, now)) return 'missing or stale x-merchant-timestamp';
  if (!account) return 'unknown merchant account';
  const secret = providerSecret(config, account.tenantId, account.provider);
  if (!verifySignature(secret, timestamp!, rawBody, header(headers, 'x-merchant-signature'))) {
    return 'bad x-merchant-signature';
  }
  return null;
}

/**
 * The drop-in's public key for one payment: derived, not stored, so only this payment's page can
 * confirm it and nothing new needs a column.
 */
export function clientKeyFor(config: SecretConfig, account: MerchantAccount, paymentId: string) {
  const secret = providerSecret(config, account.tenantId, account.provider);
  const mac = createHmac('sha256', secret).update(`client-key:${paymentId}`).digest('hex');
  return `ck_${mac.slice(0, 32)}`;
}

export function isClientKeyValid(
  config: SecretConfig,
  account: MerchantAccount,
  paymentId: string,
  given: unknown,
): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(clientKeyFor(config, account, paymentId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
