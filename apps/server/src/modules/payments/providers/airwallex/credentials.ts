import * as z from 'zod/mini';
import { secretField, textField } from '../../provider-kit/credential-fields.ts';

// One brand's Airwallex account (issue 14 field names). clientId and apiKey come from the web
// app's Developer > API keys page and are exchanged for a bearer token
// (POST /api/v1/authentication/login with x-client-id / x-api-key:
// https://www.airwallex.com/docs/payments/get-started/quickstart); webhookSecret is the secret of
// the webhook endpoint (Developer > Webhooks; "each webhook URL has its own secret":
// https://www.airwallex.com/docs/developer-tools/webhooks/listen-for-webhook-events).
const secret = secretField();

export const airwallexCredentials = z.object({
  clientId: textField(128),
  apiKey: secret,
  webhookSecret: secret,
});

export type AirwallexCredentials = z.infer<typeof airwallexCredentials>;
