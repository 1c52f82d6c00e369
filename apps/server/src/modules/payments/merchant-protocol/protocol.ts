import { createHash } from 'node:crypto';
import { amountRefused } from '../provider-kit/answers.ts';
import { readDayPages } from '../provider-kit/day-list-paging.ts';
import { emulatorEndpoints } from '../provider-kit/emulator-endpoints.ts';
import type * as kit from '../provider-kit/protocol.ts';
import { merchantCall } from './client.ts';
import { merchantCredentials, type MerchantCredentials } from './credentials.ts';
import {
  ACK_BODY,
  errorBody,
  fromWire,
  listQuery,
  notificationSchema,
  parseJson,
  paymentPageSchema,
  paymentSchema,
  refundPageSchema,
  refundSchema,
  toWire,
  type ListedRefundV1,
  type NotificationV1,
  type PaymentV1,
} from './messages.ts';
import { checkSigned, NonceMemory } from './signature.ts';

// Topup merchant protocol v1 (docs/PAYMENTS.md, "Topup merchant protocol v1"; decision 0054): the
// documented protocol of the providers that publish none of their own (FunTap, Travellet,
// PingPong, WelcomePay, platform pay). One module for all of them; each provider's manifest
// names its key. Emulator mode talks to the demo's emulator of the protocol
// (packages/demo/src/emulators/merchant-v1); test and live to the URL the provider gave the brand.

const json = 'application/json';

/**
 * Our refund reference: the refund key when it fits the protocol's 64 characters, else a digest
 * of it (the same key always gives the same ref, so a retried refund is the same refund).
 */
export function refundRefOf(refundKey: string): string {
  if (/^[\x21-\x7e]{1,64}$/.test(refundKey)) return refundKey;
  return `r_${createHash('sha256').update(refundKey).digest('base64url')}`;
}

function statusOf(payment: PaymentV1): kit.NotificationStatus {
  if (payment.status === 'succeeded') {
    return payment.refunded_minor >= payment.amount_minor ? 'refunded' : 'paid';
  }
  if (payment.status === 'failed' || payment.status === 'cancelled') return 'failed';
  if (payment.status === 'pending') return 'pending';
  return 'none';
}

/**
 * A listed payment as a line of the day. Succeeded is paid whatever was refunded since: refunds
 * are lines of their own, from the refunds list of the day they were made. Open (nothing chosen
 * yet) is no line.
 */
export function lineOfPayment(p: PaymentV1, day: Date): kit.ListedTransaction | null {
  const status =
    p.status === 'succeeded'
      ? 'paid'
      : p.status === 'pending'
        ? 'pending'
        : p.status === 'open'
          ? null
          : 'failed';
  if (!status) return null;
  const money = fromWire(p.amount_minor, p.currency);
  return {
    kind: 'payment',
    status,
    billingNo: p.merchant_ref,
    providerRef: p.payment_id,
    // An amount the store cannot hold exactly (IDR with cents) is reported, never compared.
    amountMinor: money?.amount ?? 0,
    currency: money?.currency ?? p.currency,
    at: day,
    ...(money ? {} : { amountKnown: false as const }),
  };
}

/** A listed refund or chargeback as a refund line: money that went back. */
export function lineOfRefund(r: ListedRefundV1, day: Date): kit.ListedTransaction | null {
  const money = fromWire(r.amount_minor, r.currency);
  if (!money) return null;
  const status =
    r.status === 'succeeded' ? 'refunded' : r.status === 'pending' ? 'pending' : 'failed';
  return {
    kind: 'refund',
    status,
    billingNo: r.merchant_ref,
    providerRef: r.refund_id,
    amountMinor: money.amount,
    currency: money.currency,
    at: day,
  };
}

function eventOf(n: NotificationV1): kit.NotificationEvent {
  const money = fromWire(n.amount_minor, n.currency);
  const base = {
    billingNo: n.merchant_ref,
    providerRef: n.payment_id,
    eventId: n.event_id,
    amountMinor: money?.amount ?? null,
    currency: money?.currency ?? null,
  };
  const [kind, what] = n.type.split('.') as [string, string];
  if (kind === 'payment') {
    const status: Record<string, kit.NotificationStatus> = {
      succeeded: 'paid',
      pending: 'pending',
      failed: 'failed',
      cancelled: 'failed',
    };
    return { ...base, kind: 'payment', status: status[what] ?? 'none' };
  }
  // Refunds and chargebacks are counted by their own id: the id the refund call answered, so the
  // refund made from the console and its notification are one refund.
  const refundRef = n.refund_id ?? undefined;
  if (kind === 'chargeback') {
    return { ...base, kind: 'chargeback', status: 'reversed', ...(refundRef ? { refundRef } : {}) };
  }
  return {
    ...base,
    kind: 'partial-refund',
    status: what === 'succeeded' ? 'refunded' : 'failed',
    ...(refundRef ? { refundRef } : {}),
  };
}

export function merchantEndpoints(
  key: string,
  mode: kit.ProtocolMode,
  emulatorBase: string,
  credentials?: MerchantCredentials,
): kit.ProtocolEndpoints {
  if (mode === 'emulator') return emulatorEndpoints(emulatorBase.replace(/\/+$/, ''), key);
  if (!credentials?.apiUrl) return { api: '', pageOrigins: [] };
  const api = credentials.apiUrl.replace(/\/+$/, '');
  return { api, pageOrigins: credentials.pageOrigins ?? [new URL(api).origin] };
}

export function createMerchantProtocol(options: {
  key: string;
  emulatorBase: string;
}): kit.ProviderProtocol<MerchantCredentials> {
  // Notifications' nonces seen lately (per process; the event id makes a replay that gets past
  // another instance a duplicate, applied once).
  const nonces = new NonceMemory();
  const call = (
    io: kit.ProtocolIo<MerchantCredentials>,
    method: 'GET' | 'POST',
    path: string,
    body?: string,
  ) =>
    merchantCall({
      transport: io.transport,
      url: `${io.endpoints.api}${path}`,
      method,
      ...(body === undefined ? {} : { body }),
      merchantId: io.credentials.merchantId,
      secret: io.credentials.secret,
      now: io.now,
    });

  return {
    key: options.key,
    credentials:
      merchantCredentials as unknown as kit.ProviderProtocol<MerchantCredentials>['credentials'],
    endpoints: (mode) => merchantEndpoints(options.key, mode, options.emulatorBase),
    endpointsFor: (mode, credentials) =>
      merchantEndpoints(options.key, mode, options.emulatorBase, credentials),

    async createPayment(io, request): Promise<kit.CreatedPayment> {
      const money = toWire(request.amountMinor, request.currency);
      if (!money || money.amount <= 0) return amountRefused(options.key, request);
      const body = JSON.stringify({
        merchant_ref: request.billingNo,
        amount_minor: money.amount,
        currency: money.currency,
        description: request.description.slice(0, 200),
        account_ref: request.accountId.slice(0, 64),
        method: request.methodCode?.slice(0, 64) ?? null,
        country: request.country && /^[A-Z]{2}$/.test(request.country) ? request.country : null,
        return_url: request.returnUrl,
        notify_url: request.notifyUrl,
      });
      const res = await call(io, 'POST', '/v1/payments', body);
      if (!res.ok) {
        const retryable = res.status === undefined || res.status >= 500;
        return { ok: false, error: `${options.key}: create refused: ${res.error}`, retryable };
      }
      const payment = paymentSchema.safeParse(res.data);
      if (!payment.success) {
        return { ok: false, error: `${options.key}: create answer malformed`, retryable: false };
      }
      const p = payment.data;
      // The answer must be this payment: a provider that mixed up references must not be paid.
      if (
        p.merchant_ref !== request.billingNo ||
        p.amount_minor !== money.amount ||
        p.currency !== money.currency
      ) {
        return {
          ok: false,
          error: `${options.key}: create answer for another payment`,
          retryable: false,
        };
      }
      return { ok: true, kind: 'redirect', url: p.checkout_url, providerRef: p.payment_id };
    },

    async verifyNotification(io, n): Promise<kit.VerifiedNotification> {
      if (n.method !== 'POST') return { ok: false, reason: 'malformed' };
      const checked = checkSigned({
        secret: io.credentials.secret,
        headers: n.headers,
        line: 'POST',
        path: `${n.path ?? ''}${n.query ? `?${n.query}` : ''}`,
        body: n.rawBody,
        merchantId: io.credentials.merchantId,
        now: io.now(),
        nonces,
      });
      if (!checked.ok) {
        const reason = {
          unsigned: 'unsigned',
          'bad-signature': 'bad-signature',
          'wrong-merchant': 'bad-signature',
          stale: 'stale',
          replayed: 'stale',
        } as const;
        return { ok: false, reason: reason[checked.reason] };
      }
      const parsed = notificationSchema.safeParse(parseJson(n.rawBody));
      if (!parsed.success || parsed.data.merchant_id !== io.credentials.merchantId) {
        return { ok: false, reason: 'malformed' };
      }
      return { ok: true, events: [eventOf(parsed.data)] };
    },

    answer(outcome, context): kit.NotificationAnswer {
      if (outcome === 'accepted') return { status: 200, contentType: json, body: ACK_BODY };
      if (outcome === 'retry') {
        return {
          status: 503,
          contentType: json,
          body: errorBody('internal_error', 'try again later'),
        };
      }
      if (context?.refusal === 'malformed') {
        return {
          status: 400,
          contentType: json,
          body: errorBody('invalid_request', 'not a v1 notification'),
        };
      }
      const code = context?.refusal === 'stale' ? 'stale_timestamp' : 'invalid_signature';
      return { status: 401, contentType: json, body: errorBody(code, 'signature refused') };
    },

    async queryPayment(io, ref): Promise<kit.QueriedPayment | null> {
      const path = ref.providerRef
        ? `/v1/payments/${encodeURIComponent(ref.providerRef)}`
        : `/v1/payments?${new URLSearchParams({ merchant_ref: ref.billingNo })}`;
      const res = await call(io, 'GET', path);
      if (!res.ok) return null;
      const parsed = paymentSchema.safeParse(res.data);
      if (!parsed.success || parsed.data.merchant_ref !== ref.billingNo) return null;
      const money = fromWire(parsed.data.amount_minor, parsed.data.currency);
      return {
        status: statusOf(parsed.data),
        providerRef: parsed.data.payment_id,
        amountMinor: money?.amount ?? null,
        currency: money?.currency ?? null,
      };
    },

    /**
     * The day's lists (v1 `GET /v1/payments` and `GET /v1/refunds` by `created_from` /
     * `created_to`, docs/PAYMENTS.md): every payment created in the window, also one for which
     * the store made no order, and every refund or chargeback made in it, also one made at the
     * provider only. Null when a page fails (the day is compared again later).
     */
    async listTransactions(io, window): Promise<kit.ListedDay | null> {
      const read = <T>(
        path: string,
        schema: {
          safeParse(v: unknown):
            | { success: true; data: { items: T[]; has_more: boolean } }
            | {
                success: false;
              };
        },
        line: (item: T, day: Date) => kit.ListedTransaction | null,
      ) =>
        readDayPages(async (page) => {
          const res = await call(io, 'GET', `${path}?${listQuery(window, page)}`);
          if (!res.ok) return null;
          const parsed = schema.safeParse(res.data);
          if (!parsed.success) return null;
          const lines = parsed.data.items.flatMap((item) => {
            const l = line(item, window.from);
            return l ? [l] : [];
          });
          return { lines, more: parsed.data.has_more };
        });
      const payments = await read('/v1/payments', paymentPageSchema, lineOfPayment);
      if (!payments) return null;
      const refunds = await read('/v1/refunds', refundPageSchema, lineOfRefund);
      if (!refunds) return null;
      const day: kit.ListedDay = [...payments, ...refunds];
      if (payments.truncated || refunds.truncated) day.truncated = true;
      return day;
    },

    async refund(io, request): Promise<kit.RefundOutcome> {
      const money = toWire(request.amountMinor, request.currency);
      if (!money) return { ok: false, error: `${options.key}: refund amount not representable` };
      const refundRef = refundRefOf(request.refundKey);
      const body = JSON.stringify({
        refund_ref: refundRef,
        amount_minor: money.amount,
        currency: money.currency,
      });
      const path = `/v1/payments/${encodeURIComponent(request.providerRef)}/refunds`;
      const res = await call(io, 'POST', path, body);
      if (!res.ok) return { ok: false, error: `${options.key}: refund refused: ${res.error}` };
      const parsed = refundSchema.safeParse(res.data);
      if (!parsed.success || parsed.data.refund_ref !== refundRef) {
        return { ok: false, error: `${options.key}: refund answer malformed` };
      }
      if (parsed.data.status === 'failed')
        return { ok: false, error: `${options.key}: refund failed` };
      return {
        ok: true,
        refundRef: parsed.data.refund_id,
        pending: parsed.data.status === 'pending',
      };
    },
  };
}
