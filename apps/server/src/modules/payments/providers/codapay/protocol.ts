import type * as kit from '../../provider-kit/protocol.ts';
import { fromCodaPrice, toCodaPrice } from './amounts.ts';
import { countryNumeric, currencyNumeric, localCurrencyOf } from './codes.ts';
import { codapayCredentials, type CodapayCredentials } from './credentials.ts';
import {
  initResponseSchema,
  inquiryResponseSchema,
  notificationSchema,
  parseCodaJson,
  type CodaInitRequest,
  type CodaInquiryRequest,
  type CodaPaymentResult,
} from './messages.ts';
import { verifyCodapayChecksum } from './signature.ts';

// Codapay (Coda Payments "Airtime") hosted payment page: init → redirect to /airtime/begin →
// Transaction Completion Notification (checksummed query string) → inquiryPaymentResult before
// releasing goods. Docs: https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay
// (hosted-payment-page-integration/*, integration-guides/redirection-flow/*,
// integration-guides/transaction-notification/*).

// "Sandbox: https://sandbox.codapayments.com/airtime/api/restful/v1.0/Payment, Production:
// https://airtime.codapayments.com/airtime/api/restful/v1.0/Payment" (docs.coda.co testing guide, as
// collected in api-evangelist/coda-payments sandbox/coda-payments-sandbox.yml); the same hosts in
// the public PHP client salamander/easy-coda-pay (https://packagist.org/packages/salamander/easy-coda-pay).
const restPath = '/airtime/api/restful/v1.0/Payment';
const hosts: Record<Exclude<kit.ProtocolMode, 'emulator'>, string> = {
  test: 'https://sandbox.codapayments.com',
  live: 'https://airtime.codapayments.com',
};

export function codapayEndpoints(
  mode: kit.ProtocolMode,
  emulatorBase: string,
): kit.ProtocolEndpoints {
  if (mode === 'emulator') {
    const base = emulatorBase.replace(/\/+$/, '');
    return { api: `${base}/emulator/codapay${restPath}`, pageOrigins: [new URL(base).origin] };
  }
  return { api: `${hosts[mode]}${restPath}`, pageOrigins: [hosts[mode]] };
}

/**
 * The hosted payment page for a transaction: `<host>/airtime/begin?type=3&txn_id=<txnId>`
 * (.../hosted-payment-page-integration/display-the-hosted-payment-page; the same URL in public
 * clients, e.g. `https://sandbox.codapayments.com/airtime/begin?type=3&txn_id=...` in
 * salamander/easy-coda-pay and in Coda integrations found on GitHub). Derived from the API base so
 * the emulator's page sits under its own prefix.
 */
export function beginUrl(api: string, txnId: string): string {
  const airtime = api.slice(0, api.length - '/api/restful/v1.0/Payment'.length);
  return `${airtime}/begin?type=3&txn_id=${encodeURIComponent(txnId)}`;
}

const jsonHeaders = { 'content-type': 'application/json', accept: 'application/json' };

/** Coda's result codes 1-151 are its own internal/unknown errors (worth a retry); 2xx+ are ours. */
// Error code bands of https://docs.coda.co/codapay/error-codes.md, as summarised in
// api-evangelist/coda-payments errors/coda-payments-error-codes.yml.
const retryableCode = (code: number) => code >= 1 && code <= 151;
/** "Your API key or URLs have not yet been registered in Coda's system." */
const unknownKeyCode = 204;
/**
 * Our answer to a notification for a transaction we have no order for: Coda's own code for "The
 * transaction does not belong to the merchant" (.../error-codes).
 */
const notOursCode = 236;

/**
 * inquiryPaymentResult's resultCode: 0 success; "resultCode = 431 or 216 means the order is being
 * paid, please check later or wait for the callback"; anything else is a failure
 * (.../redirection-flow/verify-transaction-status).
 */
export function statusOfResultCode(resultCode: number): kit.NotificationStatus {
  if (resultCode === 0) return 'paid';
  if (resultCode === 431 || resultCode === 216) return 'pending';
  return 'failed';
}

/**
 * The payType of the channel the player chose. "Paytype=<value> - Specific Payment Channel: ...
 * the partner is responsible for displaying payment channels on their own checkout page and
 * calling the proper Paytype identifier depending on the user's choice"; payType 0 is Coda's
 * Payment Channel Selection Page, which "needs to contact Coda's Technical Support Team to
 * configure their account, else the transaction will fall into an error 233"
 * (.../integration-guides/redirection-flow/paytype-concept). The player already chose a channel
 * in the shop, so it comes from the brand's channel table (credentials.ts payTypes: Coda
 * assigns the ids per account and channel), or from a method whose channel code is itself a
 * payType. Null: the table does not name this channel, and the payment is not started (0 would
 * fail at Coda with 233 after the player has left the shop).
 */
export function payTypeOf(
  credentials: CodapayCredentials,
  request: kit.PaymentRequest,
): number | null {
  const table = credentials.payTypes ?? {};
  if (request.methodKey !== undefined && Object.hasOwn(table, request.methodKey)) {
    return table[request.methodKey]!;
  }
  if (request.methodCode && /^\d{1,5}$/.test(request.methodCode)) return Number(request.methodCode);
  return null;
}

type Inquiry = { ok: true; result: CodaPaymentResult } | { ok: false; error: string };

async function inquire(io: kit.ProtocolIo<CodapayCredentials>, txnId: string): Promise<Inquiry> {
  const body: CodaInquiryRequest = {
    // needStatusFinal: "Allows partners to retrieve the final status of a payment".
    inquiryPaymentRequest: { apiKey: io.credentials.apiKey, txnId, needStatusFinal: 'true' },
  };
  // UNCONFIRMED: the path suffix. The docs name the method inquiryPaymentResult on the same base
  // as init.json; `/inquiryPaymentResult.json` is what public clients call (a Laravel Codapay
  // client on GitHub posts to `.../restful/v2.0/Payment/inquiryPaymentResult.json`).
  const response = await io.transport(`${io.endpoints.api}/inquiryPaymentResult.json`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify(body),
  });
  if (response.status !== 200) return { ok: false, error: `HTTP ${response.status}` };
  let json: unknown;
  try {
    json = parseCodaJson(response.body);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  const parsed = inquiryResponseSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: 'unexpected PaymentResult' };
  return { ok: true, result: parsed.data.paymentResult };
}

/** The local currency of the key's country: the currency of TotalPrice/totalPrice. */
function localCurrency(credentials: CodapayCredentials): string | null {
  return credentials.country ? localCurrencyOf(credentials.country) : null;
}

function toQueried(
  result: CodaPaymentResult,
  txnId: string,
  credentials: CodapayCredentials,
): kit.QueriedPayment {
  const currency = localCurrency(credentials);
  const amountMinor =
    currency && typeof result.totalPrice === 'number'
      ? fromCodaPrice(result.totalPrice, currency)
      : null;
  return {
    status: statusOfResultCode(result.resultCode),
    providerRef: txnId,
    amountMinor,
    currency: amountMinor === null ? null : currency,
  };
}

export function createCodapayProtocol(options: {
  emulatorBase: string;
}): kit.ProviderProtocol<CodapayCredentials> {
  return {
    key: 'codapay',
    credentials: codapayCredentials,
    endpoints: (mode) => codapayEndpoints(mode, options.emulatorBase),

    async createPayment(io, request: kit.PaymentRequest): Promise<kit.CreatedPayment> {
      const alpha2 = io.credentials.country ?? request.country?.toUpperCase();
      const country = alpha2 ? countryNumeric(alpha2) : null;
      if (country === null) {
        return {
          ok: false,
          error: `codapay: no country code for ${alpha2 ?? '(none)'}`,
          retryable: false,
        };
      }
      const currency = currencyNumeric(request.currency);
      if (currency === null) {
        return {
          ok: false,
          error: `codapay: unsupported currency ${request.currency}`,
          retryable: false,
        };
      }
      let price: string;
      try {
        price = toCodaPrice(request.amountMinor, request.currency);
      } catch (err) {
        return { ok: false, error: `codapay: ${(err as Error).message}`, retryable: false };
      }
      // payType: the channel the player chose on our page, never Coda's own selection page
      // unless the brand says so (issue 28; see payTypeOf).
      const payType = payTypeOf(io.credentials, request);
      if (payType === null) {
        return {
          ok: false,
          error: `codapay: no payType for ${request.methodKey ?? request.methodCode ?? '(no method)'} in this brand's Coda channel table (payTypes)`,
          retryable: false,
        };
      }
      const body: CodaInitRequest = {
        initRequest: {
          country,
          currency,
          orderId: request.billingNo,
          apiKey: io.credentials.apiKey,
          payType,
          // One item per order; "Code and Name should be unique and univocally represent the item",
          // type defaults to 1 (Item Info table).
          items: [
            { code: request.billingNo, name: request.description, price: Number(price), type: 1 },
          ],
          // "profile > user_id (Mandatory)"; return_url overrides the portal's landing page
          // (Profile Sample of .../initiate-a-payment-request; "If you pass the returnURL as part of
          // your initial API call, it will override this value", .../getting-started/set-up-payments).
          profile: {
            entry: [
              { key: 'user_id', value: request.accountId },
              { key: 'return_url', value: request.returnUrl },
            ],
          },
        },
      };
      let response;
      try {
        // "POST {Base URL}/init.json" (.../hosted-payment-page-integration/initiate-a-payment-request).
        response = await io.transport(`${io.endpoints.api}/init.json`, {
          method: 'POST',
          headers: jsonHeaders,
          body: JSON.stringify(body),
        });
      } catch (err) {
        return { ok: false, error: `codapay: ${(err as Error).message}`, retryable: true };
      }
      if (response.status !== 200) {
        return {
          ok: false,
          error: `codapay: HTTP ${response.status}`,
          retryable: response.status >= 500,
        };
      }
      let json: unknown;
      try {
        json = parseCodaJson(response.body);
      } catch {
        return { ok: false, error: 'codapay: init answer is not JSON', retryable: true };
      }
      const parsed = initResponseSchema.safeParse(json);
      if (!parsed.success) {
        return { ok: false, error: 'codapay: unexpected init answer', retryable: true };
      }
      const { resultCode, resultDesc, txnId } = parsed.data.initResult;
      if (resultCode !== 0 || !txnId) {
        return {
          ok: false,
          error: `codapay: init refused (${resultCode}${resultDesc ? `: ${resultDesc}` : ''})`,
          retryable: retryableCode(resultCode),
        };
      }
      return {
        ok: true,
        kind: 'redirect',
        url: beginUrl(io.endpoints.api, txnId),
        providerRef: txnId,
      };
    },

    async verifyNotification(
      io,
      notification: kit.IncomingNotification,
    ): Promise<kit.VerifiedNotification> {
      // "GET method with the following HTTPS parameters"; a form POST of the same fields is read
      // the same way.
      const text =
        notification.query || (notification.method === 'POST' ? notification.rawBody : '');
      const fields = Object.fromEntries(new URLSearchParams(text));
      if (!fields.Checksum) return { ok: false, reason: 'unsigned' };
      const parsed = notificationSchema.safeParse(fields);
      if (!parsed.success) return { ok: false, reason: 'malformed' };
      const n = parsed.data;
      const signed = verifyCodapayChecksum(
        { txnId: n.TxnId, orderId: n.OrderId, resultCode: n.ResultCode },
        io.credentials.apiKey,
        n.Checksum,
      );
      if (!signed) return { ok: false, reason: 'bad-signature' };

      // "We highly recommend using the InquiryPaymentResult API call after receiving the purchase
      // notification webhook ... before releasing the purchased item"
      // (.../hosted-payment-page-integration/get-notified-of-a-transaction-status-change): the
      // status and amount come from the inquiry, not from the notification.
      let inquiry: Inquiry;
      try {
        inquiry = await inquire(io, n.TxnId);
      } catch {
        return { ok: false, reason: 'unverifiable' };
      }
      if (!inquiry.ok) return { ok: false, reason: 'unverifiable' };
      const result = inquiry.result;
      // A PaymentResult that names no transaction refuses the inquiry itself; its resultCode is
      // not the payment's. Coda's own trouble (1-151) or our key unknown to it (204, our
      // configuration) decides nothing: Coda is asked to resend. Any other refusal (236 "The
      // transaction does not belong to the merchant", .../error-codes) says Coda holds no such
      // transaction for us: the notification, correctly signed, names nothing that can ever be
      // settled, so asking again would only make Coda resend it until it gives up (issue 28). It
      // goes on record as an event that moves no order, answered as Coda documents for a
      // notification the merchant could not process (see answer()).
      if (!result.txnId) {
        if (retryableCode(result.resultCode) || result.resultCode === unknownKeyCode) {
          return { ok: false, reason: 'unverifiable' };
        }
        return {
          ok: true,
          events: [
            {
              kind: 'other',
              status: 'none',
              billingNo: n.OrderId,
              providerRef: n.TxnId,
              eventId: `codapay:${n.TxnId}:${n.ResultCode}:unknown-${result.resultCode}`,
              amountMinor: null,
              currency: null,
            },
          ],
        };
      }
      if (result.txnId !== n.TxnId || (result.orderId && result.orderId !== n.OrderId)) {
        return { ok: false, reason: 'bad-signature' };
      }
      const queried = toQueried(result, n.TxnId, io.credentials);
      // An order priced in USD is converted by Coda for the player, and "InquiryPaymentResult not
      // support displaying USD prices. Total price parameter only in local currency"
      // (.../redirection-flow/verify-transaction-status): its price is the notification's USDPrice
      // (see messages.ts), the status still the inquiry's. USDPrice is outside the checksum, so it
      // is part of the event id: a copy with another USDPrice (which the amount check refuses) is
      // another event and cannot take the genuine one's place.
      const usdMinor = n.USDPrice === undefined ? null : fromCodaPrice(n.USDPrice, 'USD');
      return {
        ok: true,
        events: [
          {
            kind: 'payment',
            status: queried.status,
            billingNo: n.OrderId,
            providerRef: n.TxnId,
            eventId: `codapay:${n.TxnId}:${n.ResultCode}${n.USDPrice === undefined ? '' : `:${n.USDPrice}`}`,
            amountMinor: usdMinor ?? queried.amountMinor,
            currency: usdMinor === null ? queried.currency : 'USD',
          },
        ],
      };
    },

    answer(outcome, context): kit.NotificationAnswer {
      // "If your application processes the notification successfully, respond with
      // 'ResultCode=0.' Otherwise, return an error code. If no response is received, the
      // notification will be resent three times at 5-minute intervals."
      // (.../hosted-payment-page-integration/get-notified-of-a-transaction-status-change)
      // A notification for a transaction or order we do not have is received, recorded and not
      // processed: an error code, as an answer (200), so Coda does not resend what can never be
      // settled. Only our own failure (database down) is the 503 that stands for no answer.
      // UNCONFIRMED: which non-zero code Coda expects; 236 for an order we do not have and 1
      // ("General unknown error") for a refusal, with 4xx/5xx, are our reading.
      if (outcome === 'accepted' && context?.problem === 'unknown-order')
        return { status: 200, contentType: 'text/plain', body: `ResultCode=${notOursCode}` };
      if (outcome === 'accepted')
        return { status: 200, contentType: 'text/plain', body: 'ResultCode=0' };
      if (outcome === 'retry')
        return { status: 503, contentType: 'text/plain', body: 'ResultCode=1' };
      return { status: 400, contentType: 'text/plain', body: 'ResultCode=1' };
    },

    async queryPayment(io, ref): Promise<kit.QueriedPayment | null> {
      // inquiryPaymentResult is keyed by Coda's txnId only; without it there is nothing to ask.
      if (!ref.providerRef) return null;
      const inquiry = await inquire(io, ref.providerRef);
      if (!inquiry.ok) throw new Error(`codapay inquiry: ${inquiry.error}`);
      // As in verifyNotification: an answer about no transaction decides nothing.
      if (inquiry.result.txnId !== ref.providerRef) return null;
      if (inquiry.result.orderId && inquiry.result.orderId !== ref.billingNo) return null;
      return toQueried(inquiry.result, ref.providerRef, io.credentials);
    },

    async refund() {
      // The hosted payment page API publishes init and inquiryPaymentResult only; refunds are not
      // an Airtime API call (.../integration-guides/redirection-flow/initiate-a-payment: "Codapay
      // offers two primary interfaces"). Codapay's server-to-server notification reports payments
      // only (TxnId, ResultCode, TotalPrice): there is no refund notification, so no event here
      // carries a refundRef (issue 31 item 9) and a refund cannot be counted twice.
      return { ok: false, error: 'codapay: the Airtime API has no refund call' };
    },
  };
}
