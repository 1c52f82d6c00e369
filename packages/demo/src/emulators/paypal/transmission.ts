import {
  createHash,
  createSign,
  generateKeyPairSync,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import type { PaypalCredentials } from '@topup/server/modules/payments/providers/paypal/credentials';
import { signedMessage } from '@topup/server/modules/payments/providers/paypal/signature';
import type { OutgoingNotification } from '../kit/emulator.ts';

// How PayPal delivers a webhook (https://developer.paypal.com/api/rest/webhooks/rest/#link-verifyingmessages):
// the event JSON with the PAYPAL-* transmission headers, signed SHA256withRSA over
// `transmissionId|timeStamp|webhookId|crc32(body)` with the key of the certificate at
// PAYPAL-CERT-URL. The store checks a delivery by asking verify-webhook-signature
// (https://developer.paypal.com/api/webhooks/v1/#verify-webhook-signature_post), which the
// emulator answers from its own record of what it sent: SUCCESS only for those exact headers and
// bytes, sent to that app's webhook. (The signing key is the process's own; nothing outside the
// emulator checks it, so no certificate is published.)

let signingKey: KeyObject | undefined;
const key = () => (signingKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);

/** PayPal's transmission time form: ISO 8601 in UTC without fractions. */
const transmissionTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The headers of one delivery to the app's webhook listener, and its body, as sent. */
export function webhookDelivery(
  url: string,
  event: object,
  credentials: PaypalCredentials,
  at: Date,
  apiBase: string,
): OutgoingNotification {
  const body = JSON.stringify(event);
  const transmission = {
    authAlgo: 'SHA256withRSA',
    // The certificate's name is stable per app, like PayPal's CERT-... ids.
    certUrl: `${apiBase}/v1/notifications/certs/CERT-${createHash('sha256').update(credentials.clientId).digest('hex').slice(0, 24)}`,
    transmissionId: randomUUID(),
    transmissionSig: '',
    transmissionTime: transmissionTime(at),
  };
  transmission.transmissionSig = createSign('RSA-SHA256')
    .update(signedMessage(transmission, credentials.webhookId, body), 'utf8')
    .sign(key(), 'base64');
  return {
    url,
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': transmission.authAlgo,
      'paypal-auth-version': 'v2',
      'paypal-cert-url': transmission.certUrl,
      'paypal-transmission-id': transmission.transmissionId,
      'paypal-transmission-sig': transmission.transmissionSig,
      'paypal-transmission-time': transmission.transmissionTime,
    },
    body,
  };
}

const skipSpace = (text: string, i: number) => {
  while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  return i;
};

/** Where the JSON string starting at `i` (its opening quote) ends, past its closing quote. */
function stringEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') return j + 1;
  }
  return -1;
}

/** Where the JSON value starting at `i` ends. */
function valueEnd(text: string, i: number): number {
  if (text[i] === '"') return stringEnd(text, i);
  if (text[i] !== '{' && text[i] !== '[') {
    let j = i;
    while (j < text.length && !',}] \t\n\r'.includes(text[j]!)) j++;
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '"') {
      j = stringEnd(text, j) - 1;
      if (j < 0) return -1;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  return -1;
}

/**
 * The exact text of one member of a JSON object (`text` must already parse): PayPal checks the
 * webhook_event of a verification request byte for byte against what it sent, so it is read as
 * sent, never re-serialised.
 */
export function rawMember(text: string, name: string): string | null {
  let i = skipSpace(text, 0);
  if (text[i] !== '{') return null;
  i = skipSpace(text, i + 1);
  while (i < text.length && text[i] === '"') {
    const keyEnd = stringEnd(text, i);
    if (keyEnd < 0) return null;
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    i = skipSpace(text, keyEnd);
    if (text[i] !== ':') return null;
    i = skipSpace(text, i + 1);
    const end = valueEnd(text, i);
    if (end < 0) return null;
    if (key === name) return text.slice(i, end);
    i = skipSpace(text, end);
    if (text[i] !== ',') return null;
    i = skipSpace(text, i + 1);
  }
  return null;
}
