import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636 §4.1: 32 random octets, base64url (43 characters). Also used for state and nonce. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** RFC 7636 §4.2 S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
