import { parseJsonOrNull } from '../../provider-kit/notification-input.ts';
import { amountRefused, emptyBodyAnswer } from '../../provider-kit/answers.ts';
import { isoCurrency } from '../../provider-kit/currency-exponents.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import { listedOf, searchQuery, transactionSearchPage } from './transactions.ts';
import { toPaypalValue } from './amounts.ts';
import { paypalCredentials } from './credentials.ts';
import type { PaypalCredentials } from './credentials.ts';
import { captureToQueried, normaliseEvent, orderToQueried } from './events.ts';
import { capture, errorResponse, order, refund, verifyResponse, webhookEvent } from './messages.ts';
import {
  isAllowedCertUrl,
  readTransmission,
  verifyRequestBody,
  verifyTransmissionSignature,
} from './signature.ts';
import type { Transmission } from './signature.ts';
import { TokenError, createTokenCache } from './token.ts';

// PayPal Checkout over the REST API: Orders v2 (https://developer.paypal.com/api/orders/v2/),
// Payments v2 refunds (https://developer.paypal.com/api/payments/v2/), webhooks
// (https://developer.paypal.com/api/rest/webhooks/rest/). The flow: create an order with intent
// CAPTURE, send the player to PayPal's approval page, capture when they come back (`complete`);
// webhooks report captures, refunds, reversals and disputes.

/** Server-to-server hosts: https://developer.paypal.com/api/rest/requests/ (api-m.*). */
const hosts = {
  test: { api: 'https://api-m.sandbox.paypal.com', page: 'https://www.sandbox.paypal.com' },
  live: { api: 'https://api-m.paypal.com', page: 'https://www.paypal.com' },
} as const;

/** Where PAYPAL-CERT-URL may point, per API base (self-verification only). */
const certOrigins: Record<string, string[]> = {
  [hosts.test.api]: ['https://api.sandbox.paypal.com', 'https://api-m.sandbox.paypal.com'],
  [hosts.live.api]: ['https://api.paypal.com', 'https://api-m.paypal.com'],
};

/** Order and capture ids are upper-case alphanumerics (`^[A-Z0-9]+$`, 1..36 in the Orders spec). */
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

type Response = { status: number; json: unknown };

/** A body as JSON, or null (empty or not JSON: the schemas then refuse it). */

export type PaypalProtocolOptions = {
  /** The store's own origin; the emulator answers under `${emulatorBase}/emulator/paypal`. */
  emulatorBase: string;
  /**
   * How webhook signatures are checked: 'postback' asks PayPal (verify-webhook-signature, the
   * default); 'self' checks the RSA signature locally against PayPal's certificate.
   */
  verification?: 'postback' | 'self';
};

export function createPaypalProtocol(
  opts: PaypalProtocolOptions,
): kit.ProviderProtocol<PaypalCredentials> {
  const tokens = createTokenCache();
  const certs = new Map<string, string>();

  /** One authenticated API call; a 401 drops the cached token and retries once. Throws on transport. */
  async function call(
    io: kit.ProtocolIo<PaypalCredentials>,
    method: 'GET' | 'POST',
    path: string,
    extra: { body?: unknown; rawBody?: string; requestId?: string } = {},
  ): Promise<Response> {
    const api = io.endpoints.api;
    for (let attempt = 0; ; attempt++) {
      const token = await tokens.get(api, io.credentials, io.transport, io.now);
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        // The full resource in capture/get answers, so captures[] is always there to read.
        Prefer: 'return=representation',
      };
      if (method === 'POST') headers['Content-Type'] = 'application/json';
      // Idempotency: https://developer.paypal.com/api/rest/reference/idempotency/
      if (extra.requestId) headers['PayPal-Request-Id'] = extra.requestId;
      const body =
        extra.rawBody ?? (extra.body === undefined ? undefined : JSON.stringify(extra.body));
      const response = await io.transport(`${api}${path}`, { method, headers, body });
      if (response.status === 401 && attempt === 0) {
        tokens.drop(api, io.credentials);
        continue;
      }
      return { status: response.status, json: parseJsonOrNull(response.body) };
    }
  }

  const ok = (r: Response) => r.status >= 200 && r.status < 300;

  function errorText(r: Response): string {
    const e = errorResponse.safeParse(r.json);
    const issue = e.success ? (e.data.details?.[0]?.issue ?? e.data.name) : undefined;
    return issue ? `paypal: HTTP ${r.status} ${issue}` : `paypal: HTTP ${r.status}`;
  }

  async function getOrder(
    io: kit.ProtocolIo<PaypalCredentials>,
    orderId: string,
  ): Promise<kit.QueriedPayment | null> {
    const r = await call(io, 'GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
    if (ok(r)) {
      const o = order.safeParse(r.json);
      return o.success ? orderToQueried(o.data) : null;
    }
    if (r.status !== 404) return null;
    // Not an order: the shop may hold the capture id (what `complete` reports); read the capture.
    const c = await call(io, 'GET', `/v2/payments/captures/${encodeURIComponent(orderId)}`);
    const parsed = ok(c) ? capture.safeParse(c.json) : null;
    return parsed?.success ? captureToQueried(parsed.data) : null;
  }

  async function fetchCert(
    io: kit.ProtocolIo<PaypalCredentials>,
    certUrl: string,
  ): Promise<string | null> {
    const cached = certs.get(certUrl);
    if (cached) return cached;
    const r = await io.transport(certUrl, { method: 'GET', headers: {} });
    if (r.status !== 200 || !r.body.includes('BEGIN CERTIFICATE')) return null;
    certs.set(certUrl, r.body);
    return r.body;
  }

  async function verifySignature(
    io: kit.ProtocolIo<PaypalCredentials>,
    t: Transmission,
    rawBody: string,
  ): Promise<'ok' | 'bad-signature' | 'unverifiable'> {
    if (opts.verification === 'self') {
      const allowed = certOrigins[io.endpoints.api] ?? [new URL(io.endpoints.api).origin];
      if (!isAllowedCertUrl(t.certUrl, allowed)) return 'bad-signature';
      const pem = await fetchCert(io, t.certUrl);
      if (!pem) return 'unverifiable';
      return verifyTransmissionSignature(t, io.credentials.webhookId, rawBody, pem, io.now())
        ? 'ok'
        : 'bad-signature';
    }
    const r = await call(io, 'POST', '/v1/notifications/verify-webhook-signature', {
      rawBody: verifyRequestBody(t, io.credentials.webhookId, rawBody),
    });
    // A 400 is PayPal refusing the transmission fields themselves (e.g. a signature that is not
    // even of the documented form): the delivery did not come from PayPal as sent.
    if (r.status === 400) return 'bad-signature';
    const answer = ok(r) ? verifyResponse.safeParse(r.json) : null;
    if (!answer?.success) return 'unverifiable';
    if (answer.data.verification_status === 'SUCCESS') return 'ok';
    if (answer.data.verification_status === 'FAILURE') return 'bad-signature';
    return 'unverifiable';
  }

  return {
    key: 'paypal',
    credentials: paypalCredentials,

    endpoints(mode: kit.ProtocolMode): kit.ProtocolEndpoints {
      if (mode === 'emulator') {
        const base = opts.emulatorBase.replace(/\/+$/, '');
        return { api: `${base}/emulator/paypal`, pageOrigins: [new URL(base).origin] };
      }
      return { api: hosts[mode].api, pageOrigins: [hosts[mode].page] };
    },

    async createPayment(io, request): Promise<kit.CreatedPayment> {
      const value = toPaypalValue(request.amountMinor, request.currency);
      if (value === null) {
        return amountRefused('paypal', request);
      }
      // https://developer.paypal.com/api/orders/v2/#orders_create — experience_context under
      // payment_source.paypal replaces the deprecated application_context.
      const experience: Record<string, string> = {
        return_url: request.returnUrl,
        // The result page also serves a cancelled approval: `complete` then finds the order
        // unapproved and reports it pending.
        cancel_url: request.returnUrl,
        user_action: 'PAY_NOW',
        // A game top-up ships nothing.
        shipping_preference: 'NO_SHIPPING',
      };
      // PayPal's locale pattern (BCP 47 language[-Script][-REGION], e.g. en-US).
      if (
        request.language &&
        /^[a-z]{2}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/.test(request.language)
      ) {
        experience.locale = request.language;
      }
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.billingNo,
            custom_id: request.billingNo,
            invoice_id: request.billingNo,
            description: request.description.slice(0, 127),
            // PayPal's code: the store's RMB is CNY there (its currency table's code).
            amount: { currency_code: isoCurrency(request.currency), value },
          },
        ],
        payment_source: { paypal: { experience_context: experience } },
      };
      let r: Response;
      try {
        r = await call(io, 'POST', '/v2/checkout/orders', {
          body,
          requestId: `create-${request.billingNo}`,
        });
      } catch (error) {
        const retryable = !(error instanceof TokenError) || error.retryable;
        return { ok: false, error: (error as Error).message, retryable };
      }
      if (!ok(r))
        return { ok: false, error: errorText(r), retryable: r.status >= 500 || r.status === 429 };
      const created = order.safeParse(r.json);
      if (!created.success)
        return { ok: false, error: 'paypal: unexpected order answer', retryable: true };
      // PAYER_ACTION_REQUIRED orders carry `payer-action`; older flows `approve`.
      const links = created.data.links ?? [];
      const href = (
        links.find((l) => l.rel === 'payer-action') ?? links.find((l) => l.rel === 'approve')
      )?.href;
      if (!href) return { ok: false, error: 'paypal: no approval link', retryable: false };
      let origin: string;
      try {
        origin = new URL(href).origin;
      } catch {
        return { ok: false, error: 'paypal: approval link is not a URL', retryable: false };
      }
      if (!io.endpoints.pageOrigins.includes(origin)) {
        return { ok: false, error: `paypal: approval link on ${origin} refused`, retryable: false };
      }
      return { ok: true, kind: 'redirect', url: href, providerRef: created.data.id };
    },

    async verifyNotification(io, notification): Promise<kit.VerifiedNotification> {
      try {
        const transmission = readTransmission(notification.headers);
        if (!transmission) return { ok: false, reason: 'unsigned' };
        let json: unknown;
        try {
          json = JSON.parse(notification.rawBody);
        } catch {
          return { ok: false, reason: 'malformed' };
        }
        const event = webhookEvent.safeParse(json);
        if (!event.success) return { ok: false, reason: 'malformed' };
        const verdict = await verifySignature(io, transmission, notification.rawBody);
        if (verdict !== 'ok') return { ok: false, reason: verdict };
        const normalised = normaliseEvent(event.data);
        if (!normalised) return { ok: false, reason: 'malformed' };
        return { ok: true, events: [normalised] };
      } catch {
        return { ok: false, reason: 'unverifiable' };
      }
    },

    answer(outcome): kit.NotificationAnswer {
      // PayPal wants any 2xx and retries anything else "up to 25 times over 3 days"
      // (https://developer.paypal.com/api/rest/webhooks/rest/): an empty 200 on acceptance, a 400
      // for a refused delivery, a 503 when we want it again later.
      return emptyBodyAnswer(outcome);
    },

    async complete(io, ref): Promise<kit.QueriedPayment | null> {
      if (!idPattern.test(ref.providerRef)) return null;
      const id = encodeURIComponent(ref.providerRef);
      try {
        // https://developer.paypal.com/api/orders/v2/#orders_capture — the idempotency key makes
        // a repeated return (reload, double click) replay the first capture's answer.
        const r = await call(io, 'POST', `/v2/checkout/orders/${id}/capture`, {
          body: {},
          requestId: `capture-${ref.billingNo}`,
        });
        if (ok(r)) {
          const o = order.safeParse(r.json);
          if (o.success) return orderToQueried(o.data);
        }
        // 422 ORDER_ALREADY_CAPTURED (captured by an earlier return or past the key's 6-hour
        // memory), ORDER_NOT_APPROVED (the player cancelled) and the rest: the order itself says
        // where it stands.
        return await getOrder(io, ref.providerRef);
      } catch {
        return null;
      }
    },

    async queryPayment(io, ref): Promise<kit.QueriedPayment | null> {
      if (!ref.providerRef || !idPattern.test(ref.providerRef)) return null;
      try {
        return await getOrder(io, ref.providerRef);
      } catch {
        return null;
      }
    },

    async refund(io, request): Promise<kit.RefundOutcome> {
      const value = toPaypalValue(request.amountMinor, request.currency);
      if (value === null) {
        return {
          ok: false,
          error: `paypal cannot refund ${request.amountMinor} ${request.currency}`,
        };
      }
      if (!idPattern.test(request.providerRef))
        return { ok: false, error: 'paypal: bad capture id' };
      let r: Response;
      try {
        // https://developer.paypal.com/api/payments/v2/#captures_refund
        r = await call(
          io,
          'POST',
          `/v2/payments/captures/${encodeURIComponent(request.providerRef)}/refund`,
          {
            body: { amount: { value, currency_code: isoCurrency(request.currency) } },
            requestId: request.refundKey,
          },
        );
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
      if (!ok(r)) return { ok: false, error: errorText(r) };
      const parsed = refund.safeParse(r.json);
      if (!parsed.success) return { ok: false, error: 'paypal: unexpected refund answer' };
      // Refund statuses: COMPLETED, PENDING, FAILED, CANCELLED.
      switch (parsed.data.status) {
        case 'COMPLETED':
          return { ok: true, refundRef: parsed.data.id, pending: false };
        case 'PENDING':
          return { ok: true, refundRef: parsed.data.id, pending: true };
        default:
          return { ok: false, error: `paypal: refund ${parsed.data.status ?? 'without status'}` };
      }
    },

    // Transaction Search (transactions.ts): every page of the window, payments and refunds.
    async listTransactions(io, window): Promise<kit.ListedTransaction[] | null> {
      const listed: kit.ListedTransaction[] = [];
      for (let page = 1; ; page++) {
        let r: Response;
        try {
          r = await call(io, 'GET', `/v1/reporting/transactions?${searchQuery(window, page)}`);
        } catch {
          return null;
        }
        const parsed = ok(r) ? transactionSearchPage.safeParse(r.json) : null;
        if (!parsed?.success) return null;
        for (const { transaction_info: info } of parsed.data.transaction_details ?? []) {
          const line = listedOf(info);
          if (line) listed.push(line);
        }
        // A runaway total_pages cannot loop forever: 200 pages of 500 is far past a day's trade.
        if (page >= (parsed.data.total_pages ?? 1) || page >= 200) return listed;
      }
    },
  };
}
