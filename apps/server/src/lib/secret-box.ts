import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets the server must read back in the clear (a game server's HMAC key: we sign with it, so
// it cannot be hashed) are sealed at rest with AES-256-GCM under a key from the environment
// (SECRETS_KEY), so a database dump or backup alone does not give them away. Node's crypto does
// the cipher; the format is ours: enc:v1:<iv>:<tag>:<ciphertext>, base64url parts, 96-bit IV
// (NIST SP 800-38D §8.2 recommends 96 bits for GCM), 128-bit tag.
const PREFIX = 'enc:v1:';

export type SecretBox = {
  /** Sealed when a key is configured; as given otherwise (a demo without SECRETS_KEY). */
  seal(plain: string): string;
  /** Opens a sealed value; a value stored before a key was configured comes back as it is. */
  open(stored: string): string;
  readonly sealing: boolean;
};

/** Any string of ≥ 32 characters becomes a 256-bit key through SHA-256. */
export function createSecretBox(secretsKey: string | undefined): SecretBox {
  const key = secretsKey ? createHash('sha256').update(secretsKey).digest() : null;
  return {
    sealing: key !== null,
    seal(plain) {
      if (!key) return plain;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return PREFIX + parts.join(':');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      if (!key) throw new Error('a sealed secret needs SECRETS_KEY to be set');
      const [iv, tag, body] = stored.slice(PREFIX.length).split(':');
      if (!iv || !tag || body === undefined) throw new Error('malformed sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}
