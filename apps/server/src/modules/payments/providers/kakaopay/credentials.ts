import * as z from 'zod/mini';
import { textField } from '../../provider-kit/credential-fields.ts';

// One brand's KakaoPay merchant (issue 14 field names). secretKey is the Secret key of the
// KakaoPay developers app (the "Secret key(dev)" for tests, the live one after contract), sent as
// `Authorization: SECRET_KEY <secretKey>`; cid is the merchant code (TC0ONETIME for one-time test
// payments). https://developers.kakaopay.com/docs/payment/online/single-payment; the official
// @kakaopay-develop/agent-toolkit (src/shared/client.ts) sends the same header for both keys.
export const kakaopayCredentials = z.object({
  secretKey: textField(256),
  cid: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9]{1,20}$/, 'a merchant code like TC0ONETIME')),
});

export type KakaopayCredentials = z.infer<typeof kakaopayCredentials>;
