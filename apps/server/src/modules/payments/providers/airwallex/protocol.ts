import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import type { TransportResponse } from '../../../../lib/http-transport.ts';
import { parseJsonOrNull, trimmedHeader } from '../../provider-kit/notification-input.ts';
import { emulatorEndpoints } from '../../provider-kit/emulator-endpoints.ts';
import { amountRefused, emptyBodyAnswer } from '../../provider-kit/answers.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import { isoCurrency, storeCurrency } from '../../provider-kit/currency-exponents.ts';
import { fromAirwallexAmount, toAirwallexAmount } from './amounts.ts';
import { airwallexCredentials } from './credentials.ts';
import type { AirwallexCredentials } from './credentials.ts';
import {
  dispute,
  errorResponse,
  loginResponse,
  paymentIntent,
  paymentIntentList,
  refund,
  webhookEvent,
} from './messages.ts';
import type { AirwallexPaymentIntent } from './messages.ts';
import { verifyAirwallexSignature } from './signature.ts';
import { listAirwallexDay } from './day-list.ts';

// Airwallex online payments over its REST API: authenticate, create a PaymentIntent on the server,
// let Airwallex's own Drop-in / Hosted Payment Page collect the payment in the browser with the
// intent id and client_secret (https://www.airwallex.com/docs/payments/online-payments/hosted-payment-page/guest-user-checkout),
// learn the outcome from signed webhooks and the intent itself.

type Io = kit.ProtocolIo<AirwallexCredentials>;

/**
 * Hosts: "https://api-demo.airwallex.com" in the sandbox (quickstart) and
 * "https://api.airwallex.com" in production (Airwallex Pay guide). The browser side (Airwallex.js:
 * Drop-in, HPP) runs on checkout-demo.airwallex.com / checkout.airwallex.com.
 */
const hosts = {
  test: { api: 'https://api-demo.airwallex.com', page: 'https://checkout-demo.airwallex.com' },
  live: { api: 'https://api.airwallex.com', page: 'https://checkout.airwallex.com' },
} as const;

/** Intent ids are `int_` plus lower-case alphanumerics and underscores (every documented one). */
const intentIdPattern = /^int_[A-Za-z0-9_]{1,64}$/;

/**
 * How far a webhook's x-timestamp may lie from our clock. Airwallex signs the timestamp with the
 * body, so an old delivery replayed later is refused; five minutes is the tolerance Airwallex's
 * examples and common practice use.
 */
// UNCONFIRMED: that Airwallex re-signs each retry with a fresh timestamp (its retries span about
// three days, webhooks-overview); a retry carrying the first attempt's timestamp would be refused
// as stale and answered "retry", and a later, freshly signed attempt then counts.
const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/** A token is renewed this long before Airwallex's expiry (tokens live 30 minutes). */
const TOKEN_EARLY_RENEWAL_MS = 60_000;

type Cached = { token: string; expiresAtMs: number; apiKey: string };

/**
 * A request_id from a seed: Airwallex asks for a unique id, "v4 UUID" in its guide, per request
 * and de-duplicates retried calls by it. Deriving it from our billing number (or refund key) makes
 * a retried create or refund the same request, never a second one.
 */
export function requestIdFor(seed: string): string {
  const hex = createHash('sha256').update(seed, 'utf8').digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** "2025-08-05T10:53:01+0000" (Airwallex's offset has no colon) as epoch ms, or NaN. */
function parseAirwallexTime(text: string): number {
  return Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
}

class AirwallexError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** PaymentIntent statuses (API reference): only SUCCEEDED is money taken. */
function intentStatus(status: string): kit.NotificationStatus {
  switch (status) {
    case 'SUCCEEDED':
      return 'paid';
    case 'CANCELLED':
      return 'failed';
    default:
      // REQUIRES_PAYMENT_METHOD, REQUIRES_CUSTOMER_ACTION, REQUIRES_CAPTURE, PENDING,
      // PENDING_REVIEW, or a status added later: never read as money moved.
      return 'pending';
  }
}

function moneyOf(value: unknown, code: string | null | undefined) {
  if (!code) return { amountMinor: null, currency: null };
  const currency = storeCurrency(code);
  return { amountMinor: fromAirwallexAmount(value, currency), currency };
}

function intentToQueried(intent: AirwallexPaymentIntent): kit.QueriedPayment {
  return {
    status: intentStatus(intent.status),
    providerRef: intent.id,
    ...moneyOf(intent.amount, intent.currency),
  };
}

const other = (eventId: string, providerRef = ''): kit.NotificationEvent => ({
  kind: 'other',
  status: 'none',
  billingNo: null,
  providerRef,
  eventId,
  amountMinor: null,
  currency: null,
});

/**
 * Dispute events that mean the money went back to the shopper: the merchant accepted (or let the
 * response window expire, which accepts) or lost. Stages and events:
 * https://www.airwallex.com/docs/payments__disputes__dispute-flow; event names from the payment
 * webhooks reference (payment_dispute.requires_response … .won, .lost, .reversed).
 */
// UNCONFIRMED: that `expired` settles against the merchant at every stage; a request for
// information (stage RFI) moves no money whatever its outcome.
const disputeMoneyMoved = new Set([
  'payment_dispute.accepted',
  'payment_dispute.lost',
  'payment_dispute.expired',
]);

/** One webhook event, normalised; null when a known event's object is not the documented shape. */
function normalise(name: string, eventId: string, object: unknown): kit.NotificationEvent | null {
  if (name.startsWith('payment_intent.')) {
    const parsed = paymentIntent.safeParse(object);
    if (!parsed.success) return null;
    const intent = parsed.data;
    let status: kit.NotificationStatus;
    if (name === 'payment_intent.succeeded') status = 'paid';
    else if (name === 'payment_intent.cancelled') status = 'failed';
    else if (
      name === 'payment_intent.pending' ||
      name === 'payment_intent.pending_review' ||
      name === 'payment_intent.requires_capture'
    ) {
      status = 'pending';
    } else return other(eventId, intent.id);
    return {
      kind: 'payment',
      status,
      billingNo: intent.merchant_order_id ?? null,
      providerRef: intent.id,
      eventId,
      ...moneyOf(intent.amount, intent.currency),
    };
  }
  if (name.startsWith('refund.')) {
    const parsed = refund.safeParse(object);
    if (!parsed.success) return null;
    const r = parsed.data;
    // refund.received / refund.accepted are on their way; refund.settled is money returned
    // (UCS / merchant integrations map them so; the refund statuses are RECEIVED, ACCEPTED,
    // SETTLED, FAILED).
    const status: kit.NotificationStatus =
      name === 'refund.settled' ? 'refunded' : name === 'refund.failed' ? 'failed' : 'pending';
    const billing = r.metadata?.['billing_no'];
    return {
      kind: 'refund',
      status,
      billingNo: typeof billing === 'string' ? billing : null,
      // The intent is what the order holds (recorded when paid); the refund id is the fallback.
      providerRef: r.payment_intent_id ?? r.id,
      eventId,
      // The Refund object's own id (data.object.id of refund.* webhooks), what refunds/create
      // answered as `id` (https://www.airwallex.com/docs/api/payments/refunds): one refund, once.
      refundRef: r.id,
      ...moneyOf(r.amount, r.currency),
    };
  }
  if (name.startsWith('payment_dispute.')) {
    const parsed = dispute.safeParse(object);
    if (!parsed.success) return null;
    const d = parsed.data;
    const base = {
      billingNo: d.merchant_order_id ?? null,
      providerRef: d.payment_intent_id ?? d.id,
      ...moneyOf(d.amount, d.currency),
    };
    if (disputeMoneyMoved.has(name) && d.stage !== 'RFI') {
      // Accepted, expired and lost may all arrive for one dispute: one event id per dispute makes
      // the chargeback count once whichever comes first.
      return { kind: 'chargeback', status: 'reversed', eventId: `${d.id}:chargeback`, ...base };
    }
    return { kind: 'dispute', status: 'none', eventId, ...base };
  }
  return other(eventId);
}

export function createAirwallexProtocol(options: {
  emulatorBase: string;
}): kit.ProviderProtocol<AirwallexCredentials> {
  const emulatorBase = options.emulatorBase.replace(/\/+$/, '');
  // Keyed by API base and clientId, so sandbox, live and emulator never share a token.
  const tokens = new Map<string, Cached>();
  const tokenKey = (io: Io) => `${io.endpoints.api}\n${io.credentials.clientId}`;

  async function token(io: Io): Promise<string> {
    const key = tokenKey(io);
    const hit = tokens.get(key);
    const nowMs = io.now().getTime();
    if (hit && hit.apiKey === io.credentials.apiKey && nowMs < hit.expiresAtMs) return hit.token;
    let response: TransportResponse;
    try {
      // https://www.airwallex.com/docs/api/authentication/api_access/login: headers x-client-id and
      // x-api-key, empty body; the token is a bearer for 30 minutes.
      response = await io.transport(`${io.endpoints.api}/api/v1/authentication/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-client-id': io.credentials.clientId,
          'x-api-key': io.credentials.apiKey,
        },
        body: '{}',
      });
    } catch (error) {
      throw new AirwallexError(`airwallex login: ${(error as Error).message}`, true);
    }
    if (response.status < 200 || response.status >= 300) {
      throw new AirwallexError(`airwallex login: HTTP ${response.status}`, response.status >= 500);
    }
    const parsed = loginResponse.safeParse(parseJsonOrNull(response.body));
    if (!parsed.success) throw new AirwallexError('airwallex login: unexpected answer', true);
    const expires = parsed.data.expires_at ? parseAirwallexTime(parsed.data.expires_at) : NaN;
    const expiresAtMs = Number.isFinite(expires) ? expires : nowMs + 30 * 60_000;
    tokens.set(key, {
      token: parsed.data.token,
      expiresAtMs: Math.max(nowMs, expiresAtMs - TOKEN_EARLY_RENEWAL_MS),
      apiKey: io.credentials.apiKey,
    });
    return parsed.data.token;
  }

  /** One authenticated call; a 401 drops the cached token and retries once. Throws on transport. */
  async function call(
    io: Io,
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown>,
  ): Promise<{ status: number; json: unknown }> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await token(io);
      const headers: Record<string, string> = { Authorization: `Bearer ${bearer}` };
      if (body) headers['Content-Type'] = 'application/json';
      let response: TransportResponse;
      try {
        response = await io.transport(`${io.endpoints.api}${path}`, {
          method,
          headers,
          body: body ? JSON.stringify(body) : undefined,
        });
      } catch (error) {
        throw new AirwallexError(`airwallex: ${(error as Error).message}`, true);
      }
      if (response.status === 401 && attempt === 0) {
        tokens.delete(tokenKey(io));
        continue;
      }
      return { status: response.status, json: parseJsonOrNull(response.body) };
    }
  }

  const ok = (r: { status: number }) => r.status >= 200 && r.status < 300;
  function errorText(r: { status: number; json: unknown }): string {
    const e = errorResponse.safeParse(r.json);
    const code = e.success ? e.data.code : undefined;
    return code ? `airwallex: HTTP ${r.status} ${code}` : `airwallex: HTTP ${r.status}`;
  }

  /** The Drop-in / HPP `env` for the mode the endpoints belong to. */
  const environmentOf = (api: string) =>
    api === hosts.live.api ? 'prod' : api === hosts.test.api ? 'demo' : 'emulator';

  return {
    key: 'airwallex',
    credentials: airwallexCredentials as z.ZodMiniType<AirwallexCredentials>,

    endpoints(mode: kit.ProtocolMode): kit.ProtocolEndpoints {
      if (mode === 'emulator') {
        return emulatorEndpoints(emulatorBase, 'airwallex');
      }
      return { api: hosts[mode].api, pageOrigins: [hosts[mode].page] };
    },

    async createPayment(io, request): Promise<kit.CreatedPayment> {
      const amount = toAirwallexAmount(request.amountMinor, request.currency);
      if (amount === null) {
        return amountRefused('airwallex', request);
      }
      const currency = isoCurrency(request.currency);
      // https://www.airwallex.com/docs/api/payments/payment_intents (create): amount in major
      // units, currency, merchant_order_id ("your unique internal reference"), request_id (the
      // idempotency key), return_url (where redirect methods send the shopper back).
      const body: Record<string, unknown> = {
        request_id: requestIdFor(`create:${request.billingNo}`),
        amount: Number(amount),
        currency,
        merchant_order_id: request.billingNo,
        descriptor: request.description.slice(0, 32),
        return_url: request.returnUrl,
        metadata: { account_id: request.accountId },
      };
      let r;
      try {
        r = await call(io, 'POST', '/api/v1/pa/payment_intents/create', body);
      } catch (error) {
        const e = error as AirwallexError;
        return { ok: false, error: e.message, retryable: e.retryable ?? true };
      }
      if (!ok(r)) return { ok: false, error: errorText(r), retryable: r.status >= 500 };
      const intent = paymentIntent.safeParse(r.json);
      if (!intent.success || !intent.data.client_secret) {
        return {
          ok: false,
          error: 'airwallex: answer without intent or client_secret',
          retryable: false,
        };
      }
      return {
        ok: true,
        kind: 'component',
        // What Airwallex.js needs for the Drop-in or redirectToCheckout (HPP): intent_id,
        // client_secret, currency, and `env` ('demo' | 'prod') for init().
        component: {
          intentId: intent.data.id,
          clientSecret: intent.data.client_secret,
          currency,
          env: environmentOf(io.endpoints.api),
        },
        providerRef: intent.data.id,
      };
    },

    async verifyNotification(io, incoming): Promise<kit.VerifiedNotification> {
      try {
        const timestamp = trimmedHeader(incoming.headers, 'x-timestamp');
        const signature = trimmedHeader(incoming.headers, 'x-signature');
        if (!timestamp || !signature) return { ok: false, reason: 'unsigned' };
        // The signature covers the raw body as received; parse only after it holds.
        if (
          !verifyAirwallexSignature(
            timestamp,
            incoming.rawBody,
            signature,
            io.credentials.webhookSecret,
          )
        ) {
          return { ok: false, reason: 'bad-signature' };
        }
        const sentMs = Number(timestamp);
        if (
          !Number.isFinite(sentMs) ||
          Math.abs(io.now().getTime() - sentMs) > WEBHOOK_TOLERANCE_MS
        ) {
          return { ok: false, reason: 'stale' };
        }
        const parsed = webhookEvent.safeParse(parseJsonOrNull(incoming.rawBody));
        if (!parsed.success) return { ok: false, reason: 'malformed' };
        const event = normalise(parsed.data.name, parsed.data.id, parsed.data.data.object);
        return event ? { ok: true, events: [event] } : { ok: false, reason: 'malformed' };
      } catch {
        return { ok: false, reason: 'malformed' };
      }
    },

    answer(outcome): kit.NotificationAnswer {
      // "Your endpoint must respond with a 200 status code"; "any response other than 200 OK, or
      // a timeout, [is] a failed delivery" retried with back-off for about three days
      // (https://www.airwallex.com/docs/developer-tools/webhooks/webhooks-overview).
      return emptyBodyAnswer(outcome);
    },

    // The daily comparison's list: payment intents by creation time (day-list.ts).
    listTransactions: (io, window) => listAirwallexDay(call, io, window),

    async queryPayment(io, ref): Promise<kit.QueriedPayment | null> {
      try {
        if (ref.providerRef && intentIdPattern.test(ref.providerRef)) {
          // GET /api/v1/pa/payment_intents/{id}
          const r = await call(io, 'GET', `/api/v1/pa/payment_intents/${ref.providerRef}`);
          if (!ok(r)) {
            if (r.status >= 500) throw new AirwallexError(errorText(r), true);
            return null;
          }
          const intent = paymentIntent.safeParse(r.json);
          if (!intent.success) return null;
          // The intent must be this order's: an id from elsewhere proves nothing here.
          if (intent.data.merchant_order_id && intent.data.merchant_order_id !== ref.billingNo) {
            return null;
          }
          return intentToQueried(intent.data);
        }
        // GET /api/v1/pa/payment_intents?merchant_order_id=… (list, filtered by our reference).
        const query = new URLSearchParams({ merchant_order_id: ref.billingNo }).toString();
        const r = await call(io, 'GET', `/api/v1/pa/payment_intents?${query}`);
        if (!ok(r)) {
          if (r.status >= 500) throw new AirwallexError(errorText(r), true);
          return null;
        }
        const list = paymentIntentList.safeParse(r.json);
        if (!list.success) return null;
        const intents = list.data.items
          .map((item) => paymentIntent.safeParse(item))
          .flatMap((p) =>
            p.success && p.data.merchant_order_id === ref.billingNo ? [p.data] : [],
          );
        // A succeeded intent wins over the others (a first attempt abandoned, then paid anew).
        const best = intents.find((i) => i.status === 'SUCCEEDED') ?? intents[0];
        return best ? intentToQueried(best) : null;
      } catch (error) {
        // An outage is the caller's to retry (reconciliation asks again later).
        if (error instanceof AirwallexError && error.retryable) throw error;
        return null;
      }
    },

    async refund(io, request): Promise<kit.RefundOutcome> {
      const amount = toAirwallexAmount(request.amountMinor, request.currency);
      if (amount === null) {
        return {
          ok: false,
          error: `airwallex cannot refund ${request.amountMinor} ${request.currency}`,
        };
      }
      if (!intentIdPattern.test(request.providerRef)) {
        return { ok: false, error: 'airwallex: bad payment intent id' };
      }
      let r;
      try {
        // POST /api/v1/pa/refunds/create (https://www.airwallex.com/docs/api/payments/refunds):
        // request_id makes a retried refund the same refund; several partial refunds are allowed
        // up to the captured amount.
        r = await call(io, 'POST', '/api/v1/pa/refunds/create', {
          request_id: requestIdFor(`refund:${request.refundKey}`),
          payment_intent_id: request.providerRef,
          amount: Number(amount),
          reason: request.reason ?? `Refund ${request.billingNo}`,
          // Echoed on refund.* webhooks, so they name the order without a lookup by intent.
          metadata: { billing_no: request.billingNo },
        });
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
      if (!ok(r)) return { ok: false, error: errorText(r) };
      const parsed = refund.safeParse(r.json);
      if (!parsed.success) return { ok: false, error: 'airwallex: unexpected refund answer' };
      if (parsed.data.status === 'FAILED') return { ok: false, error: 'airwallex: refund FAILED' };
      return { ok: true, refundRef: parsed.data.id, pending: parsed.data.status !== 'SETTLED' };
    },
  };
}
