import type {
  CreatedPayment,
  NotificationAnswer,
  ProtocolEndpoints,
  ProtocolMode,
  ProviderProtocol,
} from '../protocol.ts';
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

// Xsolla Pay Station: a server-side token opens Xsolla's hosted payment page; the outcome comes
// by signed webhooks to the URL set in Publisher Account (Project settings > Webhooks), not per
// payment: the lead points it at /api/pay/notify/xsolla/<tenant>. Sources are cited per rule in
// requests.ts, notifications.ts, responses.ts and signature.ts.

const errorBody = (code: string, message: string) => JSON.stringify({ error: { code, message } });

/**
 * Webhook answers (https://developers.xsolla.com/webhooks/overview/, "Responses"): 204 without
 * body when processed; 400 with `{"error":{"code","message"}}` for an error in the request
 * (INVALID_SIGNATURE, or INVALID_USER for an unknown player in user_validation, message as in the
 * docs' example); 500 for a temporary failure on our side, which Xsolla retries.
 */
export function xsollaAnswer(
  outcome: 'accepted' | 'rejected' | 'retry',
  context?: { userFound?: boolean },
): NotificationAnswer {
  const json = 'application/json';
  if (outcome === 'retry') {
    return { status: 500, contentType: json, body: errorBody('SERVER_ERROR', 'Temporary error') };
  }
  if (context?.userFound === false) {
    return { status: 400, contentType: json, body: errorBody('INVALID_USER', 'Invalid user') };
  }
  if (outcome === 'rejected') {
    return {
      status: 400,
      contentType: json,
      body: errorBody('INVALID_SIGNATURE', 'Invalid signature'),
    };
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
}): ProviderProtocol<XsollaCredentials> {
  const emulatorApi = `${opts.emulatorBase.replace(/\/+$/, '')}/emulator/xsolla`;

  return {
    key: 'xsolla',
    credentials: xsollaCredentialsSchema,

    // Test and live share api.xsolla.com (sandbox is a token setting); only the page differs:
    // https://developers.xsolla.com/doc/pay-station/testing/general-info
    endpoints(mode: ProtocolMode): ProtocolEndpoints {
      if (mode === 'emulator') {
        return { api: emulatorApi, pageOrigins: [new URL(emulatorApi).origin] };
      }
      if (mode === 'test') return { api: XSOLLA_API, pageOrigins: [XSOLLA_SANDBOX_PAGE_ORIGIN] };
      return { api: XSOLLA_API, pageOrigins: [XSOLLA_PAGE_ORIGIN] };
    },

    async createPayment(io, request): Promise<CreatedPayment> {
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
        return refundOutcome(response.status, response.body, request.providerRef);
      } catch (err) {
        return { ok: false, error: `xsolla unreachable: ${(err as Error).message}` };
      }
    },
  };
}
