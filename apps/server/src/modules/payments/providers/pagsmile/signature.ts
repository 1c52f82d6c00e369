import { createHmac, timingSafeEqual } from 'node:crypto';

// Pagsmile signs each payin notification in the `Pagsmile-Signature` header,
//   t=<unix timestamp>,v2=<hex HMAC-SHA256 of the raw request body, keyed with the SecretKey>
// "Split the header using ',' ... '=' ... The value for the prefix [t] corresponds to the
// timestamp, and [v2] to the signature"; "Compute an HMAC with the SHA256 hash function. Use the
// SecretKey ... as the key, and use the original RequestBody string as the message"
// (https://docs.pagsmile.com/payin/notification/security; header format also on
// https://docs.pagsmile.com/payin/notification: "t=$timestamp,v2=HMAC SHA256($RequestBody)").
// Note that t is not part of the signed message, so it proves nothing about freshness.
// UNCONFIRMED: the guide's Java example (not readable) could prefix the timestamp; the prose and the
// header description both say the body alone.

export type PagsmileSignature = { timestamp: string | null; signatures: string[] };

/** The t= and v2= parts of the header (several v2 entries are all kept), or null. */
export function readSignatureHeader(value: string | undefined): PagsmileSignature | null {
  if (!value) return null;
  let timestamp: string | null = null;
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    const val = part.slice(at + 1).trim();
    if (key === 't') timestamp = val;
    else if (key === 'v2') signatures.push(val);
  }
  return signatures.length ? { timestamp, signatures } : null;
}

/** The hex HMAC-SHA256 Pagsmile sends for this body (the emulator signs with it too). */
export function pagsmileSignature(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** The header value Pagsmile sends: `t=<timestamp>,v2=<hex>`. */
export function pagsmileSignatureHeader(
  rawBody: string,
  secret: string,
  timestamp: string,
): string {
  return `t=${timestamp},v2=${pagsmileSignature(rawBody, secret)}`;
}

/** Whether one of the v2 signatures is the HMAC of the body; constant time, never throws. */
export function verifyPagsmileSignature(
  rawBody: string,
  signature: PagsmileSignature,
  secret: string,
): boolean {
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  return signature.signatures.some((hex) => {
    if (!/^[0-9a-fA-F]{64}$/.test(hex)) return false;
    const given = Buffer.from(hex, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
