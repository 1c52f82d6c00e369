import type * as kit from '../../provider-kit/protocol.ts';
import { xsollaCredentialsSchema, type XsollaCredentials } from './credentials.ts';
import { normaliseXsollaWebhook } from './notifications.ts';
import {
  buildFindTransactionsRequest,
  buildRefundRequest,
  buildTokenRequest,
  isLive,
  payStationUrl,
  XSOLLA_API,
  XSOLLA_PAGE_ORIGIN,
  XSOLLA_SANDBOX_PAGE_ORIGIN,
} from './requests.ts';
import { apiErrorMessage, parseJson, queriedFromTransactions, refundOutcome } from './responses.ts';
import { tokenResponseSchema } from './messages.ts';
import { checkXsollaSignature } from './signature.ts';
import { listXsollaDay } from './day-list.ts';

// Xsolla Pay Station: a server-side token opens Xsolla's hosted payment page; the outcome comes
// by signed webhooks to the URL set in Publisher Account (Project settings > Webhooks), not per
// payment: the lead points it at /api/pay/notify/xsolla/<tenant>. Sources are cited per rule in
// requests.ts, notifications.ts, responses.ts and signature.ts.

const errorBody = (code: string, message: string) => JSON.stringify({ error: { code, message } });

/**
 * Webhook answers (https://developers.xsolla.com/webhooks/overview/, "Responses"): 204 without
 * body when processed; `{"error":{"code","message"}}` otherwise, with the codes and HTTP statuses
 * of Xsolla's PHP SDK (xsolla/xsolla-sdk-php src/Exception/Webhook/*Exception.php):
 * INCORRECT_AMOUNT, INCORRECT_INVOICE and INVALID_PARAMETER are 422 (InvalidAmountException,
 * InvalidInvoiceException, InvalidParameterException), and the webhook reference's example body
 * is `{"error":{"code":"INCORRECT_AMOUNT","message":"Incorrect amount"}}`
 * (https://developers.xsolla.com/webhooks/operation/payment/). Anything but 2xx tells Xsolla the
 * webhook was not delivered ("Xsolla resends failed webhooks until your listener receives them
 * ... The maximum number of retries is 12"), so a wrong amount or an invoice we do not have is
 * never answered 204: that would say the goods were given. INVALID_SIGNATURE and INVALID_USER
 * keep the 400 of the webhook overview's example; 500 is a temporary failure on our side, which
 * Xsolla retries.
 */
export function xsollaAnswer(
  outcome: 'accepted' | 'rejected' | 'retry',
  context?: kit.AnswerContext,
): kit.NotificationAnswer {
  const json = 'application/json';
  const error = (status: number, code: string, message: string) => ({
    status,
    contentType: json,
    body: errorBody(code, message),
  });
  if (outcome === 'retry') return error(500, 'SERVER_ERROR', 'Temporary error');
  if (context?.userFound === false) return error(400, 'INVALID_USER', 'Invalid user');
  if (outcome === 'rejected') {
    // A body whose signature holds but that is not an Xsolla webhook (not JSON, fields missing):
    // the signature is right, a parameter is not.
    if (context?.refusal === 'malformed') {
      return error(422, 'INVALID_PARAMETER', 'Invalid parameter');
    }
    return error(400, 'INVALID_SIGNATURE', 'Invalid signature');
  }
  if (context?.problem === 'amount-mismatch') {
    return error(422, 'INCORRECT_AMOUNT', 'Incorrect amount');
  }
  if (context?.problem === 'unknown-order') {
    return error(422, 'INCORRECT_INVOICE', 'Incorrect invoice');
  }
  return { status: 204, body: '' };
}

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createXsollaProtocol(opts: {
  emulatorBase: string;
}): kit.ProviderProtocol<XsollaCredentials> {
  const emulatorApi = `${opts.emulatorBase.replace(/\/+$/, '')}/emulator/xsolla`;

  return {
    key: 'xsolla',
    credentials: xsollaCredentialsSchema,

    // Test and live share api.xsolla.com (sandbox is a token setting); only the page differs:
    // https://developers.xsolla.com/doc/pay-station/testing/general-info
    endpoints(mode: kit.ProtocolMode): kit.ProtocolEndpoints {
      if (mode === 'emulator') {
        return { api: emulatorApi, pageOrigins: [new URL(emulatorApi).origin] };
      }
      if (mode === 'test') return { api: XSOLLA_API, pageOrigins: [XSOLLA_SANDBOX_PAGE_ORIGIN] };
      return { api: XSOLLA_API, pageOrigins: [XSOLLA_PAGE_ORIGIN] };
    },

    async createPayment(io, request): Promise<kit.CreatedPayment> {
      let http;
      try {
        http = buildTokenRequest(io.credentials, io.endpoints, request);
      } catch (error) {
        return { ok: false, error: messageOf(error), retryable: false };
      }
      let response;
      try {
        response = await io.transport(http.url, {
          method: 'POST',
          headers: http.headers,
          body: http.body,
        });
      } catch (error) {
        return { ok: false, error: `transport: ${messageOf(error)}`, retryable: true };
      }
      if (response.status < 200 || response.status >= 300) {
        // 422: a parameter Xsolla refused (extended_message says which); 401/403: credentials.
        const retryable = response.status >= 500 || response.status === 429;
        return { ok: false, error: apiErrorMessage(response.status, response.body), retryable };
      }
      const parsed = tokenResponseSchema.safeParse(parseJson(response.body));
      if (!parsed.success) {
        return { ok: false, error: 'xsolla: token missing from the answer', retryable: false };
      }
      const { token } = parsed.data;
      // No Xsolla transaction exists before the player pays; the token names the session.
      return {
        ok: true,
        kind: 'redirect',
        url: payStationUrl(io.endpoints, token),
        providerRef: token,
      };
    },

    async verifyNotification(io, notification) {
      try {
        const check = checkXsollaSignature(
          headerOf(notification.headers, 'authorization'),
          notification.rawBody,
          io.credentials.webhookSecret,
        );
        if (check === 'missing') return { ok: false, reason: 'unsigned' };
        if (check === 'invalid') return { ok: false, reason: 'bad-signature' };
        const events = normaliseXsollaWebhook(notification.rawBody, isLive(io.endpoints));
        return events ? { ok: true, events } : { ok: false, reason: 'malformed' };
      } catch {
        return { ok: false, reason: 'unverifiable' };
      }
    },

    answer: xsollaAnswer,

    async queryPayment(io, ref) {
      const http = buildFindTransactionsRequest(io.credentials, io.endpoints, ref.billingNo);
      try {
        const response = await io.transport(http.url, { method: 'GET', headers: http.headers });
        if (response.status !== 200) return null;
        return queriedFromTransactions(response.body, ref.billingNo);
      } catch {
        return null;
      }
    },

    // The daily comparison's list: Find transactions by period (day-list.ts).
    listTransactions: listXsollaDay,

    // Xsolla's refund is a PUT, full or partial (requests.ts buildRefundRequest). Xsolla takes no
    // idempotency key: a second full refund is refused by Xsolla, partial ones are the caller's to
    // send once (order_refunds records each).
    async refund(io, request) {
      const partial =
        request.orderAmountMinor !== undefined && request.amountMinor < request.orderAmountMinor;
      let http;
      try {
        http = buildRefundRequest(io.credentials, io.endpoints, request, { partial });
      } catch (err) {
        return { ok: false, error: (err as Error).message };
      }
      try {
        const response = await io.transport(http.url, {
          method: 'PUT',
          headers: http.headers,
          body: http.body,
        });
        // The refund's id (issue 31 item 9): Xsolla's refund answer (204 / 200 with a message)
        // names none. A full refund is the transaction's one refund, and Xsolla's `refund`
        // webhook names it by transaction.id (https://developers.xsolla.com/webhooks/operation/refund/),
        // so the transaction id is the key both record it under. A partial refund's webhook
        // carries neither a refund id nor the refunded amount (notifications.ts): it is never
        // counted, so the console's record, under the transaction id and our refund key, is the
        // one count of that refund.
        const refundRef = partial
          ? `${request.providerRef}:${request.refundKey}`
          : request.providerRef;
        return refundOutcome(response.status, response.body, refundRef);
      } catch (err) {
        return { ok: false, error: `xsolla unreachable: ${(err as Error).message}` };
      }
    },
  };
}
