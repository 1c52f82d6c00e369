import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

// Emulated RSA providers (PayerMax, Antom) need a merchant key pair per brand and a platform pair
// of their own. Generating RSA-2048 keys is slow, so each process makes each named pair once:
// repeated app starts (tests) stay fast.

export type KeyPair = { publicKey: string; privateKey: string };

const pairs = new Map<string, KeyPair>();

/** The process's RSA-2048 pair under `name` (PEM: SPKI public, PKCS#8 private). */
export function cachedRsaPair(name: string): KeyPair {
  let pair = pairs.get(name);
  if (!pair) {
    pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    pairs.set(name, pair);
  }
  return pair;
}

/** The SPKI PEM public half of the private key `load` reads, or null when it is not one. */
export function publicKeyOf(load: () => KeyObject | string): string | null {
  try {
    return createPublicKey(load()).export({ type: 'spki', format: 'pem' }) as string;
  } catch {
    return null;
  }
}
