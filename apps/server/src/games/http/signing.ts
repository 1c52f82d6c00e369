import { createHmac, timingSafeEqual } from 'node:crypto';

// Every call to a publisher's game server is signed (docs/GAME-GATEWAY.md): the game checks that
// the request comes from the shop and is fresh, so a captured request cannot be replayed later.

export const timestampHeader = 'x-topup-timestamp';
export const signatureHeader = 'x-topup-signature';
export const idempotencyHeader = 'idempotency-key';

/** How old (or how far ahead) a timestamp may be before the game refuses the request. */
export const MAX_SKEW_SECONDS = 5 * 60;

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the game's secret. */
export function signBody(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The two signing headers for a body sent at `nowSeconds`. */
export function signedHeaders(
  secret: string,
  rawBody: string,
  nowSeconds: number,
): Record<string, string> {
  const timestamp = Math.floor(nowSeconds);
  return {
    [timestampHeader]: String(timestamp),
    [signatureHeader]: signBody(secret, timestamp, rawBody),
  };
}

export type Verdict = { ok: true } | { ok: false; code: 'bad_signature' | 'stale_timestamp' };

/**
 * The game side's check. The signature is compared in constant time (a byte-by-byte compare
 * leaks how much of a guess was right); the timestamp must be within MAX_SKEW_SECONDS of now.
 */
export function verifySignature(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  nowSeconds: number;
}): Verdict {
  const { timestamp, signature } = input;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) {
    return { ok: false, code: 'bad_signature' };
  }
  const ts = Number(timestamp);
  const expected = Buffer.from(signBody(input.secret, ts, input.rawBody), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : null;
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, code: 'bad_signature' };
  }
  if (Math.abs(input.nowSeconds - ts) > MAX_SKEW_SECONDS) {
    return { ok: false, code: 'stale_timestamp' };
  }
  return { ok: true };
}
