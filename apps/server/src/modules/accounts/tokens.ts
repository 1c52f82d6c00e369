import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url (43 characters): what the client keeps as oauth_token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored, so a leaked table does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function tokenExpiry(now: Date): Date {
  return new Date(now.getTime() + TOKEN_TTL_MS);
}
