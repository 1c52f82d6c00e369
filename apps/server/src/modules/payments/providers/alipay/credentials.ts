import * as z from 'zod/mini';
import {
  rsaPrivateKeyField,
  rsaPublicKeyField,
  textField,
} from '../../provider-kit/credential-fields.ts';

/**
 * One brand's Antom (Alipay global) account (issue 14 field names). clientId is the Client ID of
 * the Antom Dashboard (a sandbox one, `SANDBOX_…`, in test mode); privateKey the merchant's RSA2
 * key whose public half is uploaded there; alipayPublicKey Antom's key from the same page
 * (https://docs.antom.com/ac/ref/sandbox, "get the sandbox client ID, domain, and public key").
 * Keys as PEM or the bare base64 the dashboard shows. `region` picks the gateway the account
 * lives on (the dashboard's "domain"); Asia by default.
 */
export const alipayCredentials = z.object({
  clientId: textField(64),
  privateKey: rsaPrivateKeyField(),
  alipayPublicKey: rsaPublicKeyField(),
  region: z.optional(z.enum(['asia', 'north-america', 'europe'])),
});

export type AlipayCredentials = z.infer<typeof alipayCredentials>;
