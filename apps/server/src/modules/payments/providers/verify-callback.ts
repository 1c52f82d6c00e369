import { providerCallbackSchema } from '@topup/contracts/payments';
import { isFreshTimestamp, verifySignature } from '../secrets.ts';
import type { ParseCallbackResult } from './provider.ts';

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The store's callback wire format: x-pay-timestamp within ±300 s, x-pay-signature = hex
 * HMAC-SHA256(secret of the payload's tenant for this provider, `${timestamp}.${rawBody}`),
 * then providerCallbackSchema. The tenant comes from the signed payload, never from Host.
 */
export function verifyCallback(
  input: { headers: Headers; rawBody: string },
  now: Date,
  secretOf: (tenantId: string) => string,
): ParseCallbackResult {
  const timestamp = header(input.headers, 'x-pay-timestamp');
  const signature = header(input.headers, 'x-pay-signature');
  if (!timestamp || !signature) return { ok: false, reason: 'unsigned' };
  if (!isFreshTimestamp(timestamp, now)) return { ok: false, reason: 'stale' };
  let payload: unknown;
  try {
    payload = JSON.parse(input.rawBody);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const tenantId = (payload as { tenant_id?: unknown } | null)?.tenant_id;
  if (typeof tenantId !== 'string' || !tenantId) return { ok: false, reason: 'malformed' };
  if (!verifySignature(secretOf(tenantId), timestamp, input.rawBody, signature)) {
    return { ok: false, reason: 'bad-signature' };
  }
  const parsed = providerCallbackSchema.safeParse(payload);
  return parsed.success ? { ok: true, callback: parsed.data } : { ok: false, reason: 'malformed' };
}
