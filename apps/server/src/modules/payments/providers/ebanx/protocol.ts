import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import { parseJson } from '../../provider-kit/notification-input.ts';
import { emulatorEndpoints } from '../../provider-kit/emulator-endpoints.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import { fromEbanxAmount, toEbanxAmount } from './amounts.ts';
import { ebanxCredentials, type EbanxCredentials } from './credentials.ts';
import {
  apiAnswer,
  notificationForm,
  queryAnswer,
  refundAnswer,
  requestAnswer,
  type payment as paymentSchema,
} from './messages.ts';
import { redirectWithin } from '../../provider-kit/redirect.ts';

type Io = kit.ProtocolIo<EbanxCredentials>;
type Payment = z.infer<typeof paymentSchema>;

// Hosts: "https://sandbox.ebanx.com/ws/request" (Payment Page guide) and
// "https://sandbox.ebanx.com/ws/query" (retrieve-payment guide) on docs.ebanx.com; live
// https://api.ebanx.com/ws/ (ebanx-integration/ebanx-php src/Ebanx/Config.php URL_PRODUCTION, and
// ebanx/benjamin src/Services/Http/Client.php LIVE_URL). The older sandbox.ebanxpay.com /
// api.ebanxpay.com names of developers.ebanx.com are the previous generation of the same API.
const hosts = { test: 'https://sandbox.ebanx.com', live: 'https://api.ebanx.com' } as const;

// Payment Page origins: the /ws/request answer redirects to
// https://sandbox.ebanx.com/checkout/?hash=... in the sandbox.
// UNCONFIRMED: the live page origin; assumed to be the live API host, like the sandbox one.
const pageOrigins = { test: [hosts.test], live: [hosts.live] } as const;

/** At most this many hashes are queried for one notification (EBANX batches with commas). */
const maxHashes = 50;

type Answer =
  { ok: true; body: unknown } | { ok: false; error: string; retryable: boolean; notFound: boolean };

/**
 * One Direct API call: a JSON body carrying integration_key (the docs' current samples post
 * JSON with Content-Type application/json; the SDKs' form encoding is equivalent).
 */
async function call(
  io: Io,
  operation: 'request' | 'query' | 'refund',
  params: Record<string, unknown>,
): Promise<Answer> {
  const body = JSON.stringify({ integration_key: io.credentials.integrationKey, ...params });
  let response;
  try {
    response = await io.transport(`${io.endpoints.api}/${operation}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
  } catch (error) {
    return {
      ok: false,
      error: `EBANX unreachable: ${(error as Error).message}`,
      retryable: true,
      notFound: false,
    };
  }
  const json = parseJson(response.body);
  const parsed = apiAnswer.safeParse(json);
  if (!parsed.success) {
    const retryable = response.status >= 500 || response.status === 429;
    return { ok: false, error: `EBANX HTTP ${response.status}`, retryable, notFound: false };
  }
  if (parsed.data.status !== 'SUCCESS') {
    const code = parsed.data.status_code ?? 'ERROR';
    return {
      ok: false,
      error: `EBANX ${code}: ${parsed.data.status_message ?? ''}`.trim(),
      retryable: response.status >= 500,
      // An ERROR answer to a query is EBANX saying it has no such payment for this key.
      notFound: response.status < 500,
    };
  }
  return { ok: true, body: json };
}

/** Payment status: CO confirmed, CA cancelled, PE pending, OP opened (refund-or-cancel reference). */
function paymentStatus(status: string): kit.NotificationStatus {
  if (status === 'CO') return 'paid';
  if (status === 'CA') return 'failed';
  if (status === 'PE' || status === 'OP') return 'pending';
  return 'none';
}

function amountOf(payment: Payment): { amountMinor: number | null; currency: string | null } {
  const currency = payment.currency_ext ?? null;
  return { amountMinor: currency ? fromEbanxAmount(payment.amount_ext, currency) : null, currency };
}

/**
 * The events a notification of `type` stands for, built only from EBANX's own query answer:
 * notification_type update, refund, chargeback, chargeback_credit (notifications guide).
 */
function eventsOf(type: string, payment: Payment): kit.NotificationEvent[] {
  const { amountMinor, currency } = amountOf(payment);
  const base = {
    billingNo: payment.merchant_payment_code ?? null,
    providerRef: payment.hash,
    currency,
  };
  if (type === 'refund') {
    const refunds = payment.refunds ?? [];
    const confirmed = refunds.filter((refund) => refund.status === 'CO');
    // Each confirmed refund is its own event with its own amount (its id names it): the store
    // adds refunds up, so a second partial refund must not come back as the running total.
    if (confirmed.length > 0) {
      return confirmed.map((refund) => {
        const refunded = currency ? fromEbanxAmount(refund.amount_ext, currency) : null;
        const full = refunded !== null && amountMinor !== null && refunded >= amountMinor;
        return {
          ...base,
          // The refund's own id, payment.refunds[].id of /ws/query: the `refund.id` the refund
          // operation answered (refund() below), so a console refund and this one count once.
          // https://docs.ebanx.com/docs/payments/guides/features/refunds (refund object: id,
          // merchant_refund_code, status, amount_ext).
          refundRef: String(refund.id),
          kind: full ? 'refund' : 'partial-refund',
          status: 'refunded',
          eventId: `refund:${payment.hash}:${refund.id}=CO`,
          amountMinor: refunded,
        };
      });
    }
    // Requested but not yet confirmed (RE, PE) or cancelled: nothing was given back yet. No event
    // id exists: the payment and the state of each of its refunds identify the news.
    return [
      {
        ...base,
        kind: 'refund',
        status: 'pending',
        eventId: `refund:${payment.hash}:${refunds.map((refund) => `${refund.id}=${refund.status}`).join(',')}`,
        amountMinor: 0,
      },
    ];
  }
  if (type === 'chargeback') {
    return [
      {
        ...base,
        kind: 'chargeback',
        status: 'reversed',
        eventId: `chargeback:${payment.hash}`,
        amountMinor,
        currency,
      },
    ];
  }
  return [
    {
      ...base,
      kind: type === 'update' ? 'payment' : 'other',
      status: type === 'update' ? paymentStatus(payment.status) : 'none',
      eventId: `${type}:${payment.hash}:${payment.status}`,
      amountMinor,
    },
  ];
}

/**
 * merchant_refund_code is "String max 20" (refund operation reference). A longer refund key is
 * shortened to a stable digest of itself, so the same key still names the same refund.
 */
export function merchantRefundCode(refundKey: string): string {
  if (refundKey.length <= 20) return refundKey;
  return createHash('sha256').update(refundKey, 'utf8').digest('hex').slice(0, 20);
}

export function createEbanxProtocol(options: {
  emulatorBase: string;
}): kit.ProviderProtocol<EbanxCredentials> {
  const emulatorBase = options.emulatorBase.replace(/\/+$/, '');
  return {
    key: 'ebanx',
    credentials: ebanxCredentials as z.ZodMiniType<EbanxCredentials>,

    endpoints(mode: kit.ProtocolMode): kit.ProtocolEndpoints {
      if (mode === 'emulator') {
        return emulatorEndpoints(emulatorBase, 'ebanx');
      }
      return { api: `${hosts[mode]}/ws`, pageOrigins: [...pageOrigins[mode]] };
    },

    async createPayment(io, request): Promise<kit.CreatedPayment> {
      const amount = toEbanxAmount(request.amountMinor, request.currency);
      if (amount === null) return { ok: false, error: 'not an amount', retryable: false };
      const name = request.payer?.name?.trim();
      const email = request.payer?.email?.trim();
      // Payment Page base parameters: country, integration_key, name, email, payment_type_code,
      // currency_code, amount (docs.ebanx.com Payment Page guide); merchant_payment_code is
      // "length 1-40" (request operation reference) and unique per payment.
      if (!name || !email || !request.country) {
        return {
          ok: false,
          error: 'EBANX needs the payer name, email and country',
          retryable: false,
        };
      }
      if (request.billingNo.length > 40) {
        return {
          ok: false,
          error: 'billing number longer than merchant_payment_code allows',
          retryable: false,
        };
      }
      const params: Record<string, unknown> = {
        name,
        email,
        // "Two-letter country code. br: brazil" (lower case in the guide).
        country: request.country.toLowerCase(),
        // "_all: all payment methods enabled for the country" unless the store fixed one.
        payment_type_code: request.methodCode ?? '_all',
        merchant_payment_code: request.billingNo,
        currency_code: request.currency,
        // A JSON number written from the exact decimal string ("amount float, e.g. 100.50").
        amount: Number(amount),
        // Where the player comes back, and where this payment's notifications go
        // (ebanx/benjamin src/Services/Adapters/RequestAdapter.php: redirect_url, notification_url).
        redirect_url: request.returnUrl,
        notification_url: request.notifyUrl,
      };
      if (request.payer?.taxId) params.document = request.payer.taxId;
      if (request.payer?.phone) params.phone_number = request.payer.phone;
      const answer = await call(io, 'request', params);
      if (!answer.ok) return { ok: false, error: answer.error, retryable: answer.retryable };
      const created = requestAnswer.safeParse(answer.body);
      if (!created.success)
        return { ok: false, error: 'EBANX answer without redirect_url', retryable: false };
      return redirectWithin(
        created.data.redirect_url,
        created.data.payment.hash,
        io.endpoints.pageOrigins,
        'EBANX page',
      );
    },

    /**
     * Notify-then-query: the notification carries only hashes and proves nothing. Each hash is
     * asked back from EBANX with this brand's integration key (/ws/query), and only EBANX's own
     * answer becomes an event: a forged or replayed notification yields EBANX's real state, and a
     * hash EBANX does not know for this key yields nothing.
     */
    async verifyNotification(io, incoming): Promise<kit.VerifiedNotification> {
      try {
        const params = new URLSearchParams(
          incoming.rawBody.trim() ? incoming.rawBody : incoming.query,
        );
        const form = notificationForm.safeParse(Object.fromEntries(params));
        if (!form.success) return { ok: false, reason: 'malformed' };
        const hashes = [
          ...new Set(
            form.data.hash_codes
              .split(',')
              .map((hash) => hash.trim())
              .filter(Boolean),
          ),
        ];
        if (
          hashes.length === 0 ||
          hashes.length > maxHashes ||
          hashes.some((hash) => !/^[0-9A-Za-z]{1,64}$/.test(hash))
        ) {
          return { ok: false, reason: 'malformed' };
        }
        const events: kit.NotificationEvent[] = [];
        for (const hash of hashes) {
          const answer = await call(io, 'query', { hash });
          if (!answer.ok) {
            if (answer.notFound) continue;
            return { ok: false, reason: 'unverifiable' };
          }
          const queried = queryAnswer.safeParse(answer.body);
          if (!queried.success || queried.data.payment.hash !== hash) continue;
          events.push(...eventsOf(form.data.notification_type, queried.data.payment));
        }
        // Nothing EBANX confirms: as good as a bad signature for a signature-less protocol.
        return events.length > 0 ? { ok: true, events } : { ok: false, reason: 'bad-signature' };
      } catch {
        return { ok: false, reason: 'unverifiable' };
      }
    },

    answer(outcome) {
      // "Every time a status changes, the EBANX server will make a POST request to the registered
      // URL and expect a HTTP 200 code as a response... we suggest to print any message showing
      // that you got the notification" (developers.ebanxpagamentos.com/guides/notifications).
      if (outcome === 'accepted') return { status: 200, contentType: 'text/plain', body: 'OK' };
      // Anything but 200 makes EBANX notify again: worth it when the query could not be made.
      if (outcome === 'retry') return { status: 503, contentType: 'text/plain', body: 'RETRY' };
      return { status: 400, contentType: 'text/plain', body: 'REJECTED' };
    },

    async queryPayment(io, ref): Promise<kit.QueriedPayment | null> {
      // /ws/query takes either the hash or merchant_payment_code (retrieve-payment guide).
      const answer = await call(io, 'query', { merchant_payment_code: ref.billingNo });
      if (!answer.ok) {
        if (answer.notFound) return null;
        throw new Error(answer.error);
      }
      const queried = queryAnswer.safeParse(answer.body);
      if (!queried.success) throw new Error('EBANX query answer without payment');
      const { payment } = queried.data;
      if (payment.merchant_payment_code != null && payment.merchant_payment_code !== ref.billingNo)
        return null;
      return {
        status: paymentStatus(payment.status),
        providerRef: payment.hash,
        ...amountOf(payment),
      };
    },

    async refund(io, request) {
      const amount = toEbanxAmount(request.amountMinor, request.currency);
      if (amount === null) return { ok: false, error: 'not an amount' };
      const code = merchantRefundCode(request.refundKey);
      // Refund operation: operation request, hash, amount ("expressed in the original payment
      // currency"), description, merchant_refund_code (refund operation reference; ebanx-php
      // src/Ebanx/Command/Refund.php validates hash, amount, description for 'request').
      const answer = await call(io, 'refund', {
        operation: 'request',
        hash: request.providerRef,
        amount: Number(amount),
        description: `Refund ${request.billingNo}`,
        merchant_refund_code: code,
      });
      if (!answer.ok) return { ok: false, error: answer.error };
      const parsed = refundAnswer.safeParse(answer.body);
      if (!parsed.success) return { ok: false, error: 'EBANX refund answer unreadable' };
      // UNCONFIRMED: the top-level `refund` object of the answer; the payment's refunds list
      // (retrieve-payment sample) is read when it is absent.
      const refund =
        parsed.data.refund ??
        parsed.data.payment?.refunds?.find((item) => item.merchant_refund_code === code);
      if (!refund) return { ok: false, error: 'EBANX refund answer without the refund' };
      // Refund statuses: RE requested, PE pending, CO confirmed, CA cancelled (refund guide).
      if (refund.status === 'CA') return { ok: false, error: 'EBANX refund cancelled' };
      return { ok: true, refundRef: String(refund.id), pending: refund.status !== 'CO' };
    },
  };
}
