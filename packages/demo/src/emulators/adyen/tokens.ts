import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { randomId } from '../kit/store.ts';

// Adyen's identifiers and the opaque blobs its client API hands out, as the emulator makes them.
// - A PSP reference is "Adyen's 16-character unique reference"
//   (https://docs.adyen.com/get-started-with-adyen/adyen-glossary/#psp-reference).
// - A session id is `CS` + 16 hex digits, e.g. `CSD9CAC34EBAE225DD`
//   (https://docs.adyen.com/api-explorer/Checkout/71/post/sessions, response example).
// The emulator uses one random core for both: the session `CS<core>` pays as payment `<core>`, so
// either id finds the payment's row (one payment per session; a declined session is finished).
// sessionData, redirectResult and sessionResult are opaque to merchants (Adyen encrypts them);
// here they are HMACs under the merchant account's HMAC key, so the browser cannot forge one.

const HEX = '0123456789ABCDEF';

export const newPaymentCore = () => randomId('', 16, HEX);
export const sessionIdOf = (psp: string) => `CS${psp}`;
/** The payment row of a session id, or null when it is not one of ours. */
export const pspOfSession = (sessionId: string): string | null =>
  /^CS[0-9A-F]{16}$/.test(sessionId) ? sessionId.slice(2) : null;
/** A refund's or dispute's own PSP reference. */
export const newModificationPsp = () => randomId('', 16, HEX);

const mac = (key: string, purpose: string, value: string) =>
  createHmac('sha256', Buffer.from(key, 'hex')).update(`${purpose}:${value}`).digest('base64url');

function sealed(key: string, purpose: string, value: string): string {
  return `${Buffer.from(value, 'utf8').toString('base64url')}.${mac(key, purpose, value)}`;
}

function opened(key: string, purpose: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [body, tag, extra] = token.split('.');
  if (!body || !tag || extra !== undefined) return null;
  const value = Buffer.from(body, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(key, purpose, value));
  const given = Buffer.from(tag);
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
}

// Adyen's sessionData starts with a version marker (`Ab02b4c0!`, as in the Drop-in guide's
// examples); what follows is the sealed session id and a nonce.
const SESSION_DATA_PREFIX = 'Ab02b4c0!';

export function sessionData(key: string, sessionId: string): string {
  const nonce = randomBytes(9).toString('base64url');
  return SESSION_DATA_PREFIX + sealed(key, 'sessionData', `${sessionId}|${nonce}`);
}

/** The session id a sessionData names, or null when it is not one this account issued. */
export function sessionOfData(key: string, data: unknown): string | null {
  if (typeof data !== 'string' || !data.startsWith(SESSION_DATA_PREFIX)) return null;
  const value = opened(key, 'sessionData', data.slice(SESSION_DATA_PREFIX.length));
  return value?.split('|')[0] ?? null;
}

/** What the payer carries back to the returnUrl: it names the payment, unforgeably. */
export const redirectResult = (key: string, psp: string) => sealed(key, 'redirectResult', psp);
export const pspOfRedirectResult = (key: string, token: unknown) =>
  opened(key, 'redirectResult', token);

/** What the Drop-in hands the merchant for GET /sessions/{id}?sessionResult=. */
export const sessionResult = (key: string, sessionId: string) =>
  sealed(key, 'sessionResult', sessionId);
export const sessionOfResult = (key: string, token: unknown) => opened(key, 'sessionResult', token);
