import * as z from 'zod/mini';
import { secretField, textField } from '../../provider-kit/credential-fields.ts';

// One brand's Pagsmile app (issue 14 field names). appId and securityKey authenticate the API
// ("Authorization: Basic Base64(app_id:security_key)",
// https://docs.pagsmile.com/payin/checkout-page/general); webhookSecret is the dashboard's
// SecretKey that keys the notifications' HMAC ("Use the SecretKey get from the merchant dashboard
// as the key", https://docs.pagsmile.com/payin/notification/security).
const secret = secretField();

export const pagsmileCredentials = z.object({
  appId: textField(32),
  securityKey: secret,
  webhookSecret: secret,
});

export type PagsmileCredentials = z.infer<typeof pagsmileCredentials>;
