import * as z from 'zod/mini';
import { toPrivateKey, toPublicKey } from './rsa-sha256.ts';

// The credential field shapes the providers' schemas share (PAYMENT_CREDENTIALS_FILE,
// providers/credentials-file.ts). A field's value is a secret: no message here echoes it.

/** A trimmed, non-empty string of at most `max` characters (ids, names). */
export const textField = (max: number) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** A shared secret (API key, webhook secret): trimmed, non-empty, at most 512 characters. */
export const secretField = () => textField(512);

const parses = (make: (pem: string) => unknown) => (pem: string) => {
  try {
    make(pem);
    return true;
  } catch {
    return false;
  }
};

/** An RSA private key, PEM or the bare base64 a dashboard shows. */
export const rsaPrivateKeyField = () =>
  z.string().check(z.refine(parses(toPrivateKey), 'not an RSA private key'));

/** An RSA public key, PEM or the bare base64 a dashboard shows. */
export const rsaPublicKeyField = () =>
  z.string().check(z.refine(parses(toPublicKey), 'not an RSA public key'));
