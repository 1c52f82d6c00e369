import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

// Emulated RSA providers (PayerMax, Antom) need a merchant key pair and a platform pair of their
// own. Generating an RSA-2048 pair takes about 250 ms of CPU here, so each process makes each
// named pair once. One merchant pair: the brands whose emulator accounts one start generates
// share it (one pair per brand made 32 pairs, about 8 s, and the first start of the demo and of
// every test app ran past Fastify's 10 s plugin timeout on a loaded 2-core machine). The brands are
// told apart by their own merchant ids, as the providers do; generated accounts are stored, and a
// brand that wants a key of its own gives it in PAYMENT_CREDENTIALS_FILE (mode emulator).

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
