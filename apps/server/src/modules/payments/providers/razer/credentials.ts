import * as z from 'zod/mini';
import { secretField, textField } from '../../provider-kit/credential-fields.ts';

/**
 * One brand's Razer Merchant Services (Fiuu, formerly MOLPay) account: the merchant ID, the
 * Verify Key ("unique shared secret for PG merchants to generate request to the payment gateway",
 * the seed of `vcode` and of the API requests' `skey`) and the Secret Key ("unique shared secret
 * for the payment gateway to generate responses to merchants", the seed of the notifications'
 * `skey` and the answers' `VrfKey`/`Signature`), both from the merchant portal, Transactions →
 * Settings (https://docs.fiuu.dev/reference/security-data-integrity). The docs ask for "at least
 * 32 characters" for the Verify Key; sandbox and live are separate accounts, chosen by the mode.
 */
export const razerCredentials = z.object({
  merchantId: textField(32),
  verifyKey: secretField(),
  secretKey: secretField(),
});

export type RazerCredentials = z.infer<typeof razerCredentials>;
