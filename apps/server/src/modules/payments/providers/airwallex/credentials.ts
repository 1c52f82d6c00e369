import * as z from 'zod/mini';

// One brand's Airwallex account (issue 14 field names). clientId and apiKey come from the web
// app's Developer > API keys page and are exchanged for a bearer token
// (POST /api/v1/authentication/login with x-client-id / x-api-key:
// https://www.airwallex.com/docs/payments/get-started/quickstart); webhookSecret is the secret of
// the webhook endpoint (Developer > Webhooks; "each webhook URL has its own secret":
// https://www.airwallex.com/docs/developer-tools/webhooks/listen-for-webhook-events).
const secret = z.string().check(z.trim(), z.minLength(1), z.maxLength(512));

export const airwallexCredentials = z.object({
  clientId: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
  apiKey: secret,
  webhookSecret: secret,
});

export type AirwallexCredentials = z.infer<typeof airwallexCredentials>;
