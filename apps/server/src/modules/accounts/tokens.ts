import { randomBytes } from 'node:crypto';

// The console's session routes still import it from here.
export { hashToken } from '../../lib/token-hash.ts';

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url (43 characters): what the client keeps as oauth_token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenExpiry(now: Date): Date {
  return new Date(now.getTime() + TOKEN_TTL_MS);
}
