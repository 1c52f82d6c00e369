import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
} from 'node:crypto';

// SHA256withRSA (RSASSA-PKCS1-v1_5 over SHA-256), as Antom and PayerMax sign both ways. Their
// dashboards show keys as bare base64; either form is read here.

/** A PEM as given, or the bare base64 body wrapped so node:crypto reads it. */
function pemOf(key: string, label: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const trimmed = key.trim();
  if (trimmed.startsWith('-----BEGIN')) return trimmed;
  const lines = trimmed.replace(/\s+/g, '').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** A merchant key (PKCS#8, PEM or bare base64). Throws if unreadable or not RSA. */
export function toPrivateKey(key: string): KeyObject {
  const object = createPrivateKey(pemOf(key, 'PRIVATE KEY'));
  if (object.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
  return object;
}

/** A provider's key (X.509 SubjectPublicKeyInfo, PEM or bare base64). Throws if unreadable or not RSA. */
export function toPublicKey(key: string): KeyObject {
  const object = createPublicKey(pemOf(key, 'PUBLIC KEY'));
  if (object.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
  return object;
}

/** The base64 signature of the text (deterministic, as PKCS#1 v1.5 is). */
export function signRsaSha256(text: string, privateKey: string): string {
  return createSign('RSA-SHA256').update(text, 'utf8').sign(toPrivateKey(privateKey), 'base64');
}

/**
 * Whether `signature` (base64) signs the text with the key. Never throws: an unreadable key or a
 * signature that is not base64 is simply not valid. OpenSSL checks the padded digest itself, so
 * no string comparison leaks timing here.
 */
export function verifyRsaSha256(text: string, signature: string, publicKey: string): boolean {
  try {
    const bytes = Buffer.from(signature.trim(), 'base64');
    if (bytes.length === 0) return false;
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(toPublicKey(publicKey), bytes);
  } catch {
    return false;
  }
}
