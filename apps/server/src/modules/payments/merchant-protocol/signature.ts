import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Topup merchant protocol v1: the signature on every request, answer and notification
// (docs/PAYMENTS.md, "Topup merchant protocol v1"; decision 0054). It is the generic sandbox's
// HMAC-SHA256 over `${timestamp}.${body}` made safe for a real provider: the method (or the
// answer's status), the path with its query, the merchant id and a nonce are signed too, so a
// signed GET for one payment cannot be replayed against another, an answer cannot be passed off
// as the answer to another request, and a captured message cannot be sent twice in its window.
// Signatures are compared in constant time (crypto.timingSafeEqual).

export const SIGNATURE_SCHEME = 'TOPUP-MERCHANT-V1';
/** Seconds a timestamp may differ from the receiver's clock, either way. */
export const TIMESTAMP_WINDOW_SECONDS = 300;

export const headerNames = {
  merchant: 'x-topup-merchant',
  timestamp: 'x-topup-timestamp',
  nonce: 'x-topup-nonce',
  signature: 'x-topup-signature',
} as const;

const noncePattern = /^[A-Za-z0-9_-]{16,64}$/;
const timestampPattern = /^\d{1,12}$/;

/** What one signature covers. `line` is the HTTP method of a request, the status of an answer. */
export type Signed = {
  line: string;
  /** The request path with its query, exactly as sent (for an answer: its request's). */
  path: string;
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
};

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The exact string that is signed: seven lines joined by '\n', no trailing newline. */
export function canonicalString(s: Signed): string {
  return [
    SIGNATURE_SCHEME,
    s.line,
    s.path,
    s.merchantId,
    s.timestamp,
    s.nonce,
    sha256Hex(s.body),
  ].join('\n');
}

/** Lower-case hex HMAC-SHA256 of the canonical string, keyed with the shared secret (UTF-8). */
export function signatureOf(secret: string, s: Signed): string {
  return createHmac('sha256', secret).update(canonicalString(s), 'utf8').digest('hex');
}

/** A fresh nonce: 24 random bytes, base64url (32 characters). */
export const newNonce = () => randomBytes(24).toString('base64url');

/** The four headers of a signed message. */
export function signedHeaders(secret: string, s: Signed): Record<string, string> {
  return {
    [headerNames.merchant]: s.merchantId,
    [headerNames.timestamp]: s.timestamp,
    [headerNames.nonce]: s.nonce,
    [headerNames.signature]: `v1=${signatureOf(secret, s)}`,
  };
}

/** Signs a message now with a new nonce (or the given one: an answer echoes its request's). */
export function sign(
  secret: string,
  input: {
    line: string;
    path: string;
    merchantId: string;
    body: string;
    now: Date;
    nonce?: string;
  },
): Record<string, string> {
  return signedHeaders(secret, {
    line: input.line,
    path: input.path,
    merchantId: input.merchantId,
    timestamp: String(Math.floor(input.now.getTime() / 1000)),
    nonce: input.nonce ?? newNonce(),
    body: input.body,
  });
}

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  // Node lower-cases incoming names; a transport's record may not.
  const value =
    headers[name] ??
    Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1] ??
    undefined;
  return Array.isArray(value) ? value[0] : value;
}

/** The signature headers as received, or null when one is missing or malformed. */
export function readSignedHeaders(
  headers: Headers,
): { merchantId: string; timestamp: string; nonce: string; signature: string } | null {
  const merchantId = header(headers, headerNames.merchant)?.trim();
  const timestamp = header(headers, headerNames.timestamp)?.trim();
  const nonce = header(headers, headerNames.nonce)?.trim();
  const signature = /^v1=([0-9a-f]{64})$/.exec(
    header(headers, headerNames.signature)?.trim() ?? '',
  )?.[1];
  if (!merchantId || !timestamp || !nonce || !signature) return null;
  if (!timestampPattern.test(timestamp) || !noncePattern.test(nonce)) return null;
  return { merchantId, timestamp, nonce, signature };
}

export type CheckFailure = 'unsigned' | 'bad-signature' | 'stale' | 'replayed' | 'wrong-merchant';

/**
 * Checks a received message: headers present, the merchant the expected one, the signature (in
 * constant time), the timestamp within the window, and, when `nonces` is given, a nonce not seen
 * in the window (it is remembered only once the signature holds, so forged messages cannot fill
 * the memory or burn a real sender's nonce).
 */
export function checkSigned(input: {
  secret: string;
  headers: Headers;
  line: string;
  path: string;
  body: string;
  merchantId: string;
  now: Date;
  nonces?: NonceMemory;
  /** An answer must echo the nonce of its request. */
  expectNonce?: string;
}): { ok: true } | { ok: false; reason: CheckFailure } {
  const got = readSignedHeaders(input.headers);
  if (!got) return { ok: false, reason: 'unsigned' };
  if (got.merchantId !== input.merchantId) return { ok: false, reason: 'wrong-merchant' };
  const expected = Buffer.from(
    signatureOf(input.secret, {
      line: input.line,
      path: input.path,
      merchantId: got.merchantId,
      timestamp: got.timestamp,
      nonce: got.nonce,
      body: input.body,
    }),
    'hex',
  );
  if (!timingSafeEqual(expected, Buffer.from(got.signature, 'hex'))) {
    return { ok: false, reason: 'bad-signature' };
  }
  const skew = Math.abs(Math.floor(input.now.getTime() / 1000) - Number(got.timestamp));
  if (skew > TIMESTAMP_WINDOW_SECONDS) return { ok: false, reason: 'stale' };
  if (input.expectNonce !== undefined && got.nonce !== input.expectNonce) {
    return { ok: false, reason: 'replayed' };
  }
  if (input.nonces && !input.nonces.claim(`${got.merchantId}\u0000${got.nonce}`, input.now)) {
    return { ok: false, reason: 'replayed' };
  }
  return { ok: true };
}

/**
 * The nonces seen in the last two windows (a message is fresh for ±300 s, so 600 s covers every
 * nonce that could still be accepted). In memory, per process: bounded, the oldest dropped first.
 */
export class NonceMemory {
  private readonly seen = new Map<string, number>();
  constructor(private readonly max = 100_000) {}

  /** True the first time a key is claimed within the window; false for a replay. */
  claim(key: string, now: Date): boolean {
    const at = now.getTime();
    const until = at + 2 * TIMESTAMP_WINDOW_SECONDS * 1000;
    const known = this.seen.get(key);
    if (known !== undefined && known > at) return false;
    // Insertion order is expiry order (every entry lives the same time): drop from the front.
    for (const [k, expires] of this.seen) {
      if (expires > at && this.seen.size < this.max) break;
      this.seen.delete(k);
    }
    this.seen.delete(key);
    this.seen.set(key, until);
    return true;
  }
}

/** The path and query of a URL as a client sends it (what `path` signs). */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}
