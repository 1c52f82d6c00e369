import * as z from 'zod/mini';
import { toPrivateKey, toPublicKey } from './signature.ts';

const parses = (make: (pem: string) => unknown) => (pem: string) => {
  try {
    make(pem);
    return true;
  } catch {
    return false;
  }
};

/**
 * One brand's PayerMax account (issue 14 field names). merchantNo and appId come from the
 * merchant dashboard; privateKey is the merchant's RSA key (PKCS#8, 2048 bits, SHA256WithRSA:
 * https://docs.payermax.com/en/doc-center/developer/signature-rules.html), platformPublicKey the
 * PayerMax key downloaded from the same page. PEM, or the bare base64 body the dashboard shows.
 */
export const payermaxCredentials = z.object({
  merchantNo: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  appId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  privateKey: z.string().check(z.refine(parses(toPrivateKey), 'not an RSA private key')),
  platformPublicKey: z.string().check(z.refine(parses(toPublicKey), 'not an RSA public key')),
});

export type PayermaxCredentials = z.infer<typeof payermaxCredentials>;
