import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  fromRazerAmount,
  toRazerAmount,
} from '@topup/server/modules/payments/providers/razer/amounts';
import type { RazerCredentials } from '@topup/server/modules/payments/providers/razer/credentials';
import {
  razerNotificationSkey,
  razerQuerySkey,
  razerQueryVrfKey,
  razerRefundAnswerSignature,
  razerRefundRequestSignature,
  razerVcode,
  sameMd5,
} from '@topup/server/modules/payments/providers/razer/signature';
import type { OutgoingNotification, ProviderEmulator } from '../kit/emulator.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import { randomId, type EmulatorPayment } from '../kit/store.ts';

// Razer Merchant Services (Fiuu, formerly MOLPay), the gateway that takes Razer Gold, as the
// store's protocol module calls it (payments/providers/razer): the hosted payment page
// /RMS/pay/<merchantID>/ checked by its vcode, the payment status posted to the callback URL
// (nbcb=1) with its skey until the merchant echoes "CBTOKEN:MPSTATOK", query by order ID
// (q_by_oid.php, answered in plain text with a VrfKey), and the refund API (refundAPI/index.php,
// JSON answers signed with the Secret Key). Sources: the module's comments and fixtures/README.md.

const key = 'razer';
const base = '/emulator/razer';
const route = { config: { tenancy: false }, schema: { hide: true } } as const;

type Txn = { paydate: string; appcode: string; channel: string };
const txnOf = (payment: EmulatorPayment) => payment.data as Partial<Txn>;

/** "00 Success, 11 Failure, 22 Pending" (direct-status-requery). */
function statCodeOf(payment: EmulatorPayment): '00' | '11' | '22' {
  if (payment.status === 'succeeded') return '00';
  if (payment.status === 'failed' || payment.status === 'cancelled') return '11';
  return '22';
}

const statName = (payment: EmulatorPayment) =>
  ({ succeeded: 'captured', failed: 'failed', cancelled: 'cancelled' })[payment.status as string] ??
  'pending';

/** "Date/Time (YYYY-MM-DD HH:mm:ss)", the gateway's local time written as it writes it. */
const razerDate = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Form fields of a request (the refund and query APIs take POST or GET). */
function fieldsOf(body: unknown, query: unknown): Record<string, string> {
  const fromQuery = Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).map(([k, v]) => [k, str(v)]),
  );
  const text = typeof body === 'string' ? body : '';
  return { ...fromQuery, ...Object.fromEntries(new URLSearchParams(text)) };
}

/** The gateway's error page: what the payer sees for a request it refuses. */
function refusePage(reply: FastifyReply, message: string) {
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><title>Payment error</title><p>${message}</p>`);
}

/**
 * The payment response (return, notify and callback URL alike), signed with the skey; `nbcb` 1 for
 * the callback URL, absent on the return.
 */
function responseFields(
  payment: EmulatorPayment,
  credentials: RazerCredentials,
  nbcb: '1' | null,
): Record<string, string> {
  const { merchantId, secretKey } = credentials;
  const status = statCodeOf(payment);
  const amount = toRazerAmount(payment.amountMinor, payment.currency) ?? '';
  const paydate = razerDate(payment.updatedAt);
  const appcode = status === '00' ? payment.id.slice(-6) : '';
  const fields = {
    ...(nbcb ? { nbcb } : {}),
    tranID: payment.id,
    orderid: payment.merchantRef,
    status,
    domain: merchantId,
    amount,
    currency: payment.currency,
    appcode,
    paydate,
    channel: txnOf(payment).channel ?? '',
    error_code: status === '11' ? 'PG-DECLINED' : '',
    error_desc: status === '11' ? 'Transaction declined by the payer' : '',
  };
  const skey = razerNotificationSkey(
    {
      tranID: fields.tranID,
      orderid: fields.orderid,
      status,
      domain: merchantId,
      amount,
      currency: fields.currency,
      paydate,
      appcode,
    },
    secretKey,
  );
  return { ...fields, skey };
}

export const razerEmulator: ProviderEmulator<RazerCredentials> = {
  key,
  name: 'Razer Gold (Razer Merchant Services)',

  // "Please make sure it is at least 32 characters" (security-data-integrity); the merchant ID is
  // the login name the gateway gives ("…_Dev" for a sandbox account).
  generateCredentials: (tenantId) => ({
    merchantId: `${tenantId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}_Dev`,
    verifyKey: randomId('', 32, '0123456789abcdef'),
    secretKey: randomId('', 32, '0123456789abcdef'),
  }),

  routes(app: FastifyInstance, kit: EmulatorKit<RazerCredentials>) {
    // The hosted payment page request (payment-page-integration): GET or POST, the merchant ID in
    // the path, the vcode over amount, merchant, order, Verify Key and currency.
    app.get<{ Params: { merchantId: string }; Querystring: Record<string, string> }>(
      `${base}/RMS/pay/:merchantId/`,
      route,
      async (request, reply) => {
        const q = fieldsOf('', request.query);
        const account = kit.findAccount((c) => c.merchantId === request.params.merchantId);
        if (!account) return refusePage(reply, 'Invalid merchant ID.');
        const currency = str(q.currency).toUpperCase();
        const orderId = str(q.orderid);
        const amountMinor = /^[A-Z]{3}$/.test(currency)
          ? fromRazerAmount(q.amount, currency)
          : null;
        if (!orderId || orderId.length > 40 || amountMinor === null || amountMinor <= 0) {
          return refusePage(reply, 'Invalid payment request.');
        }
        const vcode = razerVcode(
          { amount: str(q.amount), orderId, currency },
          account.credentials.merchantId,
          account.credentials.verifyKey,
        );
        // "An error will be displayed on the payment page" for a wrong vcode.
        if (!sameMd5(vcode, str(q.vcode))) return refusePage(reply, 'Invalid vcode.');
        // The same order opened again (a reload) is the same transaction while it is open.
        const open = await kit.store.findByRef(key, account.tenantId, orderId);
        const payment =
          open && open.status === 'open' && open.amountMinor === amountMinor
            ? open
            : await kit.store.insertPayment({
                // "tranID: integer, 10 digits".
                id: randomId(String(1 + (Date.now() % 9)), 9, '0123456789'),
                provider: key,
                tenantId: account.tenantId,
                merchantRef: orderId,
                amountMinor,
                currency,
                description: str(q.bill_desc) || orderId,
                // The per-payment callback URL, else the one set in the merchant portal.
                notifyUrl: /^https?:\/\//.test(str(q.callbackurl))
                  ? str(q.callbackurl)
                  : kit.notifyUrl(account.tenantId),
                returnUrl: /^https?:\/\//.test(str(q.returnurl)) ? str(q.returnurl) : null,
                data: { channel: 'RazerPay' },
              });
        request.log.info({ provider: key, paymentId: payment.id }, 'emulator razer payment');
        return reply.redirect(`${base}/checkout/${payment.id}`, 302);
      },
    );

    // Query by order ID, single output (indirect-status-requery): plain text "Key: value" lines.
    app.post(`${base}/RMS/query/q_by_oid.php`, route, async (request, reply) => {
      reply.type('text/plain; charset=utf-8');
      const q = fieldsOf(request.body, request.query);
      const account = kit.findAccount((c) => c.merchantId === q.domain);
      if (!account) return 'Invalid domain';
      const { merchantId, verifyKey, secretKey } = account.credentials;
      const skey = razerQuerySkey(
        { orderId: q.oID ?? '', amount: q.amount ?? '' },
        merchantId,
        verifyKey,
      );
      if (!sameMd5(skey, q.skey ?? '')) return 'Invalid skey';
      const payment = await kit.store.findByRef(key, account.tenantId, q.oID ?? '');
      if (!payment) return 'Invalid oID or not found';
      const amount = toRazerAmount(payment.amountMinor, payment.currency) ?? '';
      // The amount asked for is part of the skey: another amount finds no transaction.
      if (amount !== q.amount) return 'Invalid oID or not found';
      const statCode = statCodeOf(payment);
      const txn = txnOf(payment);
      return [
        `StatCode: ${statCode}`,
        `StatName: ${statName(payment)}`,
        `OrderID: ${payment.merchantRef}`,
        `Amount: ${amount}`,
        `TranID: ${payment.id}`,
        `Domain: ${merchantId}`,
        `BillingDate: ${razerDate(payment.createdAt)}`,
        'BillingName: ',
        `VrfKey: ${razerQueryVrfKey({ amount, domain: merchantId, orderId: payment.merchantRef, statCode }, secretKey)}`,
        `Channel: ${txn.channel ?? ''}`,
        `Currency: ${payment.currency}`,
        'ErrorCode: ',
        'ErrorDesc: ',
      ].join('\n');
    });

    // The refund API (advanced-fullpartial-refund): JSON answers, Signature with the Secret Key.
    app.post(`${base}/RMS/API/refundAPI/index.php`, route, async (request, reply) => {
      reply.type('application/json');
      const q = fieldsOf(request.body, request.query);
      // UNCONFIRMED: the error codes of the refund API; the shape {error_code, error_desc} is the
      // documented negative result.
      const fail = (code: string, desc: string) => ({ error_code: code, error_desc: desc });
      const account = kit.findAccount((c) => c.merchantId === q.MerchantID);
      if (!account) return fail('PR001', 'Invalid MerchantID');
      const { merchantId, secretKey } = account.credentials;
      const refundType = q.RefundType ?? '';
      const refId = q.RefID ?? '';
      const txnId = q.TxnID ?? '';
      const signature = razerRefundRequestSignature(
        { refundType, refId, txnId, amount: q.Amount ?? '' },
        merchantId,
        secretKey,
      );
      if (!sameMd5(signature, q.Signature ?? '')) return fail('PR002', 'Invalid Signature');
      if (!/^[PF]$/.test(refundType) || !refId || refId.length > 64)
        return fail('PR003', 'Invalid parameters');
      const payment = /^\d+$/.test(txnId) ? await kit.store.find(key, txnId) : null;
      if (!payment || payment.tenantId !== account.tenantId)
        return fail('PR004', 'Transaction not found');
      const amountMinor = fromRazerAmount(q.Amount, payment.currency);
      if (amountMinor === null || amountMinor <= 0) return fail('PR003', 'Invalid Amount');
      const result = await kit.refund({
        payment,
        refundId: randomId('7', 7, '0123456789'),
        amountMinor,
        // One refund per RefID ("Unique reference ID for tracking purpose sent by merchant").
        requestKey: refId,
      });
      if (result.kind === 'refused') {
        return result.reason === 'too-much'
          ? fail('PR005', 'Refund amount exceeds the amount left')
          : fail('PR006', 'Transaction cannot be refunded');
      }
      request.log.info({ provider: key, paymentId: payment.id }, 'emulator razer refund');
      const answer = {
        RefundType: refundType,
        MerchantID: merchantId,
        RefID: refId,
        RefundID: result.refund.id,
        TxnID: txnId,
        Amount: toRazerAmount(result.refund.amountMinor, payment.currency) ?? '',
        // The emulator gives the money back at once.
        Status: '00',
      };
      return {
        ...answer,
        Signature: razerRefundAnswerSignature(
          {
            refundType: answer.RefundType,
            merchantId: answer.MerchantID,
            refId: answer.RefID,
            refundId: answer.RefundID,
            txnId: answer.TxnID,
            amount: answer.Amount,
            status: answer.Status,
          },
          secretKey,
        ),
      };
    });
  },

  notifications(payment, event, account): OutgoingNotification[] {
    // The callback URL gets every payment status change (callback-url-with-ipn); refunds are
    // answered by the refund API itself (their notify_url is optional and the store sends none).
    if (event.type !== 'status' || event.status === 'authorized' || !payment.notifyUrl) return [];
    return [
      {
        url: payment.notifyUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(responseFields(payment, account.credentials, '1')).toString(),
      },
    ];
  },

  // "echo 'CBTOKEN:MPSTATOK', in plaintext, without double quotes or any HTML tags".
  acknowledged: (response) =>
    response.status >= 200 && response.status < 300 && response.body.trim() === 'CBTOKEN:MPSTATOK',
  // "it will retry for a maximum 3 times, of 15 minutes interval for each attempt".
  maxDeliveries: 4,

  returnStep(payment, account) {
    // "HTTP POST is the only method that payment gateway returns all parameters to a merchant's
    // return URL": the payment response without nbcb, posted by the payer's browser.
    if (!payment.returnUrl || payment.status === 'open') return null;
    return {
      kind: 'form',
      url: payment.returnUrl,
      fields: responseFields(payment, account.credentials, null),
    };
  },
};
