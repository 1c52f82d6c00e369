import { amountRefused } from '../../provider-kit/answers.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import { fromRazerAmount, toRazerAmount } from './amounts.ts';
import { razerCredentials, type RazerCredentials } from './credentials.ts';
import {
  messageFields,
  parseQueryAnswer,
  paymentNotificationSchema,
  queryAnswerSchema,
  refundErrorSchema,
  refundMessageSchema,
  type RazerRefundMessage,
} from './messages.ts';
import {
  razerNotificationSkey,
  razerQuerySkey,
  razerQueryVrfKey,
  razerRefundAnswerSignature,
  razerRefundRequestSignature,
  razerVcode,
  sameMd5,
} from './signature.ts';

// Razer Gold through Razer Merchant Services (RMS; Fiuu since 2024, formerly MOLPay): Razer's
// payment gateway, whose hosted payment page takes Razer Gold among its e-wallets. Hosted Payment
// Page request with vcode → the player pays on Razer's page → payment status by POST to the
// callback URL (nbcb=1) with skey, acknowledged "CBTOKEN:MPSTATOK" → query by order ID → refund
// API. Docs: https://docs.fiuu.dev (payment-page-integration, vcode-in-payment-request,
// security-data-integrity, indirect-status-requery, advanced-fullpartial-refund) and the same
// gateway's documentation kept by e2pay (https://e2payprod.gitbook.io/payment-gateway/api-documentation/technical-doc-of-fiuu-id/,
// skey, payment-response-parameter/*).

// Production hosts of https://docs.fiuu.dev (pay.fiuu.com for the payment page and tokens,
// api.fiuu.com for queries and refunds). UNCONFIRMED: the sandbox's API host; the RazerMS in-page
// checkout guide names "Sandbox: https://sandbox.merchant.razer.com" for the pages
// (github.com/RazerMS/Integration-RazerMS_Inpage_Checkout README), and the query and refund paths
// are taken to sit on it too.
const hosts: Record<Exclude<kit.ProtocolMode, 'emulator'>, { pay: string; api: string }> = {
  test: { pay: 'https://sandbox.merchant.razer.com', api: 'https://sandbox.merchant.razer.com' },
  live: { pay: 'https://pay.fiuu.com', api: 'https://api.fiuu.com' },
};

/** The signature Razer puts on a refund's answer and on its refund notification (same fields). */
function refundSignatureOf(
  m: {
    RefundType: string;
    MerchantID: string;
    RefID: string;
    RefundID: string;
    TxnID: string;
    Amount: string;
    Status: string;
  },
  secretKey: string,
): string {
  return razerRefundAnswerSignature(
    {
      refundType: m.RefundType,
      merchantId: m.MerchantID,
      refId: m.RefID,
      refundId: m.RefundID,
      txnId: m.TxnID,
      amount: m.Amount,
      status: m.Status,
    },
    secretKey,
  );
}

export function razerEndpoints(
  mode: kit.ProtocolMode,
  emulatorBase: string,
): kit.ProtocolEndpoints {
  if (mode === 'emulator') {
    const base = emulatorBase.replace(/\/+$/, '');
    return { api: `${base}/emulator/razer`, pageOrigins: [new URL(base).origin] };
  }
  return { api: hosts[mode].api, pageOrigins: [hosts[mode].pay] };
}

/**
 * Where the hosted payment page lives: beside the API in emulator mode (the emulator's prefix on
 * its origin), on the pay host otherwise.
 */
function payBase(endpoints: kit.ProtocolEndpoints): string {
  const api = new URL(endpoints.api);
  const page = endpoints.pageOrigins[0] ?? api.origin;
  return page === api.origin ? endpoints.api.replace(/\/+$/, '') : page;
}

/** "Status: 00 for Successful payment, 11 for failed status", 22 pending. */
function statusOf(code: string): kit.NotificationStatus {
  if (code === '00') return 'paid';
  if (code === '11') return 'failed';
  return 'pending';
}

/** Older RMS gateways write Malaysian ringgit as "RM" in payment responses. */
function isoOf(currency: string): string {
  const upper = currency.toUpperCase();
  return upper === 'RM' ? 'MYR' : upper;
}

/**
 * Our refund reference (RefID, "Unique reference ID for tracking purpose sent by merchant"):
 * the refund key with the order's currency after it, because a refund status notification names
 * an Amount but no currency, and the store counts whole rupiah and dong where Razer writes cents.
 */
export function razerRefId(refundKey: string, currency: string): string {
  return `${refundKey}-${currency.toUpperCase()}`;
}
const currencyOfRefId = (refId: string) => /-([A-Z]{3})$/.exec(refId)?.[1] ?? null;

const form = { 'content-type': 'application/x-www-form-urlencoded', accept: '*/*' };

function refundEvent(message: RazerRefundMessage): kit.NotificationEvent {
  const currency = currencyOfRefId(message.RefID);
  const amountMinor = currency ? fromRazerAmount(message.Amount, currency) : null;
  const done = message.Status === '00';
  return {
    // Counted by its amount: a refund of all that is left makes the order refunded.
    kind: 'partial-refund',
    status: done ? 'refunded' : message.Status === '11' ? 'failed' : 'pending',
    billingNo: null,
    // The order is found by the payment it refunds (TxnID), recorded when it was paid.
    providerRef: message.TxnID,
    // A completed refund is keyed by Razer's RefundID, the key the refund call recorded it under
    // (refund() answers refundRef = RefundID), so the notification that follows it is the same
    // refund, never a second one.
    eventId: done ? message.RefundID : `${message.RefundID}:${message.Status}`,
    amountMinor,
    currency: amountMinor === null ? null : currency,
  };
}

export function createRazerProtocol(options: {
  emulatorBase: string;
}): kit.ProviderProtocol<RazerCredentials> {
  return {
    key: 'razer',
    credentials: razerCredentials,
    // "HTTP POST is the only method that payment gateway returns all parameters to a merchant's
    // return URL" (payment-response-parameter): the return URL is the store's return route.
    returnPosts: true,
    endpoints: (mode) => razerEndpoints(mode, options.emulatorBase),

    async createPayment(io, request): Promise<kit.CreatedPayment> {
      const amount = toRazerAmount(request.amountMinor, request.currency);
      if (amount === null) return amountRefused('razer', request);
      const { merchantId, verifyKey } = io.credentials;
      const orderId = request.billingNo;
      // "These parameters can be passed using either POST or GET method" (payment-page-integration):
      // the page is a link the player follows, nothing is created before the player arrives.
      const query = new URLSearchParams({
        amount,
        orderid: orderId,
        // bill_name, bill_email and bill_mobile are the buyer's; the page asks the buyer for what
        // the shop does not know.
        bill_name: request.payer?.name ?? '',
        bill_email: request.payer?.email ?? '',
        bill_mobile: request.payer?.phone ?? '',
        bill_desc: request.description.slice(0, 200),
        currency: request.currency,
        vcode: razerVcode({ amount, orderId, currency: request.currency }, merchantId, verifyKey),
        // UNCONFIRMED: the hosted page's names for the per-payment return and callback URLs
        // (the seamless integration's mpsreturnurl / mpscallbackurl without the prefix; "All URLs
        // must be registered beforehand"). The portal's Callback URL is the same notify route.
        returnurl: request.returnUrl,
        callbackurl: request.notifyUrl,
      });
      if (request.country && /^[A-Za-z]{2}$/.test(request.country))
        query.set('country', request.country.toUpperCase());
      if (request.language) query.set('langcode', request.language.slice(0, 2));
      // The request URL carries the merchant ID: https://pay.fiuu.com/RMS/pay/{merchantID}/.
      const url = `${payBase(io.endpoints)}/RMS/pay/${encodeURIComponent(merchantId)}/?${query.toString()}`;
      // Razer's transaction id (tranID) exists once the player pays; until then the order is
      // known to Razer by its orderid, our billing number.
      return { ok: true, kind: 'redirect', url, providerRef: orderId };
    },

    async verifyNotification(io, notification): Promise<kit.VerifiedNotification> {
      const text =
        notification.method === 'POST' && notification.rawBody.trim()
          ? notification.rawBody
          : notification.query;
      const fields = messageFields(text);
      const { merchantId, secretKey } = io.credentials;

      if (fields.RefundID !== undefined) {
        if (!fields.Signature) return { ok: false, reason: 'unsigned' };
        const parsed = refundMessageSchema.safeParse(fields);
        if (!parsed.success) return { ok: false, reason: 'malformed' };
        const m = parsed.data;
        const expected = refundSignatureOf(m, secretKey);
        // Another merchant's refund (another brand's account) is never ours, whatever it hashes to.
        if (m.MerchantID !== merchantId || !sameMd5(expected, m.Signature))
          return { ok: false, reason: 'bad-signature' };
        return { ok: true, events: [refundEvent(m)] };
      }

      if (!fields.skey) return { ok: false, reason: 'unsigned' };
      const parsed = paymentNotificationSchema.safeParse(fields);
      if (!parsed.success) return { ok: false, reason: 'malformed' };
      const n = parsed.data;
      // "Merchants or developers MUST verify this hash string properly and compare the order ID,
      // currency, amount, and the payment date/time" (skey page): every one of them is in it.
      const expected = razerNotificationSkey(
        {
          tranID: n.tranID,
          orderid: n.orderid,
          status: n.status,
          domain: n.domain,
          amount: n.amount,
          currency: n.currency,
          paydate: n.paydate,
          appcode: n.appcode ?? '',
        },
        secretKey,
      );
      if (n.domain !== merchantId || !sameMd5(expected, n.skey))
        return { ok: false, reason: 'bad-signature' };
      const currency = isoOf(n.currency);
      const amountMinor = fromRazerAmount(n.amount, currency);
      if (amountMinor === null) return { ok: false, reason: 'malformed' };
      return {
        ok: true,
        events: [
          {
            kind: 'payment',
            status: statusOf(n.status),
            billingNo: n.orderid,
            providerRef: n.tranID,
            // "multiple payment notifications (either from return URL, Notification URL or callback
            // URL) for a single transaction is possible but this does not mean that the buyer has
            // paid twice" (docs.fiuu.dev/docs/payment-status-notification): one event per
            // transaction and status, whichever endpoint it came to.
            eventId: `${n.tranID}:${n.status}`,
            amountMinor,
            currency,
          },
        ],
      };
    },

    answer(outcome): kit.NotificationAnswer {
      // Callback URL: "merchant's callback script just need to echo 'CBTOKEN:MPSTATOK', in
      // plaintext, without double quotes or any HTML tags"; without it the gateway "will retry
      // for a maximum 3 times, of 15 minutes interval" (callback-url-with-ipn). A refusal or our
      // own failure is anything else, so the gateway sends it again.
      if (outcome === 'accepted')
        return { status: 200, contentType: 'text/plain', body: 'CBTOKEN:MPSTATOK' };
      return {
        status: outcome === 'retry' ? 503 : 400,
        contentType: 'text/plain',
        body: outcome === 'retry' ? 'RETRY' : 'REJECTED',
      };
    },

    async queryPayment(io, ref): Promise<kit.QueriedPayment | null> {
      // Query by order ID (single output) hashes the amount: without the order's amount there is
      // nothing to ask.
      const expected = ref.expected;
      if (!expected) return null;
      const amount = toRazerAmount(expected.amountMinor, expected.currency);
      if (amount === null) return null;
      const { merchantId, verifyKey, secretKey } = io.credentials;
      const body = new URLSearchParams({
        amount,
        oID: ref.billingNo,
        domain: merchantId,
        skey: razerQuerySkey({ orderId: ref.billingNo, amount }, merchantId, verifyKey),
        type: '0',
      });
      // https://api.fiuu.com/RMS/query/q_by_oid.php, "Method: POST or GET".
      const response = await io.transport(`${io.endpoints.api}/RMS/query/q_by_oid.php`, {
        method: 'POST',
        headers: form,
        body: body.toString(),
      });
      if (response.status !== 200) throw new Error(`razer query: HTTP ${response.status}`);
      const parsed = queryAnswerSchema.safeParse(parseQueryAnswer(response.body));
      // No transaction for this order (or an error text): nothing decisive.
      if (!parsed.success) return null;
      const a = parsed.data;
      const vrf = razerQueryVrfKey(
        { amount: a.Amount, domain: a.Domain, orderId: a.OrderID, statCode: a.StatCode },
        secretKey,
      );
      if (!sameMd5(vrf, a.VrfKey) || a.Domain !== merchantId || a.OrderID !== ref.billingNo) {
        throw new Error('razer query: answer not signed by this merchant’s Secret Key');
      }
      const currency = a.Currency ? isoOf(a.Currency) : expected.currency;
      const amountMinor = fromRazerAmount(a.Amount, currency);
      return {
        status: statusOf(a.StatCode),
        providerRef: a.TranID && /^\d+$/.test(a.TranID) ? a.TranID : (ref.providerRef ?? ''),
        amountMinor,
        currency: amountMinor === null ? null : currency,
      };
    },

    async refund(io, request): Promise<kit.RefundOutcome> {
      const amount = toRazerAmount(request.amountMinor, request.currency);
      if (amount === null) return { ok: false, error: 'razer: amount Razer cannot write' };
      if (!/^\d+$/.test(request.providerRef))
        return { ok: false, error: 'razer: the order has no Razer transaction id yet' };
      const { merchantId, secretKey } = io.credentials;
      // "P - Partial Refund": a partial refund of all that is left is the full refund, and one
      // call type serves both (advanced-fullpartial-refund).
      const refundType = 'P';
      const refId = razerRefId(request.refundKey, request.currency);
      const body = new URLSearchParams({
        RefundType: refundType,
        MerchantID: merchantId,
        RefID: refId,
        TxnID: request.providerRef,
        Amount: amount,
        Signature: razerRefundRequestSignature(
          { refundType, refId, txnId: request.providerRef, amount },
          merchantId,
          secretKey,
        ),
      });
      let response;
      try {
        response = await io.transport(`${io.endpoints.api}/RMS/API/refundAPI/index.php`, {
          method: 'POST',
          headers: form,
          body: body.toString(),
        });
      } catch (err) {
        return { ok: false, error: `razer refund: ${(err as Error).message}` };
      }
      if (response.status !== 200)
        return { ok: false, error: `razer refund: HTTP ${response.status}` };
      const fields = parseQueryAnswer(response.body);
      const parsed = refundMessageSchema.safeParse(fields);
      if (!parsed.success) {
        const error = refundErrorSchema.safeParse(fields);
        return {
          ok: false,
          error: error.success
            ? `razer refund refused (${error.data.error_code}${error.data.error_desc ? `: ${error.data.error_desc}` : ''})`
            : 'razer refund: unexpected answer',
        };
      }
      const m = parsed.data;
      const signature = refundSignatureOf(m, secretKey);
      if (!sameMd5(signature, m.Signature) || m.RefID !== refId || m.TxnID !== request.providerRef)
        return { ok: false, error: 'razer refund: answer not signed for this refund' };
      if (m.Status === '11')
        return { ok: false, error: `razer refund rejected${m.reason ? `: ${m.reason}` : ''}` };
      return { ok: true, refundRef: m.RefundID, pending: m.Status === '22' };
    },
  };
}
