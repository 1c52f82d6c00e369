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
 * One brand's Antom (Alipay global) account (issue 14 field names). clientId is the Client ID of
 * the Antom Dashboard (a sandbox one, `SANDBOX_…`, in test mode); privateKey the merchant's RSA2
 * key whose public half is uploaded there; alipayPublicKey Antom's key from the same page
 * (https://docs.antom.com/ac/ref/sandbox, "get the sandbox client ID, domain, and public key").
 * Keys as PEM or the bare base64 the dashboard shows. `region` picks the gateway the account
 * lives on (the dashboard's "domain"); Asia by default.
 */
export const alipayCredentials = z.object({
  clientId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  privateKey: z.string().check(z.refine(parses(toPrivateKey), 'not an RSA private key')),
  alipayPublicKey: z.string().check(z.refine(parses(toPublicKey), 'not an RSA public key')),
  region: z.optional(z.enum(['asia', 'north-america', 'europe'])),
});

export type AlipayCredentials = z.infer<typeof alipayCredentials>;
