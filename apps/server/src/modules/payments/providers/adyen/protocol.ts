import { createHash } from 'node:crypto';
import type { TransportResponse } from '../../../../lib/http-transport.ts';
import { parseJson } from '../../provider-kit/notification-input.ts';
import { emulatorEndpoints } from '../../provider-kit/emulator-endpoints.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import { fromAdyenAmount, toAdyenAmount } from './amounts.ts';
import { adyenCredentials, type AdyenCredentials } from './credentials.ts';
import { isRefundKind, readEvent } from './events.ts';
import { adyenMethodType } from './method-types.ts';
import { adyenReason } from './refund-reason.ts';
import {
  createSessionResponse,
  notificationBatch,
  notificationRequestItem,
  refundResponse,
  serviceError,
  sessionResultResponse,
  type CreateSessionRequest,
  type RefundRequestBody,
} from './messages.ts';
import { verifyItemSignature } from './signature.ts';
import { ADYEN_CA_LIVE, ADYEN_CA_TEST, hasReportUser, listAdyenDay } from './accounting-report.ts';

// Adyen's Checkout API, the version the official Node SDK speaks
// (Adyen/adyen-node-api-library src/services/checkout/paymentsApi.ts: API_BASEPATH .../v71).
export const ADYEN_CHECKOUT_VERSION = 'v71';
export const ADYEN_TEST_API = `https://checkout-test.adyen.com/${ADYEN_CHECKOUT_VERSION}`;
// Live: https://{prefix}-checkout-live.adyenpayments.com/checkout/v71 (Adyen/adyen-node-api-library
// src/service.ts createBaseUrl; https://docs.adyen.com/development-resources/live-endpoints).
// endpoints() has no credentials, so the live base carries a `{prefix}` slot filled per brand
// from credentials.liveUrlPrefix when a call is made.
export const LIVE_PREFIX_SLOT = '{prefix}';
export const ADYEN_LIVE_API = `https://${LIVE_PREFIX_SLOT}-checkout-live.adyenpayments.com/checkout/${ADYEN_CHECKOUT_VERSION}`;

// Where the Drop-in script, styles and its own API calls come from, per adyen-web environment
// (Adyen/adyen-web packages/lib/src/core/Environment/constants.ts: API_ENVIRONMENTS and
// CDN_ENVIRONMENTS).
const TEST_PAGE_ORIGINS = [
  'https://checkoutshopper-test.adyen.com',
  'https://checkoutshopper-test.cdn.adyen.com',
];
const LIVE_REGIONS = ['live', 'live-us', 'live-au', 'live-apse', 'live-in'] as const;
const LIVE_PAGE_ORIGINS = LIVE_REGIONS.flatMap((region) => [
  `https://checkoutshopper-${region}.adyen.com`,
  `https://checkoutshopper-${region}.cdn.adyen.com`,
]);

/** The adyen-web `environment` of the brand's live account (its region). */
export type AdyenLiveEnvironment = (typeof LIVE_REGIONS)[number];

// Adyen keeps idempotency keys of at most 64 characters
// (https://docs.adyen.com/development-resources/api-idempotency). A longer one is hashed: the
// same input still gives the same key.
export function idempotencyKey(purpose: string, id: string): string {
  const key = `${purpose}-${id}`;
  return key.length <= 64 ? key : createHash('sha256').update(key, 'utf8').digest('hex');
}

type Io = kit.ProtocolIo<AdyenCredentials>;

/** The API base for this brand; null when live mode lacks the brand's live URL prefix. */
function apiBase(io: Io): string | null {
  const { api } = io.endpoints;
  if (!api.includes(LIVE_PREFIX_SLOT)) return api;
  const prefix = io.credentials.liveUrlPrefix;
  return prefix ? api.replace(LIVE_PREFIX_SLOT, prefix) : null;
}

function headers(io: Io, idempotency?: string): Record<string, string> {
  const result: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    // Server-to-server authentication (https://docs.adyen.com/development-resources/api-credentials#api-key).
    'X-API-Key': io.credentials.apiKey,
  };
  // https://docs.adyen.com/development-resources/api-idempotency: header `Idempotency-Key`.
  if (idempotency) result['Idempotency-Key'] = idempotency;
  return result;
}

/** Adyen's error, in a line for our logs: `<status> <errorCode>: <message>`. */
function describeError(response: TransportResponse): string {
  const parsed = serviceError.safeParse(parseJson(response.body));
  if (!parsed.success) return `http ${response.status}`;
  const { errorCode, message } = parsed.data;
  return `http ${response.status}${errorCode ? ` ${errorCode}` : ''}${message ? `: ${message}` : ''}`;
}

// 429 and 5xx are worth retrying (https://docs.adyen.com/development-resources/response-handling);
// other 4xx will fail the same way again.
const retryableStatus = (status: number) => status === 429 || status >= 500;

const isLiveApi = (api: string) => api.includes('-checkout-live.adyenpayments.com');

function sessionRequest(
  io: Io,
  request: kit.PaymentRequest,
  value: CreateSessionRequest['amount'],
) {
  const { payer } = request;
  const body: CreateSessionRequest = {
    merchantAccount: io.credentials.merchantAccount,
    amount: value,
    reference: request.billingNo,
    returnUrl: request.returnUrl,
    channel: 'Web',
    // One line on the shopper's order summary; also what Klarna-like methods require.
    lineItems: [{ description: request.description, quantity: 1, amountIncludingTax: value.value }],
  };
  if (request.country) body.countryCode = request.country.toUpperCase();
  if (request.language) body.shopperLocale = request.language;
  // shopperReference: "minimum length 3 characters; do not include personal data"
  // (https://docs.adyen.com/api-explorer/Checkout/71/post/sessions#request-shopperReference).
  if (request.accountId.length >= 3) body.shopperReference = request.accountId;
  if (payer?.email) body.shopperEmail = payer.email;
  if (payer?.phone) body.telephoneNumber = payer.phone;
  if (payer?.taxId) body.socialSecurityNumber = payer.taxId;
  // A method chosen in our sheet limits the Drop-in to that Adyen payment method type.
  if (request.methodCode) body.allowedPaymentMethods = [adyenMethodType(request.methodCode)];
  return body;
}

function sessionStatus(status: string | undefined): kit.QueriedPayment['status'] {
  switch (status) {
    case 'completed':
      return 'paid';
    case 'active':
    case 'paymentPending':
      return 'pending';
    case 'refused':
    case 'canceled':
    case 'expired':
      return 'failed';
    default:
      return 'none';
  }
}

function header(headers: kit.IncomingNotification['headers'], name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Verifies each item of a webhook on its own; drops items that fail. Never throws. */
export function verifyAdyenNotification(
  credentials: AdyenCredentials,
  notification: kit.IncomingNotification,
): kit.VerifiedNotification {
  if (notification.method !== 'POST') return { ok: false, reason: 'malformed' };
  const contentType = header(notification.headers, 'content-type');
  if (contentType && !contentType.toLowerCase().includes('json')) {
    return { ok: false, reason: 'malformed' };
  }
  const batch = notificationBatch.safeParse(parseJson(notification.rawBody));
  if (!batch.success) return { ok: false, reason: 'malformed' };

  const events: kit.NotificationEvent[] = [];
  let signed = 0;
  let verified = 0;
  for (const wrapper of batch.data.notificationItems) {
    const raw =
      typeof wrapper === 'object' && wrapper !== null
        ? (wrapper as Record<string, unknown>).NotificationRequestItem
        : undefined;
    const parsed = notificationRequestItem.safeParse(raw);
    if (!parsed.success) continue;
    const item = parsed.data;
    const signature = item.additionalData?.hmacSignature;
    if (signature === undefined || signature === null || signature === '') continue;
    signed += 1;
    // Each item carries its own signature (https://docs.adyen.com/development-resources/webhooks/
    // secure-webhooks/verify-hmac-signatures): one bad item does not spoil its good siblings.
    if (!verifyItemSignature(item, signature, credentials.hmacKey)) continue;
    verified += 1;
    // An item for another merchant account is not this brand's business even if signed with a
    // key that reaches us (a company-level webhook): acknowledged, not applied.
    if (item.merchantAccountCode !== credentials.merchantAccount) continue;

    const success = item.success === true || item.success === 'true';
    const { kind, status } = readEvent(item.eventCode, success);
    const value = item.amount?.value;
    const money =
      item.amount?.currency && value !== undefined && value !== null
        ? fromAdyenAmount({ currency: item.amount.currency, value: Number(value) })
        : null;
    events.push({
      kind,
      status,
      billingNo: item.merchantReference ? item.merchantReference : null,
      providerRef: isRefundKind(kind)
        ? item.pspReference
        : item.originalReference || item.pspReference,
      // Adyen may deliver an event more than once; eventCode with pspReference identifies it, and
      // success is part of it because a later item may correct an earlier outcome
      // (https://docs.adyen.com/development-resources/webhooks/handle-webhook-events).
      eventId: `${item.eventCode}:${item.pspReference}:${success ? 'true' : 'false'}`,
      // A REFUND item's pspReference is the refund's, the one POST /payments/{id}/refunds answered
      // (https://docs.adyen.com/online-payments/refund#refund-webhook).
      ...(kind === 'refund' || kind === 'partial-refund' ? { refundRef: item.pspReference } : {}),
      amountMinor: money?.amountMinor ?? null,
      currency: money?.currency ?? item.amount?.currency ?? null,
    });
  }
  if (verified > 0) return { ok: true, events };
  return { ok: false, reason: signed > 0 ? 'bad-signature' : 'unsigned' };
}

export type AdyenProtocolOptions = {
  /** Origin of our emulator; its Adyen stand-in lives under `/emulator/adyen`. */
  emulatorBase: string;
  /** The adyen-web environment of the live account's region; Adyen's default region is 'live'. */
  liveEnvironment?: AdyenLiveEnvironment;
};

export function createAdyenProtocol(
  options: AdyenProtocolOptions,
): kit.ProviderProtocol<AdyenCredentials> {
  const emulatorBase = options.emulatorBase.replace(/\/+$/, '');
  const liveEnvironment = options.liveEnvironment ?? 'live';

  const endpoints = (mode: kit.ProtocolMode): kit.ProtocolEndpoints => {
    switch (mode) {
      case 'emulator':
        return emulatorEndpoints(emulatorBase, `adyen/${ADYEN_CHECKOUT_VERSION}`);
      case 'test':
        return { api: ADYEN_TEST_API, pageOrigins: [...TEST_PAGE_ORIGINS] };
      case 'live':
        return { api: ADYEN_LIVE_API, pageOrigins: [...LIVE_PAGE_ORIGINS] };
    }
  };

  const environmentOf = (api: string): string => {
    if (isLiveApi(api)) return liveEnvironment;
    if (api.startsWith(ADYEN_TEST_API)) return 'test';
    return 'emulator';
  };

  return {
    key: 'adyen',
    credentials: adyenCredentials,
    endpoints,

    // Sessions flow: one POST /sessions, then the Drop-in runs the payment in the browser
    // (https://docs.adyen.com/online-payments/build-your-integration/sessions-flow;
    // https://docs.adyen.com/api-explorer/Checkout/71/post/sessions).
    async createPayment(io, request): Promise<kit.CreatedPayment> {
      const amount = toAdyenAmount(request.amountMinor, request.currency);
      if (!amount) return { ok: false, error: 'adyen: amount not representable', retryable: false };
      const base = apiBase(io);
      if (!base) return { ok: false, error: 'adyen: liveUrlPrefix missing', retryable: false };
      // A test_ client key only works against the test environment and a live_ one only live
      // (https://docs.adyen.com/development-resources/client-side-authentication): refuse here
      // rather than let the Drop-in fail in the player's browser.
      const environment = environmentOf(io.endpoints.api);
      const keyKind = io.credentials.clientKey.startsWith('live_') ? 'live' : 'test';
      if (environment !== 'emulator' && (environment === 'test') !== (keyKind === 'test')) {
        return { ok: false, error: 'adyen: clientKey does not match the mode', retryable: false };
      }
      let response: TransportResponse;
      try {
        response = await io.transport(`${base}/sessions`, {
          method: 'POST',
          headers: headers(io, idempotencyKey('session', request.billingNo)),
          body: JSON.stringify(sessionRequest(io, request, amount)),
        });
      } catch (error) {
        return { ok: false, error: `adyen: ${(error as Error).message}`, retryable: true };
      }
      if (response.status !== 201 && response.status !== 200) {
        return {
          ok: false,
          error: `adyen: ${describeError(response)}`,
          retryable: retryableStatus(response.status),
        };
      }
      const session = createSessionResponse.safeParse(parseJson(response.body));
      if (!session.success) {
        return { ok: false, error: 'adyen: unexpected sessions response', retryable: false };
      }
      return {
        ok: true,
        kind: 'component',
        // What AdyenCheckout({ session: { id, sessionData }, clientKey, environment }) takes
        // (https://docs.adyen.com/online-payments/build-your-integration/sessions-flow?platform=Web&integration=Drop-in).
        component: {
          sessionId: session.data.id,
          sessionData: session.data.sessionData,
          clientKey: io.credentials.clientKey,
          environment,
        },
        providerRef: session.data.id,
      };
    },

    async verifyNotification(io, notification) {
      try {
        return verifyAdyenNotification(io.credentials, notification);
      } catch {
        return { ok: false, reason: 'unverifiable' };
      }
    },

    // Adyen marks a webhook delivered on a 2xx; the standard webhook's documented acknowledgement
    // body is `[accepted]` (https://docs.adyen.com/development-resources/webhooks/handle-webhook-events#accept-webhooks).
    // Anything else puts the webhook in Adyen's retry queue, which is what a refusal (a forgery,
    // or our key misconfigured) and a temporary failure on our side both want.
    answer(outcome): kit.NotificationAnswer {
      if (outcome === 'accepted')
        return { status: 200, contentType: 'text/plain', body: '[accepted]' };
      if (outcome === 'rejected')
        return { status: 401, contentType: 'text/plain', body: 'rejected' };
      return { status: 503, contentType: 'text/plain', body: 'retry' };
    },

    // The sessions result needs the `sessionResult` blob that only the Drop-in hands out
    // (GET /sessions/{sessionId}?sessionResult=…, "sessionResult: Required",
    // https://docs.adyen.com/api-explorer/Checkout/71/get/sessions/(sessionId)), and Checkout has
    // no look-up by merchant reference. So reconciliation rests on the webhooks, which Adyen
    // retries for 30 days (https://docs.adyen.com/development-resources/webhooks/troubleshoot),
    // and on complete() when the result page forwards the sessionResult.
    // The daily comparison cannot ask per order either (reconcile/query-day.ts).
    queriesPayments: false,
    async queryPayment() {
      return null;
    },

    // The daily comparison's list: the day's Payment accounting report file, downloaded by the
    // report user (accounting-report.ts) from the Customer Area of the mode, or the emulator's.
    listsFor: hasReportUser,
    listTransactions(io, window) {
      const environment = environmentOf(io.endpoints.api);
      const caBase =
        environment === 'test'
          ? ADYEN_CA_TEST
          : environment === 'emulator'
            ? io.endpoints.api.replace(/\/v\d+$/, '')
            : ADYEN_CA_LIVE;
      return listAdyenDay(io, window, caBase);
    },

    // The result page passes on what the Drop-in's onPaymentCompleted gave it
    // (`sessionId`, `sessionResult`). Informational: money moves without this step, the
    // AUTHORISATION webhook stays the authority, and Adyen says the status "doesn't get updated".
    async complete(io, ref): Promise<kit.QueriedPayment | null> {
      const query = new URLSearchParams(ref.returnQuery);
      const sessionResult = query.get('sessionResult');
      const sessionId = query.get('sessionId') ?? ref.providerRef;
      if (!sessionResult || sessionId !== ref.providerRef) return null;
      const base = apiBase(io);
      if (!base) return null;
      let response: TransportResponse;
      try {
        // Query encoded as the SDK does (URLSearchParams, httpURLConnectionClient.ts createRequest).
        const search = new URLSearchParams({ sessionResult }).toString();
        response = await io.transport(
          `${base}/sessions/${encodeURIComponent(ref.providerRef)}?${search}`,
          { method: 'GET', headers: headers(io) },
        );
      } catch {
        return null;
      }
      if (response.status !== 200) return null;
      const result = sessionResultResponse.safeParse(parseJson(response.body));
      if (!result.success) return null;
      // The answer must be about this order's session, whatever sessionResult the browser sent.
      if (result.data.id !== undefined && result.data.id !== ref.providerRef) return null;
      if (result.data.reference !== undefined && result.data.reference !== ref.billingNo)
        return null;
      const payment = result.data.payments?.find((p) => p.resultCode === 'Authorised');
      const money = payment?.amount ? fromAdyenAmount(payment.amount) : null;
      return {
        status: sessionStatus(result.data.status),
        providerRef: payment?.pspReference ?? ref.providerRef,
        amountMinor: money?.amountMinor ?? null,
        currency: money?.currency ?? null,
      };
    },

    // https://docs.adyen.com/online-payments/refund; POST /payments/{paymentPspReference}/refunds
    // (https://docs.adyen.com/api-explorer/Checkout/71/post/payments/(paymentPspReference)/refunds).
    // Adyen answers 201 `status: received`; the outcome comes later as a REFUND webhook.
    async refund(io, request: kit.RefundRequest): Promise<kit.RefundOutcome> {
      const amount = toAdyenAmount(request.amountMinor, request.currency);
      if (!amount) return { ok: false, error: 'adyen: amount not representable' };
      const base = apiBase(io);
      if (!base) return { ok: false, error: 'adyen: liveUrlPrefix missing' };
      const body: RefundRequestBody = {
        merchantAccount: io.credentials.merchantAccount,
        amount,
        // The billing number, so the REFUND webhook's merchantReference leads back to the order;
        // one refund per request is guaranteed by the Idempotency-Key, not by this reference.
        reference: request.billingNo,
        ...(request.reasonCode ? { merchantRefundReason: adyenReason[request.reasonCode] } : {}),
      };
      let response: TransportResponse;
      try {
        response = await io.transport(
          `${base}/payments/${encodeURIComponent(request.providerRef)}/refunds`,
          {
            method: 'POST',
            headers: headers(io, idempotencyKey('refund', request.refundKey)),
            body: JSON.stringify(body),
          },
        );
      } catch (error) {
        return { ok: false, error: `adyen: ${(error as Error).message}` };
      }
      if (response.status !== 201 && response.status !== 200) {
        return { ok: false, error: `adyen: ${describeError(response)}` };
      }
      const parsed = refundResponse.safeParse(parseJson(response.body));
      if (!parsed.success || parsed.data.status !== 'received') {
        return { ok: false, error: 'adyen: unexpected refunds response' };
      }
      return { ok: true, refundRef: parsed.data.pspReference, pending: true };
    },
  };
}
