import * as z from 'zod/mini';
import {
  rsaPrivateKeyField,
  rsaPublicKeyField,
  textField,
} from '../../provider-kit/credential-fields.ts';

/**
 * One brand's PayerMax account (issue 14 field names). merchantNo and appId come from the
 * merchant dashboard; privateKey is the merchant's RSA key (PKCS#8, 2048 bits, SHA256WithRSA:
 * https://docs.payermax.com/en/doc-center/developer/signature-rules.html), platformPublicKey the
 * PayerMax key downloaded from the same page. PEM, or the bare base64 body the dashboard shows.
 */
export const payermaxCredentials = z.object({
  merchantNo: textField(32),
  appId: textField(64),
  privateKey: rsaPrivateKeyField(),
  platformPublicKey: rsaPublicKeyField(),
});

export type PayermaxCredentials = z.infer<typeof payermaxCredentials>;
