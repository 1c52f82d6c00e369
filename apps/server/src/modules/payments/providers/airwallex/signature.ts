import { createHmac, timingSafeEqual } from 'node:crypto';

// Airwallex signs each webhook delivery: `x-timestamp` carries the send time (Unix milliseconds)
// and `x-signature` the hex HMAC-SHA256, keyed with the endpoint's secret, of the timestamp
// followed by the raw body ("valueToDigest.append(timestamp); valueToDigest.append(payload); ...
// hmacHex(valueToDigest)", https://www.airwallex.com/docs/developer-tools__listen-for-webhook-events__code-examples;
// https://www.airwallex.com/docs/developer-tools/webhooks/listen-for-webhook-events, "Verify
// signatures").

/** The hex HMAC-SHA256 of `timestamp + rawBody` (what the emulator signs with too). */
export function airwallexSignature(timestamp: string, rawBody: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(timestamp + rawBody, 'utf8')
    .digest('hex');
}

/**
 * Whether `signature` (the x-signature header) is the HMAC of this timestamp and body. Compared in
 * constant time over the 32 digest bytes; never throws.
 */
export function verifyAirwallexSignature(
  timestamp: string,
  rawBody: string,
  signature: string,
  secret: string,
): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(signature.trim())) return false;
  const given = Buffer.from(signature.trim(), 'hex');
  const expected = createHmac('sha256', secret)
    .update(timestamp + rawBody, 'utf8')
    .digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
