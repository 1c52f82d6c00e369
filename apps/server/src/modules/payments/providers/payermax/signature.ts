import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
} from 'node:crypto';

// PayerMax signs with SHA256WithRSA (RSASSA-PKCS1-v1_5 over SHA-256) the raw HTTP body, as sent,
// and carries the base64 signature in the `sign` header, both ways: the merchant signs requests
// with its private key; PayerMax signs responses and notifications with the platform key.
// Sources: https://docs.payermax.com/en/doc-center/developer/signature-rules.html;
// shareit-payermax/payermax-server-sdk-go payermax/payermax.go (Send: GetRsaSign(resultJson) into
// header "sign", VerifySign(respBody, header "sign")); shareit-payermax/woocommerce-gateway-payermax
// (check_order_notify verifies php://input against HTTP_SIGN).

/** The dashboard shows keys as bare base64; wrap them so node:crypto reads them as PEM. */
function pemOf(key: string, label: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const trimmed = key.trim();
  if (trimmed.startsWith('-----BEGIN')) return trimmed;
  const body = trimmed.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** The merchant key, PKCS#8 per the signature rules (PEM or bare base64). Throws if unreadable. */
export function toPrivateKey(key: string): KeyObject {
  const object = createPrivateKey(pemOf(key, 'PRIVATE KEY'));
  if (object.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
  return object;
}

/** The platform key, SubjectPublicKeyInfo (PEM or bare base64). Throws if unreadable. */
export function toPublicKey(key: string): KeyObject {
  const object = createPublicKey(pemOf(key, 'PUBLIC KEY'));
  if (object.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
  return object;
}

/** The `sign` header for a request body: base64 SHA256WithRSA with the merchant key. */
export function signBody(rawBody: string, privateKey: string): string {
  return createSign('RSA-SHA256').update(rawBody, 'utf8').sign(toPrivateKey(privateKey), 'base64');
}

/**
 * Whether `signature` (the `sign` header) is PayerMax's signature of the exact raw body. Never
 * throws: an unreadable key or a signature that is not base64 is simply not valid. RSA
 * verification recomputes and checks the padded digest inside OpenSSL, no string comparison here.
 */
export function verifyBody(rawBody: string, signature: string, platformPublicKey: string): boolean {
  try {
    const bytes = Buffer.from(signature.trim(), 'base64');
    if (bytes.length === 0) return false;
    return createVerify('RSA-SHA256')
      .update(rawBody, 'utf8')
      .verify(toPublicKey(platformPublicKey), bytes);
  } catch {
    return false;
  }
}
