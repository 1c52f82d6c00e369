import * as z from 'zod/mini';

// The credential record of one brand's PayPal REST app (issue 14 field names, exactly):
// clientId/clientSecret are exchanged for an OAuth2 token
// (https://developer.paypal.com/api/rest/authentication/), webhookId is the id PayPal gave the
// webhook listener in the app's dashboard; verify-webhook-signature needs it
// (https://developer.paypal.com/api/webhooks/v1/#verify-webhook-signature_post).
export const paypalCredentials = z.object({
  clientId: z.string().check(z.minLength(1), z.maxLength(256)),
  clientSecret: z.string().check(z.minLength(1), z.maxLength(256)),
  webhookId: z.string().check(z.minLength(1), z.maxLength(50)),
});

export type PaypalCredentials = z.infer<typeof paypalCredentials>;
