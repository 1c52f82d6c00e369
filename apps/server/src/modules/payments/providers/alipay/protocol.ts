import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import type { TransportResponse } from '../../../../lib/http-transport.ts';
import { parseJson, trimmedHeader } from '../../provider-kit/notification-input.ts';
import { emulatorEndpoints } from '../../provider-kit/emulator-endpoints.ts';
import { amountRefused } from '../../provider-kit/answers.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import { redirectWithin } from '../../provider-kit/redirect.ts';
import { fromAntomAmount, toAntomAmount } from './amounts.ts';
import { alipayCredentials } from './credentials.ts';
import type { AlipayCredentials } from './credentials.ts';
import {
  disputeNotify,
  inquiryResponse,
  payResponse,
  paymentNotify,
  refundNotify,
  answer as resultAnswer,
} from './messages.ts';
import {
  contentToSign,
  readSignatureHeader,
  signContent,
  signatureHeader,
  verifyContent,
} from './signature.ts';

// Antom (Alipay global, "AMS") One-time Payments through Antom's cashier: pay with productCode
// CASHIER_PAYMENT, send the player to normalUrl, learn the result from notifyPayment (signed by
// Antom) and inquiryPayment; refunds by refund; chargebacks by notifyDispute.
// https://docs.antom.com/ac/cashierpay/apm_api, https://docs.antom.com/ac/ams/payment_cashier.

type Io = kit.ProtocolIo<AlipayCredentials>;

/**
 * Gateways by region: "https://open-sea-global.alipay.com" (Asia), "https://open-na-global.alipay.com"
 * (North America; the digital-signature guide's example URL). The sandbox is the same gateway
 * reached with the dashboard's sandbox client ID (`SANDBOX_…`) and sandbox keys
 * (https://docs.antom.com/ac/ref/sandbox).
 */
// UNCONFIRMED: the Europe gateway name (open-de-global); whether the sandbox needs another path.
const gateways = {
  asia: 'https://open-sea-global.alipay.com',
  'north-america': 'https://open-na-global.alipay.com',
  europe: 'https://open-de-global.alipay.com',
} as const;

/**
 * Where normalUrl may send the player: Antom's gateways and Alipay's hosted pages
 * (render.alipay.com / global.alipay.com, as the cashier pages of the store's earlier adapter).
 */
// UNCONFIRMED: the full list of cashier hosts per wallet; a normalUrl elsewhere is refused with a
// clear error rather than handed to the player.
const pageOrigins = [
  ...Object.values(gateways),
  'https://render.alipay.com',
  'https://global.alipay.com',
];

const paths = {
  pay: '/ams/api/v1/payments/pay',
  inquiry: '/ams/api/v1/payments/inquiryPayment',
  refund: '/ams/api/v1/payments/refund',
} as const;

/** The documented acknowledgement of a notification (notifyPayment, "Response parameters"). */
const notifyAccepted = JSON.stringify({
  result: { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' },
});

/** Request-Time: ISO 8601 "accurate to milliseconds" (digital-signature guide). */
function requestTime(now: Date): string {
  return now.toISOString().replace('Z', '+00:00');
}

/**
 * refundRequestId: unique per refund (max 64) and the only reference notifyRefund carries, so it
 * holds the billing number and a digest of our refund key: `<billingNo>~R<16 hex>`.
 */
export function refundRequestIdFor(billingNo: string, refundKey: string): string {
  const digest = createHash('sha256').update(refundKey, 'utf8').digest('hex').slice(0, 16);
  return `${billingNo}~R${digest}`;
}

function billingNoOfRefundRequest(refundRequestId: string): string | null {
  const at = refundRequestId.lastIndexOf('~R');
  return at > 0 ? refundRequestId.slice(0, at) : null;
}

/**
 * Antom's paymentMethodType for the store's channel: its codes are upper-case (ALIPAY_CN, ALIPAY_HK,
 * DANA: https://docs.antom.com/ac/antomop/alipay_cn, the method pages' "paymentMethodType"), while
 * the store's seeded channels are lower-case names (`alipayhk`, `alipay`), so those are mapped and
 * any other code is sent upper-cased.
 */
// UNCONFIRMED: the store's "Alipay+" (JP, channel `alipay`) as ALIPAY_CN rather than Alipay+'s
// CONNECT_WALLET; both are contract-dependent.
export function paymentMethodTypeOf(channel: string | undefined): string {
  const named: Record<string, string> = { alipay: 'ALIPAY_CN', alipayhk: 'ALIPAY_HK' };
  if (!channel) return 'ALIPAY_CN';
  return Object.hasOwn(named, channel) ? named[channel]! : channel.toUpperCase();
}

/** inquiryPayment paymentStatus: SUCCESS, FAIL, CANCELLED are final; the rest is pending. */
function paymentStatus(status: string | undefined): kit.NotificationStatus {
  if (status === 'SUCCESS') return 'paid';
  if (status === 'FAIL' || status === 'CANCELLED') return 'failed';
  return 'pending';
}

type Called =
  | { ok: true; json: Record<string, unknown>; resultStatus: string; resultCode: string }
  | { ok: false; error: string; retryable: boolean };

function moneyOf(amount: { currency: string; value: string } | undefined) {
  const money = fromAntomAmount(amount);
  return money ?? { amountMinor: null, currency: amount?.currency ?? null };
}

function paymentEvent(body: unknown): kit.NotificationEvent | null {
  const parsed = paymentNotify.safeParse(body);
  if (!parsed.success) return null;
  const n = parsed.data;
  // PAYMENT_RESULT with S: paid; with F: failed. PAYMENT_PENDING: "the user has completed the
  // payment, wait for the final result" (notifyPayment, notifyType).
  let status: kit.NotificationStatus = 'pending';
  if (n.notifyType === 'PAYMENT_RESULT') {
    status =
      n.result.resultStatus === 'S' ? 'paid' : n.result.resultStatus === 'F' ? 'failed' : 'pending';
  }
  return {
    kind: 'payment',
    status,
    billingNo: n.paymentRequestId,
    providerRef: n.paymentId,
    // Antom resends the same notification until acknowledged and gives it no id: the payment and
    // its result identify it.
    eventId: `${n.notifyType}:${n.paymentId}:${n.result.resultStatus}`,
    ...moneyOf(n.paymentAmount),
  };
}

function refundEvent(body: unknown): kit.NotificationEvent | null {
  const parsed = refundNotify.safeParse(body);
  if (!parsed.success) return null;
  const n = parsed.data;
  // refundStatus SUCCESS / FAIL (notifyRefund).
  const status: kit.NotificationStatus =
    n.refundStatus === 'SUCCESS' ? 'refunded' : n.refundStatus === 'FAIL' ? 'failed' : 'pending';
  return {
    kind: 'refund',
    status,
    billingNo: billingNoOfRefundRequest(n.refundRequestId),
    providerRef: n.refundId ?? n.refundRequestId,
    eventId: `REFUND:${n.refundRequestId}:${n.refundStatus}`,
    // Keyed by refundRequestId, what refund() answers: notifyRefund always carries it ("String
    // REQUIRED", https://docs.antom.com/ac/ams/notify_refund) while the refund answer names
    // refundId only once it succeeded (resultStatus S; U "REFUND_IN_PROCESS" has none).
    refundRef: n.refundRequestId,
    ...moneyOf(n.refundAmount),
  };
}

/**
 * notifyDispute: DISPUTE_CREATED opens a case; DISPUTE_JUDGED with ACCEPT_BY_MERCHANT means "the
 * dispute is the merchant's responsibility. Deduct from the merchant settlement account"; a
 * merchant's own acceptance (DISPUTE_ACCEPTED) settles it the same way.
 */
// UNCONFIRMED: that DISPUTE_ACCEPTED moves money without a later DISPUTE_JUDGED; both map to one
// chargeback event id per dispute, so it counts once either way.
function disputeEvent(body: unknown): kit.NotificationEvent | null {
  const parsed = disputeNotify.safeParse(body);
  if (!parsed.success) return null;
  const n = parsed.data;
  const base = {
    billingNo: n.paymentRequestId ?? null,
    providerRef: n.paymentId ?? n.disputeId,
  };
  const lost =
    (n.disputeNotificationType === 'DISPUTE_JUDGED' &&
      n.disputeJudgedResult === 'ACCEPT_BY_MERCHANT') ||
    n.disputeNotificationType === 'DISPUTE_ACCEPTED';
  if (lost) {
    return {
      kind: 'chargeback',
      status: 'reversed',
      eventId: `DISPUTE:${n.disputeId}:chargeback`,
      ...base,
      ...moneyOf(n.disputeJudgedAmount ?? n.disputeAmount),
    };
  }
  return {
    kind: 'dispute',
    status: 'none',
    eventId: `DISPUTE:${n.disputeId}:${n.disputeNotificationType}:${n.disputeJudgedResult ?? ''}`,
    ...base,
    ...moneyOf(n.disputeAmount),
  };
}

export function createAlipayProtocol(options: {
  emulatorBase: string;
}): kit.ProviderProtocol<AlipayCredentials> {
  const emulatorBase = options.emulatorBase.replace(/\/+$/, '');

  /** The account's regional gateway in place of the default (Asia) one. */
  function apiBase(io: Io): string {
    const region = io.credentials.region;
    if (region && io.endpoints.api === gateways.asia) return gateways[region];
    return io.endpoints.api;
  }

  /** One signed call; Antom's answer is checked against its signature when headers are known. */
  async function call(io: Io, path: string, data: Record<string, unknown>): Promise<Called> {
    const url = `${apiBase(io)}${path}`;
    const uri = new URL(url).pathname;
    const body = JSON.stringify(data);
    const time = requestTime(io.now());
    const signature = signContent(
      contentToSign('POST', uri, io.credentials.clientId, time, body),
      io.credentials.privateKey,
    );
    let response: TransportResponse;
    try {
      response = await io.transport(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=UTF-8',
          'Client-Id': io.credentials.clientId,
          'Request-Time': time,
          Signature: signatureHeader(signature),
        },
        body,
      });
    } catch (error) {
      return {
        ok: false,
        error: `antom unreachable: ${(error as Error).message}`,
        retryable: true,
      };
    }
    // Antom signs its answers: Response-Time and Signature headers over
    // `POST <uri>\n<clientId>.<responseTime>.<body>` ("verify the Alipay response signature",
    // digital-signature guide). A transport that reports no headers (in-process tests) cannot be
    // checked; one that does must show a valid signature.
    if (response.status >= 200 && response.status < 300 && response.headers) {
      const signed = readSignatureHeader(response.headers['signature']);
      const responseTime = response.headers['response-time'];
      const clientId = response.headers['client-id'] ?? io.credentials.clientId;
      if (
        !signed ||
        !responseTime ||
        !verifyContent(
          contentToSign('POST', uri, clientId, responseTime, response.body),
          signed,
          io.credentials.alipayPublicKey,
        )
      ) {
        return { ok: false, error: 'antom answer without a valid signature', retryable: true };
      }
    }
    const json = parseJson(response.body);
    const parsed = resultAnswer.safeParse(json);
    if (!parsed.success) {
      return {
        ok: false,
        error: `antom HTTP ${response.status}`,
        retryable: response.status >= 500 || response.status === 0,
      };
    }
    return {
      ok: true,
      json: json as Record<string, unknown>,
      resultStatus: parsed.data.result.resultStatus,
      resultCode: parsed.data.result.resultCode,
    };
  }

  return {
    key: 'alipay',
    credentials: alipayCredentials as z.ZodMiniType<AlipayCredentials>,

    endpoints(mode: kit.ProtocolMode): kit.ProtocolEndpoints {
      if (mode === 'emulator') {
        return emulatorEndpoints(emulatorBase, 'alipay');
      }
      return { api: gateways.asia, pageOrigins: [...pageOrigins] };
    },

    async createPayment(io, request): Promise<kit.CreatedPayment> {
      const amount = toAntomAmount(request.amountMinor, request.currency);
      if (!amount) {
        return amountRefused('antom', request);
      }
      // pay (Cashier Payment): paymentRequestId is "used for idempotence control", so our billing
      // number makes a retried call the same payment; order.referenceOrderId is our order.
      // UNCONFIRMED: ALIPAY_CN as the method when the store names none; CASHIER_PAYMENT requires
      // paymentMethod.paymentMethodType.
      const answer = await call(io, paths.pay, {
        productCode: 'CASHIER_PAYMENT',
        paymentRequestId: request.billingNo,
        order: {
          referenceOrderId: request.billingNo,
          orderDescription: request.description.slice(0, 256),
          orderAmount: amount,
          buyer: { referenceBuyerId: request.accountId },
        },
        paymentAmount: amount,
        paymentMethod: { paymentMethodType: paymentMethodTypeOf(request.methodCode) },
        paymentRedirectUrl: request.returnUrl,
        paymentNotifyUrl: request.notifyUrl,
        env: { terminalType: 'WEB' },
      });
      if (!answer.ok) return answer;
      // "result.resultStatus U with PAYMENT_IN_PROCESS: redirect the user to normalUrl"; S would
      // mean paid already, F refused.
      if (answer.resultStatus === 'F') {
        return { ok: false, error: `antom ${answer.resultCode}`, retryable: false };
      }
      const pay = payResponse.safeParse(answer.json);
      if (!pay.success || !pay.data.normalUrl || !pay.data.paymentId) {
        return {
          ok: false,
          error: `antom ${answer.resultCode} without normalUrl`,
          retryable: false,
        };
      }
      return redirectWithin(
        pay.data.normalUrl,
        pay.data.paymentId,
        io.endpoints.pageOrigins,
        'Antom cashier',
      );
    },

    async verifyNotification(io, incoming): Promise<kit.VerifiedNotification> {
      try {
        const signature = readSignatureHeader(trimmedHeader(incoming.headers, 'signature'));
        const time = trimmedHeader(incoming.headers, 'request-time');
        const clientId = trimmedHeader(incoming.headers, 'client-id');
        if (!signature || !time || !clientId) return { ok: false, reason: 'unsigned' };
        // The content names our notification path; without it the signature cannot be checked.
        if (!incoming.path) return { ok: false, reason: 'unverifiable' };
        const content = contentToSign(
          incoming.method,
          incoming.path,
          clientId,
          time,
          incoming.rawBody,
        );
        if (!verifyContent(content, signature, io.credentials.alipayPublicKey)) {
          return { ok: false, reason: 'bad-signature' };
        }
        // Antom's key signs for all its merchants: a genuine notification for another client
        // must not move this brand's orders.
        if (clientId !== io.credentials.clientId) return { ok: false, reason: 'bad-signature' };
        const body = parseJson(incoming.rawBody);
        if (typeof body !== 'object' || body === null) return { ok: false, reason: 'malformed' };
        const fields = body as Record<string, unknown>;
        let event: kit.NotificationEvent | null;
        if ('disputeNotificationType' in fields) event = disputeEvent(body);
        else if ('refundRequestId' in fields || fields['notifyType'] === 'REFUND_RESULT') {
          event = refundEvent(body);
        } else if (
          fields['notifyType'] === 'PAYMENT_RESULT' ||
          fields['notifyType'] === 'PAYMENT_PENDING'
        ) {
          event = paymentEvent(body);
        } else {
          const type = typeof fields['notifyType'] === 'string' ? fields['notifyType'] : 'unknown';
          event = {
            kind: 'other',
            status: 'none',
            billingNo: null,
            providerRef: '',
            eventId: `${type}:${createHash('sha256').update(incoming.rawBody).digest('hex').slice(0, 32)}`,
            amountMinor: null,
            currency: null,
          };
        }
        return event ? { ok: true, events: [event] } : { ok: false, reason: 'malformed' };
      } catch {
        return { ok: false, reason: 'malformed' };
      }
    },

    answer(outcome): kit.NotificationAnswer {
      if (outcome === 'accepted') {
        return { status: 200, contentType: 'application/json', body: notifyAccepted };
      }
      // Anything but resultCode SUCCESS makes Antom resend the notification later (up to 8 times
      // in 25 hours: notifyPayment, "Response parameters").
      // UNCONFIRMED: the failure codes; only "not SUCCESS" is documented.
      return {
        status: outcome === 'retry' ? 500 : 400,
        contentType: 'application/json',
        body: JSON.stringify({
          result: {
            resultCode: outcome === 'retry' ? 'SYSTEM_ERROR' : 'INVALID_SIGNATURE',
            resultStatus: 'F',
            resultMessage: outcome === 'retry' ? 'retry later' : 'rejected',
          },
        }),
      };
    },

    async queryPayment(io, ref): Promise<kit.QueriedPayment | null> {
      // inquiryPayment by paymentRequestId (our billing number).
      const answer = await call(io, paths.inquiry, { paymentRequestId: ref.billingNo });
      if (!answer.ok) {
        if (answer.retryable) throw new Error(answer.error);
        return null;
      }
      if (answer.resultStatus !== 'S') {
        // U: Antom could not answer now; F (ORDER_NOT_EXIST and the like): no payment known.
        if (answer.resultStatus === 'U') throw new Error(`antom ${answer.resultCode}`);
        return null;
      }
      const parsed = inquiryResponse.safeParse(answer.json);
      if (!parsed.success || !parsed.data.paymentId) return null;
      if (parsed.data.paymentRequestId && parsed.data.paymentRequestId !== ref.billingNo)
        return null;
      return {
        status: paymentStatus(parsed.data.paymentStatus),
        providerRef: parsed.data.paymentId,
        ...moneyOf(parsed.data.paymentAmount),
      };
    },

    async refund(io, request): Promise<kit.RefundOutcome> {
      const amount = toAntomAmount(request.amountMinor, request.currency);
      if (!amount)
        return {
          ok: false,
          error: `antom cannot refund ${request.amountMinor} ${request.currency}`,
        };
      const refundRequestId = refundRequestIdFor(request.billingNo, request.refundKey);
      if (refundRequestId.length > 64)
        return { ok: false, error: 'antom: billing number too long for refundRequestId' };
      // refund: refundRequestId is the idempotency key; partial refunds allowed up to the payment.
      const answer = await call(io, paths.refund, {
        refundRequestId,
        paymentId: request.providerRef,
        refundAmount: amount,
        refundReason: request.reason ?? `Refund ${request.billingNo}`,
      });
      if (!answer.ok) return { ok: false, error: answer.error };
      if (answer.resultStatus === 'F') return { ok: false, error: `antom ${answer.resultCode}` };
      // The refund is named by our refundRequestId, the one id both this answer and notifyRefund
      // always carry (refundEvent), so a console refund and its notification count once.
      // S: refunded; U (REFUND_IN_PROCESS): notifyRefund or an inquiry tells the end.
      return { ok: true, refundRef: refundRequestId, pending: answer.resultStatus !== 'S' };
    },
  };
}
