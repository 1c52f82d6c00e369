import { createHmac } from 'node:crypto';
import type { PaypalCredentials } from '@topup/server/modules/payments/providers/paypal/credentials';
import { sameSecret } from '../kit/http-auth.ts';

// PayPal's OAuth2 client-credentials tokens (https://developer.paypal.com/api/rest/authentication/):
// opaque bearer strings valid for expires_in seconds (32400 in the docs' example). The emulator's
// are self-contained (the app's client id and the expiry, under an HMAC keyed by its secret), so
// every instance on the database accepts them and a rotated secret voids them, as PayPal's are.

export const TOKEN_LIFETIME_S = 32_400;
const PREFIX = 'A21AA';

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function mintAccessToken(credentials: PaypalCredentials, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + TOKEN_LIFETIME_S;
  const payload = Buffer.from(JSON.stringify({ c: credentials.clientId, e: expires })).toString(
    'base64url',
  );
  return `${PREFIX}${payload}.${mac(credentials.clientSecret, payload)}`;
}

/** The client id a token claims (unverified), to find the app whose secret checks it. */
export function claimedClientId(token: string): string | null {
  const match = /^A21AA([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/.exec(token);
  if (!match) return null;
  try {
    const claim = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as {
      c?: unknown;
    };
    return typeof claim.c === 'string' ? claim.c : null;
  } catch {
    return null;
  }
}

/** Whether the token was minted for these credentials and has not expired. */
export function tokenValid(token: string, credentials: PaypalCredentials, now: Date): boolean {
  const match = /^A21AA([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return false;
  const [, payload, signature] = match as unknown as [string, string, string];
  if (!sameSecret(signature, mac(credentials.clientSecret, payload))) return false;
  const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    c: string;
    e: number;
  };
  return claim.c === credentials.clientId && claim.e * 1000 > now.getTime();
}
