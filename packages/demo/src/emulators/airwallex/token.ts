import { createHmac } from 'node:crypto';
import type { AirwallexCredentials } from '@topup/server/modules/payments/providers/airwallex/credentials';
import type { EmulatorAccount } from '../kit/emulator.ts';
import { sameSecret } from '../kit/http-auth.ts';

// The emulator's bearer tokens. Airwallex's are JWTs that expire 30 minutes after login; ours are
// HS256 JWTs keyed with the merchant's API key, so any instance can check one without keeping it,
// and a new API key retires the old tokens as Airwallex's rotation does.

const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const seal = (unsigned: string, apiKey: string) =>
  createHmac('sha256', apiKey).update(unsigned).digest('base64url');

export function issueToken(credentials: AirwallexCredentials, expiresAt: Date): string {
  const payload = b64(
    JSON.stringify({
      type: 'client',
      cid: credentials.clientId,
      exp: Math.floor(expiresAt.getTime() / 1000),
    }),
  );
  const unsigned = `${header}.${payload}`;
  return `${unsigned}.${seal(unsigned, credentials.apiKey)}`;
}

/** The account a token was issued to, or null (malformed, forged, expired). */
export function readToken(
  token: string,
  now: Date,
  accountOf: (clientId: string) => EmulatorAccount<AirwallexCredentials> | null,
): EmulatorAccount<AirwallexCredentials> | null {
  const [head, payload, signature] = token.split('.');
  if (head !== header || !payload || !signature) return null;
  let claims: { cid?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return null;
  }
  if (typeof claims.cid !== 'string' || typeof claims.exp !== 'number') return null;
  const account = accountOf(claims.cid);
  if (!account || !sameSecret(signature, seal(`${head}.${payload}`, account.credentials.apiKey))) {
    return null;
  }
  return claims.exp * 1000 > now.getTime() ? account : null;
}
