import type * as z from 'zod/mini';
import { parseJson } from '../../provider-kit/notification-input.ts';
import { emulatorEndpoints } from '../../provider-kit/emulator-endpoints.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import { fromPayermaxAmount, toPayermaxAmount } from './amounts.ts';
import { payermaxCredentials, type PayermaxCredentials } from './credentials.ts';
import {
  gatewayResponse,
  notification,
  orderAndPayData,
  orderQueryData,
  paymentNotifyData,
  refundData,
  refundNotifyData,
} from './messages.ts';
import { signBody, verifyBody } from './signature.ts';
import { redirectWithin } from '../../provider-kit/redirect.ts';

type Io = kit.ProtocolIo<PayermaxCredentials>;

// Hosts: "Test environment request address: https://pay-gate-uat.payermax.com/aggregate-pay/api/
// gateway/<Interface PATH>; Production: https://pay-gate.payermax.com/aggregate-pay/api/gateway/
// <Interface PATH>" (https://docs.payermax.com/en/doc-center/receipt/tokenization/cashier.html,
// section 4; the same in shareit-payermax/payermax-server-sdk-go payermax/env_type.go).
const gatewayPath = '/aggregate-pay/api/gateway';

/**
 * Cashier page origins. Live: the orderAndPay response examples in PayerMax's docs redirect to
 * https://cashier-n.payermax.com/index.html#/cashier/home?... .
 */
// UNCONFIRMED: the test cashier origin; taken from the UAT redirectUrl example in
// payermax-all/payermax-server-sdk api.json (https://cashier-n-test-new.payermax.com/...).
const cashierOrigins: Record<'test' | 'live', string[]> = {
  test: ['https://cashier-n-test-new.payermax.com'],
  live: ['https://cashier-n.payermax.com'],
};

/** Interface versions: orderAndPay's reference says "API version. Current value: 1.5". */
// UNCONFIRMED: orderQuery and refund versions; '1.1' is what the official Go SDK sends for every
// call (payermax-server-sdk-go payermax/payermax.go), the API reference pages were not readable.
const versions = { orderAndPay: '1.5', orderQuery: '1.1', refund: '1.1' } as const;
type ApiName = keyof typeof versions;

/** The documented success answer to a notification (callback-notification, "code SUCCESS"). */
const notifyAccepted = JSON.stringify({ code: 'SUCCESS', msg: 'Success' });

/** requestTime: "rfc3339, yyyy-MM-dd'T'HH:mm:ss.SSSXXX, within two minutes of now". */
function requestTime(now: Date): string {
  return now.toISOString().replace('Z', '+00:00');
}

function header(headers: kit.IncomingNotification['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

type Answer =
  { ok: true; data: Record<string, unknown> } | { ok: false; error: string; retryable: boolean };

/**
 * One signed gateway call: the JSON envelope { version, keyVersion, requestTime, appId,
 * merchantNo, data } (orderAndPay reference, "Request Body"), signed as sent.
 */
// PayerMax signs its answers like its notifications: `sign` header, SHA256withRSA over the raw
// body with the platform key (docs.payermax.com signature-rules). An answer that arrives with
// headers but without a valid signature is not PayerMax's and is refused. A transport that reports
// no headers at all (a unit test's fake one) cannot be checked.
async function call(io: Io, api: ApiName, data: Record<string, unknown>): Promise<Answer> {
  const body = JSON.stringify({
    version: versions[api],
    keyVersion: '1',
    requestTime: requestTime(io.now()),
    appId: io.credentials.appId,
    merchantNo: io.credentials.merchantNo,
    data,
  });
  let response;
  try {
    response = await io.transport(`${io.endpoints.api}/${api}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        sign: signBody(body, io.credentials.privateKey),
      },
      body,
    });
  } catch (error) {
    return {
      ok: false,
      error: `PayerMax unreachable: ${(error as Error).message}`,
      retryable: true,
    };
  }
  if (response.status >= 200 && response.status < 300 && response.headers) {
    const sign = response.headers['sign'];
    if (!sign || !verifyBody(response.body, sign, io.credentials.platformPublicKey)) {
      return { ok: false, error: 'PayerMax answer without a valid sign', retryable: true };
    }
  }
  const parsed = gatewayResponse.safeParse(parseJson(response.body));
  if (!parsed.success) {
    return {
      ok: false,
      error: `PayerMax HTTP ${response.status}`,
      retryable: response.status >= 500,
    };
  }
  // "First refer to the protocol field, then the code in the response message, and finally the
  // transaction status" (communication-protocols); APPLY_SUCCESS is the success code.
  if (parsed.data.code !== 'APPLY_SUCCESS') {
    return {
      ok: false,
      error: `PayerMax ${parsed.data.code}: ${parsed.data.msg ?? ''}`.trim(),
      retryable: response.status >= 500,
    };
  }
  return { ok: true, data: parsed.data.data ?? {} };
}

/** Payment status ("Get Payment Result": SUCCESS, PENDING, FAILED, CLOSED). */
function paymentStatus(status: string): kit.NotificationStatus {
  if (status === 'SUCCESS') return 'paid';
  if (status === 'FAILED' || status === 'CLOSED') return 'failed';
  if (status === 'PENDING') return 'pending';
  return 'none';
}

function paymentEvent(data: unknown): kit.NotificationEvent | null {
  const parsed = paymentNotifyData.safeParse(data);
  if (!parsed.success) return null;
  const { outTradeNo, tradeToken, status, currency, totalAmount } = parsed.data;
  return {
    kind: 'payment',
    status: paymentStatus(status),
    billingNo: outTradeNo,
    providerRef: tradeToken,
    // No notification id exists: PayerMax resends the same message until answered, so the trade
    // and its final status identify the event.
    eventId: `PAYMENT:${tradeToken}:${status}`,
    amountMinor: currency ? fromPayermaxAmount(totalAmount, currency) : null,
    currency: currency ?? null,
  };
}

// UNCONFIRMED: the refund notification's notifyType value 'REFUND'; its data fields are from
// callback/RefundResultNotifyUrlData.java (status REFUND_SUCCESS, REFUND_FAILED).
function refundEvent(data: unknown): kit.NotificationEvent | null {
  const parsed = refundNotifyData.safeParse(data);
  if (!parsed.success) return null;
  const { outTradeNo, refundTradeNo, status, refundCurrency, refundAmount } = parsed.data;
  return {
    kind: 'refund',
    status:
      status === 'REFUND_SUCCESS' ? 'refunded' : status === 'REFUND_FAILED' ? 'failed' : 'pending',
    billingNo: outTradeNo ?? null,
    providerRef: refundTradeNo,
    eventId: `REFUND:${refundTradeNo}:${status}`,
    // The refundTradeNo the refund call answered (refund() below): one refund, one key.
    refundRef: refundTradeNo,
    amountMinor: refundCurrency ? fromPayermaxAmount(refundAmount, refundCurrency) : null,
    currency: refundCurrency ?? null,
  };
}

export function createPayermaxProtocol(options: {
  emulatorBase: string;
}): kit.ProviderProtocol<PayermaxCredentials> {
  const emulatorBase = options.emulatorBase.replace(/\/+$/, '');
  return {
    key: 'payermax',
    credentials: payermaxCredentials as z.ZodMiniType<PayermaxCredentials>,

    endpoints(mode: kit.ProtocolMode): kit.ProtocolEndpoints {
      if (mode === 'emulator') {
        return emulatorEndpoints(emulatorBase, 'payermax');
      }
      const host =
        mode === 'live' ? 'https://pay-gate.payermax.com' : 'https://pay-gate-uat.payermax.com';
      return { api: `${host}${gatewayPath}`, pageOrigins: cashierOrigins[mode] };
    },

    async createPayment(io, request): Promise<kit.CreatedPayment> {
      const totalAmount = toPayermaxAmount(request.amountMinor, request.currency);
      if (totalAmount === null) {
        return {
          ok: false,
          error: `PayerMax cannot express ${request.amountMinor} minor units of ${request.currency}`,
          retryable: false,
        };
      }
      // Cashier order (orderAndPay reference): integrate Hosted_Checkout sends the player to the
      // PayerMax hosted page; outTradeNo is unique per merchant, so the billing number is the
      // idempotency key ("the same order number... returns the cashier URL if still pending",
      // receipt/cashier/api-integration "Order Repeat Check").
      const data: Record<string, unknown> = {
        outTradeNo: request.billingNo,
        integrate: 'Hosted_Checkout',
        subject: request.description,
        // The reference types totalAmount as a number and its examples send 4.99 unquoted; the
        // decimal string is exact, and JSON.stringify writes that same decimal back.
        totalAmount: Number(totalAmount),
        currency: request.currency,
        userId: request.accountId,
        frontCallbackUrl: request.returnUrl,
        notifyUrl: request.notifyUrl,
      };
      if (request.country) data.country = request.country.toUpperCase();
      if (request.language) data.language = request.language;
      // A method fixed by the store narrows the cashier (specified-payment-method variant:
      // paymentDetail.paymentMethodType, payermax-all/ai references/variants).
      if (request.methodCode) data.paymentDetail = { paymentMethodType: request.methodCode };
      const answer = await call(io, 'orderAndPay', data);
      if (!answer.ok) return answer;
      const created = orderAndPayData.safeParse(answer.data);
      if (!created.success)
        return { ok: false, error: 'PayerMax answer without redirectUrl', retryable: false };
      return redirectWithin(
        created.data.redirectUrl,
        created.data.tradeToken,
        io.endpoints.pageOrigins,
        'PayerMax cashier',
      );
    },

    async verifyNotification(io, incoming): Promise<kit.VerifiedNotification> {
      try {
        const sign = header(incoming.headers, 'sign');
        if (!sign) return { ok: false, reason: 'unsigned' };
        // The signature covers the raw body exactly as received; parse only after it holds.
        if (!verifyBody(incoming.rawBody, sign, io.credentials.platformPublicKey)) {
          return { ok: false, reason: 'bad-signature' };
        }
        const parsed = notification.safeParse(parseJson(incoming.rawBody));
        if (!parsed.success) return { ok: false, reason: 'malformed' };
        const message = parsed.data;
        // The platform key is PayerMax's, shared by all its merchants: a genuine message for
        // another merchant or app must not move this brand's orders.
        if (
          message.merchantNo !== io.credentials.merchantNo ||
          message.appId !== io.credentials.appId
        ) {
          return { ok: false, reason: 'bad-signature' };
        }
        const event =
          message.notifyType === 'PAYMENT'
            ? paymentEvent(message.data)
            : message.notifyType === 'REFUND'
              ? refundEvent(message.data)
              : null;
        if (message.notifyType === 'PAYMENT' || message.notifyType === 'REFUND') {
          return event ? { ok: true, events: [event] } : { ok: false, reason: 'malformed' };
        }
        return {
          ok: true,
          events: [
            {
              kind: 'other',
              status: 'none',
              billingNo: null,
              providerRef: '',
              eventId: `${message.notifyType}:${message.notifyTime ?? ''}`,
              amountMinor: null,
              currency: null,
            },
          ],
        };
      } catch {
        return { ok: false, reason: 'malformed' };
      }
    },

    answer(outcome) {
      if (outcome === 'accepted') {
        return { status: 200, contentType: 'application/json', body: notifyAccepted };
      }
      // Any code but SUCCESS makes PayerMax resend (0s/30s/300s/600s/3600s/43200s,
      // receipt/result-notifications/callback-notification).
      // UNCONFIRMED: the failure code spelling; only "not SUCCESS" is documented.
      return {
        status: outcome === 'retry' ? 500 : 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'FAIL', msg: outcome === 'retry' ? 'Retry' : 'Rejected' }),
      };
    },

    async queryPayment(io, ref): Promise<kit.QueriedPayment | null> {
      // orderQuery (OrderQueryRequest.java: outTradeNo).
      const answer = await call(io, 'orderQuery', { outTradeNo: ref.billingNo });
      if (!answer.ok) {
        if (answer.retryable) throw new Error(answer.error);
        // A business refusal (no such order for this merchant) means PayerMax knows no payment.
        return null;
      }
      const parsed = orderQueryData.safeParse(answer.data);
      if (!parsed.success || parsed.data.outTradeNo !== ref.billingNo) return null;
      const { currency, totalAmount, status, tradeToken } = parsed.data;
      return {
        status: paymentStatus(status),
        providerRef: tradeToken,
        amountMinor: currency ? fromPayermaxAmount(totalAmount, currency) : null,
        currency: currency ?? null,
      };
    },

    async refund(io, request) {
      const refundAmount = toPayermaxAmount(request.amountMinor, request.currency);
      if (refundAmount === null) {
        return {
          ok: false,
          error: `PayerMax cannot express ${request.amountMinor} ${request.currency}`,
        };
      }
      // refund (RefundRequest.java): outRefundNo is "unique per refund request", so the refund key
      // makes a retried call the same refund.
      const answer = await call(io, 'refund', {
        outRefundNo: request.refundKey,
        outTradeNo: request.billingNo,
        refundAmount: Number(refundAmount), // RefundRequest.refundAmount is a BigDecimal
        refundCurrency: request.currency,
        comments: `Refund ${request.billingNo}`,
      });
      if (!answer.ok) return { ok: false, error: answer.error };
      const parsed = refundData.safeParse(answer.data);
      if (!parsed.success) return { ok: false, error: 'PayerMax refund answer without status' };
      if (parsed.data.status === 'REFUND_FAILED')
        return { ok: false, error: 'PayerMax REFUND_FAILED' };
      return {
        ok: true,
        refundRef: parsed.data.refundTradeNo ?? request.refundKey,
        pending: parsed.data.status !== 'REFUND_SUCCESS',
      };
    },
  };
}
