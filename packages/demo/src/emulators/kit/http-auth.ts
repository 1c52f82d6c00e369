import { createHash, timingSafeEqual } from 'node:crypto';

// How emulators read the credentials a merchant's server sends. Providers authenticate merchant
// calls with HTTP Basic (Xsolla's merchant_id:api_key, PayPal's client_id:secret for a token) or a
// bearer token; the emulator compares them the way a provider must, in constant time.

/** The user and password of an `Authorization: Basic ...` header (RFC 7617), or null. */
export function basicCredentials(
  header: string | string[] | undefined,
): { user: string; password: string } | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Basic\s+([A-Za-z0-9+/]+=*)\s*$/i.exec(value) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The token of an `Authorization: Bearer ...` header, or null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match?.[1] ?? null;
}

/** Whether two secrets are equal, in time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  // Digests first: timingSafeEqual needs equal lengths, and the length must not leak either.
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/** A request body the emulator scope kept raw, parsed as JSON; undefined when it is not JSON. */
export function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string' || body.trim() === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
