import type {
  PaymentRequest,
  ProtocolEndpoints,
  RefundRequest,
} from '../../provider-kit/protocol.ts';
import { isoCurrency } from '../../provider-kit/currency-exponents.ts';
import { toXsollaAmount } from './amounts.ts';
import type { XsollaCredentials } from './credentials.ts';
import type { XsollaPartialRefundBody, XsollaRefundBody, XsollaTokenRequest } from './messages.ts';

// The exact HTTP requests of Xsolla's merchant API (base https://api.xsolla.com/merchant/v2, the
// "servers" of https://developers.xsolla.com/api/pay-station/), pure so tests can assert them.

export const XSOLLA_API = 'https://api.xsolla.com/merchant/v2';
export const XSOLLA_PAGE_ORIGIN = 'https://secure.xsolla.com';
export const XSOLLA_SANDBOX_PAGE_ORIGIN = 'https://sandbox-secure.xsolla.com';

/** A request as Xsolla documents it; `method` is wider than HttpTransport's (refunds are PUT). */
export type XsollaHttpRequest = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: string;
};

/** Production: the live page origin; test mode opens the sandbox page, the emulator its own. */
export const isLive = (endpoints: ProtocolEndpoints) =>
  endpoints.pageOrigins.includes(XSOLLA_PAGE_ORIGIN);

/** Every merchant API call: HTTP Basic with merchant_id:api_key ("Security: basicAuth"). */
export function xsollaHeaders(
  credentials: XsollaCredentials,
  json: boolean,
): Record<string, string> {
  const basic = Buffer.from(`${credentials.merchantId}:${credentials.apiKey}`, 'utf8').toString(
    'base64',
  );
  return {
    authorization: `Basic ${basic}`,
    accept: 'application/json',
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

const merchantPath = (endpoints: ProtocolEndpoints, credentials: XsollaCredentials) =>
  `${endpoints.api}/merchants/${credentials.merchantId}`;

/** settings.language is a two-letter ISO 639-1 code; our requests carry BCP 47 tags. */
const languageOf = (tag: string | undefined) => {
  const primary = tag?.split(/[-_]/)[0]?.toLowerCase();
  return primary && /^[a-z]{2}$/.test(primary) ? primary : undefined;
};

/**
 * Create token: POST /merchants/{merchant_id}/token with a simple checkout (purchase.checkout:
 * an amount we price, no Xsolla catalog item). https://developers.xsolla.com/api/pay-station/operation/create-token/
 * Sandbox: `settings.mode: "sandbox"` (https://developers.xsolla.com/doc/pay-station/testing/general-info).
 * The newer Store call (POST store.xsolla.com/api/v3/project/{project_id}/admin/payment/token)
 * builds the order from catalog SKUs only, which a shop pricing its own products cannot use.
 */
export function buildTokenRequest(
  credentials: XsollaCredentials,
  endpoints: ProtocolEndpoints,
  request: PaymentRequest,
): XsollaHttpRequest {
  // Xsolla's code: the store's RMB is CNY in its currency table (isoCurrency upper-cases too).
  const currency = isoCurrency(request.currency);
  const language = languageOf(request.language);
  const email = request.payer?.email;
  const country = request.country?.toUpperCase();
  const body: XsollaTokenRequest = {
    user: {
      id: { value: request.accountId },
      ...(email ? { email: { value: email } } : {}),
      ...(country && /^[A-Z]{2}$/.test(country) ? { country: { value: country } } : {}),
    },
    settings: {
      project_id: Number(credentials.projectId),
      external_id: request.billingNo,
      currency,
      ...(language ? { language } : {}),
      return_url: request.returnUrl,
      ...(isLive(endpoints) ? {} : { mode: 'sandbox' as const }),
    },
    purchase: { checkout: { amount: toXsollaAmount(request.amountMinor, currency), currency } },
  };
  return {
    method: 'POST',
    url: `${merchantPath(endpoints, credentials)}/token`,
    headers: xsollaHeaders(credentials, true),
    body: JSON.stringify(body),
  };
}

/** The Pay Station page for a token: https://secure.xsolla.com/paystation4/?token={token}. */
export function payStationUrl(endpoints: ProtocolEndpoints, token: string): string {
  const origin = endpoints.pageOrigins[0] ?? XSOLLA_PAGE_ORIGIN;
  const xsollaHosted = origin === XSOLLA_PAGE_ORIGIN || origin === XSOLLA_SANDBOX_PAGE_ORIGIN;
  // The emulator serves its page beside its API, under /emulator/xsolla.
  const base = xsollaHosted ? origin : endpoints.api;
  return `${base}/paystation4/?token=${encodeURIComponent(token)}`;
}

/**
 * Find transactions by our billing number: GET /merchants/{merchant_id}/reports/transactions/
 * search.json?project_id&external_id&type=all&offset&limit (+ show_dry_run=true off live, as in
 * the documented sample request). https://developers.xsolla.com/api/pay-station/operation/find-transactions/
 */
export function buildFindTransactionsRequest(
  credentials: XsollaCredentials,
  endpoints: ProtocolEndpoints,
  billingNo: string,
): XsollaHttpRequest {
  const query = new URLSearchParams({
    project_id: credentials.projectId,
    external_id: billingNo,
    type: 'all',
    offset: '0',
    limit: '20',
  });
  if (!isLive(endpoints)) query.set('show_dry_run', 'true');
  return {
    method: 'GET',
    url: `${merchantPath(endpoints, credentials)}/reports/transactions/search.json?${query}`,
    headers: xsollaHeaders(credentials, false),
  };
}

const refundDescription = (request: RefundRequest) =>
  `Refund of ${request.billingNo} (${request.refundKey})`;

/**
 * Full refund: PUT /merchants/{merchant_id}/reports/transactions/{transaction_id}/refund
 * `{"description"}` (https://developers.xsolla.com/api/pay-station/operation/request-refund/);
 * partial: PUT .../partial_refund `{"description", "refund_amount"}` in the purchase currency
 * (https://developers.xsolla.com/api/pay-station/operation/request-partial-refund/). The method
 * is PUT in the docs and in the official SDK (xsolla/xsolla-sdk-php src/API/Resources/api.php,
 * CreateRefundRequest). `providerRef` is Xsolla's transaction id (from the payment webhook).
 */
export function buildRefundRequest(
  credentials: XsollaCredentials,
  endpoints: ProtocolEndpoints,
  request: RefundRequest,
  opts: { partial: boolean },
): XsollaHttpRequest {
  if (!/^\d+$/.test(request.providerRef)) {
    throw new RangeError(`not an Xsolla transaction id: ${request.providerRef}`);
  }
  const path = `${merchantPath(endpoints, credentials)}/reports/transactions/${request.providerRef}`;
  const description = refundDescription(request);
  const body: XsollaRefundBody | XsollaPartialRefundBody = opts.partial
    ? { description, refund_amount: toXsollaAmount(request.amountMinor, request.currency) }
    : { description };
  return {
    method: 'PUT',
    url: `${path}/${opts.partial ? 'partial_refund' : 'refund'}`,
    headers: xsollaHeaders(credentials, true),
    body: JSON.stringify(body),
  };
}
