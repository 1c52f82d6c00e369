import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  fromEbanxAmount,
  toEbanxAmount,
} from '@topup/server/modules/payments/providers/ebanx/amounts';
import type { EbanxCredentials } from '@topup/server/modules/payments/providers/ebanx/credentials';
import type { OutgoingNotification, ProviderEmulator } from '../kit/emulator.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import { randomId, type EmulatorPayment, type EmulatorRefund } from '../kit/store.ts';

// EBANX as the store's protocol module calls it (payments/providers/ebanx): the Direct API's
// /ws/request (Payment Page), /ws/query and /ws/refund, each carrying the secret
// integration_key; the Payment Page; and notifications that carry only payment hashes
// ("operation=payment_status_change&notification_type=update&hash_codes=<hash>"), which the
// merchant looks up with /ws/query before acting. Field names and sample answers: the module's
// messages.ts and fixtures/README.md (the retrieve-payment sample, the Payment Page answer).

const key = 'ebanx';
const base = '/emulator/ebanx';
const route = { config: { tenancy: false }, schema: { hide: true } } as const;

// https://docs.ebanx.com/docs/resources/error-codes/api-error-codes
const errors = {
  integrationKey: ['BP-SA-1', 'Parameter integration_key not found'],
  duplicate: ['BP-DR-0', 'Payment already exists with merchant_payment_code'],
  currency: ['BP-DR-3', 'Field payment.currency_code is required'],
  amount: ['BP-DR-5', 'Field payment.amount_total is required'],
  code: ['BP-DR-9', 'Field payment.merchant_payment_code is required'],
  codeLength: ['BP-DR-10', 'Parameter merchant_payment_code can have 40 characters maximum'],
  name: ['BP-DR-13', 'Field payment.name is required'],
  email: ['BP-DR-15', 'Field payment.email is required'],
  // UNCONFIRMED: the codes of a payment /ws/query does not know and of a refund EBANX refuses;
  // the module reads any ERROR of a query as "no such payment" and of a refund as a failure.
  notFound: ['BP-QUERY-1', 'Payment not found'],
  refundParams: ['BP-REF-1', 'Invalid refund parameters'],
  notPaid: ['BP-REF-2', 'Payment cannot be refunded in its status'],
  tooMuch: ['BP-REF-3', 'Refund amount exceeds the amount left to refund'],
} as const;

/** EBANX's payment status: OP opened, PE pending, CO confirmed, CA cancelled. */
function statusOf(payment: EmulatorPayment): 'OP' | 'PE' | 'CO' | 'CA' {
  if (payment.status === 'succeeded') return 'CO';
  if (payment.status === 'failed' || payment.status === 'cancelled') return 'CA';
  if (payment.status === 'pending') return 'PE';
  return 'OP';
}

/** "yyyy-MM-dd HH:mm:ss", as EBANX writes its dates (the retrieve-payment sample). */
const ebanxDate = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

type Trade = { country: string; paymentTypeCode: string; pin: string };
const tradeOf = (payment: EmulatorPayment) => payment.data as Trade;

function refundJson(payment: EmulatorPayment, refund: EmulatorRefund) {
  const at = ebanxDate(refund.createdAt);
  return {
    id: refund.id,
    merchant_refund_code: refund.requestKey,
    // The emulator gives the money back at once: requested, then confirmed the same moment.
    status: 'CO',
    request_date: at,
    pending_date: at,
    confirm_date: at,
    cancel_date: null,
    amount_ext: toEbanxAmount(refund.amountMinor, payment.currency),
    description: 'Refund',
  };
}

/** The payment object of /ws/request, /ws/query and /ws/refund answers. */
function paymentJson(payment: EmulatorPayment, refunds: EmulatorRefund[]) {
  const trade = tradeOf(payment);
  const given = refunds.filter((r) => r.kind === 'refund');
  return {
    hash: payment.id,
    pin: trade.pin,
    country: trade.country,
    merchant_payment_code: payment.merchantRef,
    order_number: null,
    status: statusOf(payment),
    status_date: ebanxDate(payment.updatedAt),
    open_date: ebanxDate(payment.createdAt),
    confirm_date: payment.status === 'succeeded' ? ebanxDate(payment.updatedAt) : null,
    transfer_date: null,
    // amount_ext in currency_ext: the amount in the currency the merchant asked for.
    amount_ext: toEbanxAmount(payment.amountMinor, payment.currency),
    amount_iof: '0.00',
    currency_ext: payment.currency,
    instalments: '1',
    payment_type_code: trade.paymentTypeCode,
    pre_approved: false,
    capture_available: null,
    ...(given.length ? { refunds: given.map((r) => refundJson(payment, r)) } : {}),
  };
}

/** The Direct API takes JSON (the docs' current samples) or the SDKs' form encoding. */
function params(body: unknown): Record<string, unknown> {
  const text = typeof body === 'string' ? body.trim() : '';
  if (text.startsWith('{')) {
    try {
      const json = JSON.parse(text) as unknown;
      return json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const ebanxEmulator: ProviderEmulator<EbanxCredentials> = {
  key,
  name: 'EBANX',

  // "Sandbox keys start test_ik_" (the module's credentials.ts).
  generateCredentials: () => ({
    integrationKey: randomId(
      'test_ik_',
      22,
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
    ),
  }),

  routes(app: FastifyInstance, kit: EmulatorKit<EbanxCredentials>) {
    const fail = (reply: FastifyReply, [code, message]: readonly [string, string]) =>
      reply.code(200).send({ status: 'ERROR', status_code: code, status_message: message });
    const accountOf = (p: Record<string, unknown>) => {
      const integrationKey = str(p.integration_key);
      return integrationKey ? kit.findAccount((c) => c.integrationKey === integrationKey) : null;
    };
    /** A payment of this account, by hash or by merchant_payment_code. */
    async function paymentOf(tenantId: string, p: Record<string, unknown>) {
      const hash = str(p.hash);
      if (hash) {
        const found = await kit.store.find(key, hash);
        return found?.tenantId === tenantId ? found : null;
      }
      const code = str(p.merchant_payment_code);
      return code ? kit.store.findByRef(key, tenantId, code) : null;
    }

    // /ws/request: a Payment Page payment (request operation reference).
    app.post(`${base}/request`, route, async (request, reply) => {
      const p = params(request.body);
      const account = accountOf(p);
      if (!account) return fail(reply, errors.integrationKey);
      const name = str(p.name);
      const email = str(p.email);
      const code = str(p.merchant_payment_code);
      const currency = str(p.currency_code);
      if (!name || name.length > 100) return fail(reply, errors.name);
      if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 100) return fail(reply, errors.email);
      if (!code) return fail(reply, errors.code);
      if (code.length > 40) return fail(reply, errors.codeLength);
      if (!/^[A-Z]{3}$/.test(currency)) return fail(reply, errors.currency);
      const amountMinor = fromEbanxAmount(p.amount, currency);
      if (amountMinor === null || amountMinor <= 0) return fail(reply, errors.amount);
      // "There can be only one payment in the system with the same merchant payment code."
      if (await kit.store.findByRef(key, account.tenantId, code)) {
        return fail(reply, errors.duplicate);
      }
      const notifyUrl = str(p.notification_url);
      const returnUrl = str(p.redirect_url);
      const payment = await kit.store.insertPayment({
        // Payment hashes are 48 hex characters (the retrieve-payment sample).
        id: randomId('', 48, '0123456789abcdef'),
        provider: key,
        tenantId: account.tenantId,
        merchantRef: code,
        amountMinor,
        currency,
        // EBANX's request names no item (payment_type_code, in data, is the method).
        description: '',
        // Given per payment here; otherwise the URL set in EBANX's dashboard.
        notifyUrl: /^https?:\/\//.test(notifyUrl) ? notifyUrl : null,
        returnUrl: /^https?:\/\//.test(returnUrl) ? returnUrl : null,
        data: {
          country: str(p.country).toLowerCase(),
          paymentTypeCode: str(p.payment_type_code) || '_all',
          pin: randomId('', 9, '0123456789'),
        } satisfies Trade,
      });
      request.log.info({ provider: key, paymentId: payment.id }, 'emulator ebanx payment');
      return {
        payment: paymentJson(payment, []),
        // The Payment Page, like https://sandbox.ebanx.com/checkout/?hash=<hash>.
        redirect_url: `${kit.apiBase}/checkout/?hash=${payment.id}`,
        status: 'SUCCESS',
      };
    });

    // The Payment Page: the emulator's hosted checkout (a relative redirect keeps the host).
    app.get<{ Querystring: { hash?: string } }>(
      `${base}/checkout/`,
      route,
      async (request, reply) =>
        reply.redirect(`${base}/checkout/${encodeURIComponent(str(request.query.hash))}`, 302),
    );

    // /ws/query: by hash or merchant_payment_code (retrieve-payment guide).
    app.post(`${base}/query`, route, async (request, reply) => {
      const p = params(request.body);
      const account = accountOf(p);
      if (!account) return fail(reply, errors.integrationKey);
      const payment = await paymentOf(account.tenantId, p);
      if (!payment) return fail(reply, errors.notFound);
      return {
        payment: paymentJson(payment, await kit.store.refundsOf(payment.id)),
        status: 'SUCCESS',
      };
    });

    // /ws/refund, operation request: once per merchant_refund_code (refund operation reference).
    app.post(`${base}/refund`, route, async (request, reply) => {
      const p = params(request.body);
      const account = accountOf(p);
      if (!account) return fail(reply, errors.integrationKey);
      const payment = await paymentOf(account.tenantId, { hash: p.hash });
      if (!payment) return fail(reply, errors.notFound);
      const refundCode = str(p.merchant_refund_code);
      // "amount ... expressed in the original payment currency"; merchant_refund_code "max 20".
      const amountMinor = fromEbanxAmount(p.amount, payment.currency);
      if (
        str(p.operation) !== 'request' ||
        !str(p.description) ||
        refundCode.length > 20 ||
        amountMinor === null
      ) {
        return fail(reply, errors.refundParams);
      }
      const result = await kit.refund({
        payment,
        refundId: randomId('', 8, '0123456789'),
        amountMinor,
        ...(refundCode ? { requestKey: refundCode } : {}),
      });
      if (result.kind === 'refused') {
        return fail(reply, result.reason === 'too-much' ? errors.tooMuch : errors.notPaid);
      }
      request.log.info({ provider: key, paymentId: payment.id }, 'emulator ebanx refund');
      const now = (await kit.store.find(key, payment.id)) ?? payment;
      return {
        refund: refundJson(now, result.refund),
        payment: paymentJson(now, await kit.store.refundsOf(payment.id)),
        status: 'SUCCESS',
      };
    });
  },

  notifications(payment, event): OutgoingNotification[] {
    if (!payment.notifyUrl) return [];
    // "Every time a status changes, the EBANX server will make a POST request to the registered
    // URL" (notifications guide): update, refund, chargeback; only the hash travels.
    const type =
      event.type === 'status' ? 'update' : event.type === 'refund' ? 'refund' : 'chargeback';
    if (event.type === 'status' && event.status === 'authorized') return [];
    return [
      {
        url: payment.notifyUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          operation: 'payment_status_change',
          notification_type: type,
          hash_codes: payment.id,
        }).toString(),
      },
    ];
  },

  // "expect a HTTP 200 code as a response".
  acknowledged: (response) => response.status === 200,

  returnStep(payment) {
    // UNCONFIRMED: the parameters EBANX adds to redirect_url; the hash and the merchant's code
    // are what a merchant needs to look the payment up.
    if (!payment.returnUrl) return null;
    const url = new URL(payment.returnUrl);
    url.searchParams.set('hash', payment.id);
    url.searchParams.set('merchant_payment_code', payment.merchantRef);
    return { kind: 'link', url: url.toString() };
  },
};
