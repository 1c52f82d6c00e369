import { importJWK, importPKCS8, SignJWT } from 'jose';
import type { AppleKey } from './brand-clients.ts';

/**
 * Apple's client_secret: an ES256 JWT the developer signs with their Sign in with Apple key,
 * kid = key id, iss = team id, sub = the client (Services) id, aud = https://appleid.apple.com,
 * at most six months valid.
 * https://developer.apple.com/documentation/accountorganizationaldatasharing/creating-a-client-secret
 */
export async function appleClientSecret(
  key: AppleKey,
  clientId: string,
  audience: string,
  now: Date,
): Promise<string> {
  const signingKey =
    typeof key.privateKey === 'string'
      ? await importPKCS8(key.privateKey, 'ES256')
      : await importJWK(key.privateKey, 'ES256');
  const iat = Math.floor(now.getTime() / 1000);
  // Five minutes: made per exchange, so it need not live longer.
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(clientId)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .sign(signingKey);
}
