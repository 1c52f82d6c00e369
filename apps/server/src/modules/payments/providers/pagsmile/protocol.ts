import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import type { TransportResponse } from '../../../../lib/http-transport.ts';
import { parseJson, trimmedHeader } from '../../provider-kit/notification-input.ts';
import { emulatorEndpoints } from '../../provider-kit/emulator-endpoints.ts';
import { amountRefused } from '../../provider-kit/answers.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import { redirectWithin } from '../../provider-kit/redirect.ts';
import { fromPagsmileAmount, toPagsmileAmount } from './amounts.ts';
import { pagsmileCredentials } from './credentials.ts';
import type { PagsmileCredentials } from './credentials.ts';
import { createResponse, gatewayResponse, notification, queryResponse } from './messages.ts';
import { readSignatureHeader, verifyPagsmileSignature } from './signature.ts';

// Pagsmile payins through its all-in-one checkout page: trade/create returns web_url, the player
// pays there, Pagsmile notifies notify_url (HMAC-signed) and answers trade/query; refunds through
// trade/refund. https://docs.pagsmile.com/payin/checkout-page/general.

type Io = kit.ProtocolIo<PagsmileCredentials>;

/**
 * "Test Environment: https://gateway-test.pagsmile.com; Prod Environment:
 * https://gateway.pagsmile.com" (https://docs.pagsmile.com/payin/refund, "Request Base URL").
 * The checkout page: "http://checkout.pagsmile.com?prepay_id={$prepay_id}" (Checkout Page (E-com)).
 */
// UNCONFIRMED: the sandbox checkout host (checkout-test.pagsmile.com), and that Pagsmile serves
// the page over https (its example writes http; we upgrade it rather than send a player over http).
const hosts = {
  test: { api: 'https://gateway-test.pagsmile.com', page: 'https://checkout-test.pagsmile.com' },
  live: { api: 'https://gateway.pagsmile.com', page: 'https://checkout.pagsmile.com' },
} as const;

/** The success code of every answer. */
// UNCONFIRMED for payins: "10000" / "Success" is the code of Pagsmile's published answers
// (remittance query example); the payin pages list "Return Code (Success)" without a readable value.
const SUCCESS = '10000';

/** "yyyy-MM-dd HH:mm:ss" in UTC (the query answer stamps its times "[UTC]"). */
function timestamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * out_request_no: "refund request unique NO." of at most 16 characters, required for partial
 * refunds. Our refund keys are longer, so a digest of the key: the same refund key is the same
 * refund request.
 */
export function outRequestNoFor(refundKey: string): string {
  return createHash('sha256').update(refundKey, 'utf8').digest('hex').slice(0, 16);
}

/** Payin trade statuses (notification "Events"). */
function tradeStatus(status: string): kit.NotificationStatus {
  switch (status) {
    case 'SUCCESS':
      return 'paid';
    case 'CANCEL':
    case 'EXPIRED':
    case 'REFUSED':
      return 'failed';
    case 'REFUNDED':
      return 'refunded';
    case 'CHARGEBACK':
      return 'reversed';
    default:
      // PROCESSING, RISK_CONTROLLING, INITIAL or a status added later: money not known to move.
      return 'pending';
  }
}

type Answer =
  { ok: true; json: Record<string, unknown> } | { ok: false; error: string; retryable: boolean };

function normalise(n: z.infer<typeof notification>): kit.NotificationEvent {
  const money = {
    amountMinor: n.currency ? fromPagsmileAmount(n.amount, n.currency) : null,
    currency: n.currency ?? null,
  };
  const base = { billingNo: n.out_trade_no, providerRef: n.trade_no, ...money };
  // No notification id exists; Pagsmile resends until answered "success", so the trade, its
  // status and (for refunds) the refund request identify one event.
  const eventId = `${n.trade_no}:${n.trade_status}:${n.out_request_no ?? ''}`;
  switch (n.trade_status) {
    case 'SUCCESS':
    case 'CANCEL':
    case 'EXPIRED':
    case 'REFUSED':
    case 'PROCESSING':
    case 'RISK_CONTROLLING':
      return { kind: 'payment', status: tradeStatus(n.trade_status), eventId, ...base };
    // UNCONFIRMED: that a REFUNDED notification's `amount` is the amount refunded (not the
    // order's); the refund's out_request_no tells partial refunds apart.
    case 'REFUNDED':
      // Keyed by out_request_no, what refund() answers for the refund it asked for.
      return {
        kind: 'refund',
        status: 'refunded',
        eventId,
        ...base,
        ...(n.out_request_no ? { refundRef: n.out_request_no } : {}),
      };
    case 'REFUND_REFUSED':
    case 'REFUND_REVOKE':
      return { kind: 'refund', status: 'failed', eventId, ...base };
    case 'REFUND_VERIFYING':
    case 'REFUND_PROCESSING':
      return { kind: 'refund', status: 'pending', eventId, ...base };
    case 'CHARGEBACK':
      // One chargeback per trade: its event id does not depend on resends.
      return {
        kind: 'chargeback',
        status: 'reversed',
        ...base,
        eventId: `${n.trade_no}:CHARGEBACK`,
      };
    case 'CHARGEBACK_REVERSED':
    case 'DISPUTE':
      // A dispute opened, or a chargeback won back: on record for support, no money moved here.
      return { kind: 'dispute', status: 'none', eventId, ...base };
    default:
      return { kind: 'other', status: 'none', eventId, ...base, amountMinor: null, currency: null };
  }
}

export function createPagsmileProtocol(options: {
  emulatorBase: string;
}): kit.ProviderProtocol<PagsmileCredentials> {
  const emulatorBase = options.emulatorBase.replace(/\/+$/, '');

  /** One Basic-authenticated JSON call (every payin endpoint). */
  async function call(io: Io, path: string, data: Record<string, unknown>): Promise<Answer> {
    const basic = Buffer.from(`${io.credentials.appId}:${io.credentials.securityKey}`).toString(
      'base64',
    );
    let response: TransportResponse;
    try {
      response = await io.transport(`${io.endpoints.api}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=UTF-8',
          Authorization: `Basic ${basic}`,
        },
        body: JSON.stringify({
          app_id: io.credentials.appId,
          timestamp: timestamp(io.now()),
          ...data,
        }),
      });
    } catch (error) {
      return {
        ok: false,
        error: `pagsmile unreachable: ${(error as Error).message}`,
        retryable: true,
      };
    }
    const json = parseJson(response.body);
    const parsed = gatewayResponse.safeParse(json);
    if (!parsed.success) {
      return {
        ok: false,
        error: `pagsmile HTTP ${response.status}`,
        retryable: response.status >= 500,
      };
    }
    if (String(parsed.data.code) !== SUCCESS) {
      return {
        ok: false,
        error: `pagsmile ${parsed.data.code}: ${parsed.data.msg ?? ''}`.trim(),
        retryable: response.status >= 500,
      };
    }
    return { ok: true, json: json as Record<string, unknown> };
  }

  return {
    key: 'pagsmile',
    credentials: pagsmileCredentials as z.ZodMiniType<PagsmileCredentials>,

    endpoints(mode: kit.ProtocolMode): kit.ProtocolEndpoints {
      if (mode === 'emulator') {
        return emulatorEndpoints(emulatorBase, 'pagsmile');
      }
      return { api: hosts[mode].api, pageOrigins: [hosts[mode].page] };
    },

    async createPayment(io, request): Promise<kit.CreatedPayment> {
      const amount = toPagsmileAmount(request.amountMinor, request.currency);
      if (amount === null) {
        return amountRefused('pagsmile', request);
      }
      // trade/create (Checkout Page (General)): out_trade_no is ours and unique per app, so the
      // billing number keeps a retried create the same trade; version 2.0, trade_type WEB.
      const data: Record<string, unknown> = {
        out_trade_no: request.billingNo,
        order_amount: amount,
        order_currency: request.currency,
        subject: request.description.slice(0, 128),
        content: request.description.slice(0, 255),
        buyer_id: request.accountId,
        notify_url: request.notifyUrl,
        return_url: request.returnUrl,
        trade_type: 'WEB',
        version: '2.0',
      };
      // "method": show only the method the store chose (PIX, Boleto, ...).
      if (request.methodCode) data.method = request.methodCode;
      if (request.country) data.regions = [request.country.toUpperCase()];
      // Pre-filled on the checkout page; CPF as the Brazilian identification.
      const customer: Record<string, unknown> = {};
      if (request.payer?.name) customer.name = request.payer.name;
      if (request.payer?.email) customer.email = request.payer.email;
      if (request.payer?.phone) customer.phone = request.payer.phone;
      if (request.payer?.taxId) {
        customer.identify =
          request.country?.toUpperCase() === 'BR'
            ? { type: 'CPF', number: request.payer.taxId }
            : { number: request.payer.taxId };
      }
      if (Object.keys(customer).length) data.customer = customer;
      const answer = await call(io, '/trade/create', data);
      if (!answer.ok) return answer;
      const created = createResponse.safeParse(answer.json);
      if (!created.success) {
        return { ok: false, error: 'pagsmile answer without web_url', retryable: false };
      }
      const page = created.data.web_url.replace(
        /^http:\/\/(checkout(-test)?\.pagsmile\.com)/,
        'https://$1',
      );
      return redirectWithin(
        page,
        created.data.trade_no,
        io.endpoints.pageOrigins,
        'Pagsmile checkout',
      );
    },

    async verifyNotification(io, incoming): Promise<kit.VerifiedNotification> {
      try {
        const signature = readSignatureHeader(
          trimmedHeader(incoming.headers, 'pagsmile-signature'),
        );
        if (!signature) return { ok: false, reason: 'unsigned' };
        // The HMAC covers the raw body exactly as received; parse only after it holds.
        if (!verifyPagsmileSignature(incoming.rawBody, signature, io.credentials.webhookSecret)) {
          return { ok: false, reason: 'bad-signature' };
        }
        const parsed = notification.safeParse(parseJson(incoming.rawBody));
        if (!parsed.success) return { ok: false, reason: 'malformed' };
        // A signed notification for another app of the same merchant must not move this brand.
        if (parsed.data.app_id !== io.credentials.appId)
          return { ok: false, reason: 'bad-signature' };
        return { ok: true, events: [normalise(parsed.data)] };
      } catch {
        return { ok: false, reason: 'malformed' };
      }
    },

    answer(outcome): kit.NotificationAnswer {
      // "You must return an HTTP STATUS 200 (OK) with response data "success" before the
      // corresponding time expires. If not, ... you will be notified again"
      // (https://docs.pagsmile.com/payin/notification).
      if (outcome === 'accepted')
        return { status: 200, contentType: 'text/plain', body: 'success' };
      return { status: outcome === 'retry' ? 500 : 400, contentType: 'text/plain', body: 'fail' };
    },

    async queryPayment(io, ref): Promise<kit.QueriedPayment | null> {
      // trade/query by out_trade_no (Payin Detail).
      const answer = await call(io, '/trade/query', { out_trade_no: ref.billingNo });
      if (!answer.ok) {
        if (answer.retryable) throw new Error(answer.error);
        return null;
      }
      const parsed = queryResponse.safeParse(answer.json);
      if (!parsed.success || parsed.data.out_trade_no !== ref.billingNo) return null;
      const { trade_no, trade_status, order_amount, order_currency } = parsed.data;
      return {
        status: tradeStatus(trade_status),
        providerRef: trade_no,
        amountMinor: order_currency ? fromPagsmileAmount(order_amount, order_currency) : null,
        currency: order_currency ?? null,
      };
    },

    async refund(io, request): Promise<kit.RefundOutcome> {
      const amount = toPagsmileAmount(request.amountMinor, request.currency);
      if (amount === null) {
        return {
          ok: false,
          error: `pagsmile cannot refund ${request.amountMinor} ${request.currency}`,
        };
      }
      const outRequestNo = outRequestNoFor(request.refundKey);
      // trade/refund: partial refunds need out_request_no; card, wallet and PIX refunds go back to
      // the source without user_info (the refund page's method table).
      const answer = await call(io, '/trade/refund', {
        out_trade_no: request.billingNo,
        trade_no: request.providerRef,
        out_request_no: outRequestNo,
        refund_currency: request.currency,
        refund_amount: Number(amount),
        refund_reason: `Refund ${request.billingNo}`,
      });
      if (!answer.ok) return { ok: false, error: answer.error };
      // The refund is named by our out_request_no: Pagsmile's REFUNDED notification carries it
      // (and no refund_no: https://docs.pagsmile.com/payin/notification), so a console refund and
      // its notification are one refund (normalise: refundRef). refund_no is not the key.
      // Pagsmile settles refunds later and says so by notification (REFUNDED / REFUND_REFUSED).
      return { ok: true, refundRef: outRequestNo, pending: true };
    },
  };
}
