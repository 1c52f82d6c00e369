import { createHash, timingSafeEqual } from 'node:crypto';

// Xsolla signs every webhook with SHA-1 over the raw JSON body concatenated with the project's
// webhook secret key, hex-encoded, in `Authorization: Signature <sha1>`.
// https://developers.xsolla.com/webhooks/overview/ ("Sign requests": concatenate the JSON from the
// request body and the project's secret key, apply SHA-1); the official PHP SDK does the same:
// xsolla/xsolla-sdk-php src/Webhook/WebhookAuthenticator.php (`sha1($body . $projectSecretKey)`,
// header matched by `~^Signature ([0-9a-f]{40})$~`).

/** The hex SHA-1 digest Xsolla sends for this body (the emulator signs with it too). */
export function xsollaSignature(rawBody: string, webhookSecret: string): string {
  return createHash('sha1')
    .update(rawBody + webhookSecret, 'utf8')
    .digest('hex');
}

/** The header value Xsolla sends: `Signature <hex sha1>`. */
export function xsollaAuthorizationHeader(rawBody: string, webhookSecret: string): string {
  return `Signature ${xsollaSignature(rawBody, webhookSecret)}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'invalid';

// The SDK accepts lowercase hex only; SHA-1 hex in any case is the same digest, so case is
// tolerated and the bytes are compared.
const HEADER = /^Signature ([0-9a-fA-F]{40})$/;

/**
 * Checks an Authorization header against the body, in constant time over the 20 digest bytes.
 * `missing`: no header at all (unsigned); `invalid`: a header that is not a matching signature.
 */
export function checkXsollaSignature(
  authorization: string | undefined,
  rawBody: string,
  webhookSecret: string,
): SignatureCheck {
  if (authorization === undefined || authorization === '') return 'missing';
  const match = HEADER.exec(authorization.trim());
  if (!match) return 'invalid';
  const given = Buffer.from(match[1]!, 'hex');
  const expected = createHash('sha1')
    .update(rawBody + webhookSecret, 'utf8')
    .digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'valid' : 'invalid';
}
