import { X509Certificate, createVerify } from 'node:crypto';
import { crc32 } from 'node:zlib';

// PayPal signs each webhook delivery with an RSA key whose X.509 certificate it names in a header;
// the five PAYPAL-* headers travel with every delivery
// (https://developer.paypal.com/api/rest/webhooks/rest/#link-verifyingmessages).
// Two documented ways to check them:
//  1. postback: POST /v1/notifications/verify-webhook-signature with the headers, our webhook id and
//     the event, PayPal answers verification_status SUCCESS or FAILURE
//     (https://developer.paypal.com/api/webhooks/v1/#verify-webhook-signature_post);
//  2. self-verification: the signed message is `transmissionId|timeStamp|webhookId|crc32(body)`,
//     signed SHA256withRSA with the key of the certificate at PAYPAL-CERT-URL (same guide; the
//     official paypal/PayPal-node-SDK lib/notifications.js builds the same message with
//     crc32.unsigned(eventBody)).

/** The transmission headers of one delivery. */
export type Transmission = {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
};

function header(headers: Record<string, string | string[] | undefined>, name: string) {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first && first.trim() !== '' ? first.trim() : undefined;
  }
  return undefined;
}

/** The five PAYPAL-* headers, or null when any is missing (an unsigned request). */
export function readTransmission(
  headers: Record<string, string | string[] | undefined>,
): Transmission | null {
  const authAlgo = header(headers, 'paypal-auth-algo');
  const certUrl = header(headers, 'paypal-cert-url');
  const transmissionId = header(headers, 'paypal-transmission-id');
  const transmissionSig = header(headers, 'paypal-transmission-sig');
  const transmissionTime = header(headers, 'paypal-transmission-time');
  if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) {
    return null;
  }
  return { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime };
}

/**
 * The verify-webhook-signature request body. `webhook_event` is the delivery's raw JSON spliced in
 * verbatim, not re-serialised: PayPal validates "the actual JSON string ... so it needs to match
 * exactly how it was sent" (paypal/PayPal-Python-SDK issue #196), and JSON.stringify(JSON.parse())
 * may reorder nothing but still rewrites escapes and number forms. The caller has checked that
 * `rawEvent` parses as one JSON object, so the result is valid JSON.
 */
export function verifyRequestBody(t: Transmission, webhookId: string, rawEvent: string): string {
  const head = JSON.stringify({
    auth_algo: t.authAlgo,
    cert_url: t.certUrl,
    transmission_id: t.transmissionId,
    transmission_sig: t.transmissionSig,
    transmission_time: t.transmissionTime,
    webhook_id: webhookId,
  });
  return `${head.slice(0, -1)},"webhook_event":${rawEvent.trim()}}`;
}

/**
 * Whether a PAYPAL-CERT-URL may be fetched: https on PayPal's own API hosts only, so a forged
 * header cannot make us fetch (and trust) an attacker's certificate or probe internal hosts.
 * PayPal's deliveries name https://api.paypal.com/v1/notifications/certs/CERT-... (live) and
 * https://api.sandbox.paypal.com/... (sandbox).
 */
export function isAllowedCertUrl(certUrl: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(certUrl);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    allowedOrigins.includes(url.origin) &&
    url.pathname.startsWith('/v1/notifications/certs/')
  );
}

/** The documented self-verification message: `transmissionId|timeStamp|webhookId|crc32`. */
export function signedMessage(t: Transmission, webhookId: string, rawBody: string): string {
  // crc32 of the body bytes, as an unsigned decimal (PayPal-node-SDK: crc32.unsigned(eventBody)).
  const checksum = crc32(Buffer.from(rawBody, 'utf8')) >>> 0;
  return `${t.transmissionId}|${t.transmissionTime}|${webhookId}|${checksum}`;
}

/**
 * Self-verification against the certificate PEM PayPal published at PAYPAL-CERT-URL. Only the
 * documented algorithm (SHA256withRSA) is accepted; the certificate must be valid at `now`.
 * Never throws.
 */
export function verifyTransmissionSignature(
  t: Transmission,
  webhookId: string,
  rawBody: string,
  certPem: string,
  now: Date,
): boolean {
  if (t.authAlgo !== 'SHA256withRSA') return false;
  try {
    const cert = new X509Certificate(certPem);
    const nowMs = now.getTime();
    if (nowMs < Date.parse(cert.validFrom) || nowMs > Date.parse(cert.validTo)) return false;
    return createVerify('RSA-SHA256')
      .update(signedMessage(t, webhookId, rawBody), 'utf8')
      .verify(cert.publicKey, t.transmissionSig, 'base64');
  } catch {
    return false;
  }
}
