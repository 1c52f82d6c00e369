import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCpf } from '@topup/contracts/payer-fields';
import {
  fromPagsmileAmount,
  toPagsmileAmount,
} from '@topup/server/modules/payments/providers/pagsmile/amounts';
import type { PagsmileCredentials } from '@topup/server/modules/payments/providers/pagsmile/credentials';
import { pagsmileSignatureHeader } from '@topup/server/modules/payments/providers/pagsmile/signature';
import type { OutgoingNotification, ProviderEmulator } from '../kit/emulator.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import { randomId, type EmulatorPayment } from '../kit/store.ts';

// Pagsmile payins as the store's protocol module calls them (payments/providers/pagsmile):
// trade/create answering web_url, trade/query, trade/refund, every call with
// `Authorization: Basic base64(app_id:security_key)` and app_id in the body
// (https://docs.pagsmile.com/payin/checkout-page/general, .../payin-detail, .../refund); payin
// notifications to notify_url with `Pagsmile-Signature: t=<ts>,v2=<hex HMAC-SHA256(body,
// SecretKey)>` until the merchant answers HTTP 200 `success`
// (https://docs.pagsmile.com/payin/notification, .../notification/security).

const key = 'pagsmile';
const base = '/emulator/pagsmile';
const route = { config: { tenancy: false }, schema: { hide: true } } as const;

/** "yyyy-MM-dd HH:mm:ss", as the query answer stamps its times. */
const stamp = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/** trade_no: 19 digits starting with the date and time, like 2021061710172839503. */
const tradeNo = (at: Date) =>
  randomId(at.toISOString().slice(0, 19).replace(/\D/g, '').slice(0, 14), 5, '0123456789');

// The gateway's answers: code "10000" / "Success" (the protocol module's SUCCESS).
// UNCONFIRMED: the error codes; Pagsmile's payin pages list them without readable values, so these
// only need to differ from "10000" and say what went wrong.
const SUCCESS = { code: '10000', msg: 'Success' };
const errors = {
  auth: { code: '40001', msg: 'Unauthorized: app_id or security_key invalid' },
  params: { code: '40002', msg: 'Invalid parameter' },
  customer: { code: '40003', msg: 'Invalid customer: name, email and a valid CPF are required' },
  repeat: { code: '40004', msg: 'out_trade_no already used with another amount' },
  noTrade: { code: '40400', msg: 'Trade not found' },
  notPaid: { code: '40005', msg: 'Trade status does not allow refund' },
  tooMuch: { code: '40006', msg: 'Refund amount exceeds the refundable amount' },
} as const;

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 64): string | null =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max ? v : null;

function parse(text: unknown): Body | null {
  try {
    const json = JSON.parse(typeof text === 'string' ? text : '') as unknown;
    return isObject(json) ? json : null;
  } catch {
    return null;
  }
}

type Trade = { method: string | null; createdAt: string; refundRequests?: Record<string, string> };
const tradeOf = (payment: EmulatorPayment) => payment.data as Trade;

/** The payin's trade_status now (notification "Events", trade/query). */
function tradeStatusOf(payment: EmulatorPayment): string {
  if (payment.chargedBack) return 'CHARGEBACK';
  if (payment.status === 'succeeded') {
    return payment.refundedMinor >= payment.amountMinor ? 'REFUNDED' : 'SUCCESS';
  }
  if (payment.status === 'failed') return 'REFUSED';
  if (payment.status === 'cancelled') return 'CANCEL';
  if (payment.status === 'pending' || payment.status === 'authorized') return 'PROCESSING';
  return 'INITIAL';
}

/** A Pagsmile-like out_request_no (16 characters) for a refund made in the dashboard. */
const dashboardRequestNo = (refundId: string) =>
  createHash('sha256').update(refundId).digest('hex').slice(0, 16);

export const pagsmileEmulator: ProviderEmulator<PagsmileCredentials> = {
  key,
  name: 'Pagsmile',

  generateCredentials: () => ({
    // Like the docs' app id 16258292145316638 and a dashboard's keys.
    appId: randomId('1', 16, '0123456789'),
    securityKey: `Pagsmile_sk_${randomBytes(16).toString('hex')}`,
    webhookSecret: `Pagsmile_whsec_${randomBytes(16).toString('hex')}`,
  }),

  routes(app: FastifyInstance, kit: EmulatorKit<PagsmileCredentials>) {
    const send = (reply: FastifyReply, status: number, body: Body) =>
      reply.code(status).type('application/json; charset=UTF-8').send(JSON.stringify(body));

    /** The app behind a call: Basic app_id:security_key, and the body's app_id the same. */
    const merchant = (request: FastifyRequest, reply: FastifyReply) => {
      const auth = request.headers.authorization ?? '';
      const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(auth);
      const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
      const at = decoded.indexOf(':');
      const appId = at > 0 ? decoded.slice(0, at) : '';
      const secret = at > 0 ? decoded.slice(at + 1) : '';
      const account = appId
        ? kit.findAccount((c) => c.appId === appId && c.securityKey === secret)
        : null;
      if (!account) {
        void send(reply, 401, errors.auth);
        return null;
      }
      const body = parse(request.body);
      if (!body || body.app_id !== appId) {
        void send(reply, 400, errors.params);
        return null;
      }
      return { account, body };
    };

    const tradeFields = (payment: EmulatorPayment) => ({
      out_trade_no: payment.merchantRef,
      trade_no: payment.id,
      trade_status: tradeStatusOf(payment),
      order_amount: Number(toPagsmileAmount(payment.amountMinor, payment.currency)),
      order_currency: payment.currency,
      create_time: tradeOf(payment).createdAt,
      update_time: stamp(payment.updatedAt),
    });

    app.post(`${base}/trade/create`, route, async (request, reply) => {
      const call = merchant(request, reply);
      if (!call) return reply;
      const { account, body } = call;
      const outTradeNo = str(body.out_trade_no);
      const currency = str(body.order_currency, 3);
      const amountMinor =
        currency && typeof body.order_amount === 'string'
          ? fromPagsmileAmount(body.order_amount, currency)
          : null;
      const notifyUrl = str(body.notify_url, 2048);
      // Required by trade/create: out_trade_no, order_currency, order_amount (a string),
      // subject, content, notify_url, buyer_id, timestamp, trade_type, version.
      if (
        !outTradeNo ||
        !currency ||
        amountMinor === null ||
        amountMinor <= 0 ||
        !str(body.subject, 128) ||
        !str(body.content, 255) ||
        !notifyUrl ||
        !str(body.buyer_id) ||
        !str(body.timestamp) ||
        body.trade_type !== 'WEB' ||
        body.version !== '2.0'
      ) {
        return send(reply, 200, errors.params);
      }
      // The customer: name and email, and in Brazil the CPF (customer.identify type CPF), which
      // Pagsmile checks as the Receita's digits do.
      const customer = isObject(body.customer) ? body.customer : {};
      const identify = isObject(customer.identify) ? customer.identify : {};
      const regions = Array.isArray(body.regions) ? body.regions : [];
      const brazil = currency === 'BRL' || regions.includes('BR');
      const email = str(customer.email, 254);
      if (
        !str(customer.name, 128) ||
        !email ||
        !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ||
        (brazil &&
          (identify.type !== 'CPF' ||
            typeof identify.number !== 'string' ||
            !isCpf(identify.number)))
      ) {
        return send(reply, 200, errors.customer);
      }
      // out_trade_no is unique per app: a retried create is the same trade.
      const seen = await kit.store.findByRef(key, account.tenantId, outTradeNo);
      if (seen && (seen.amountMinor !== amountMinor || seen.currency !== currency)) {
        return send(reply, 200, errors.repeat);
      }
      const now = kit.now();
      const payment =
        seen ??
        (await kit.store.insertPayment({
          id: tradeNo(now),
          provider: key,
          tenantId: account.tenantId,
          merchantRef: outTradeNo,
          amountMinor,
          currency,
          description: String(body.subject),
          notifyUrl,
          returnUrl:
            typeof body.return_url === 'string' && /^https?:\/\//.test(body.return_url)
              ? body.return_url
              : null,
          data: {
            method: typeof body.method === 'string' ? body.method : null,
            createdAt: stamp(now),
          } satisfies Trade,
        }));
      const prepayId = Buffer.from(`${payment.id}:${payment.merchantRef}`).toString('base64url');
      return send(reply, 200, {
        ...SUCCESS,
        prepay_id: prepayId,
        trade_no: payment.id,
        out_trade_no: payment.merchantRef,
        web_url: `${kit.baseUrl}${base}/checkout/${encodeURIComponent(payment.id)}`,
      });
    });

    app.post(`${base}/trade/query`, route, async (request, reply) => {
      const call = merchant(request, reply);
      if (!call) return reply;
      const { account, body } = call;
      const outTradeNo = str(body.out_trade_no);
      const byNo = str(body.trade_no);
      if (!outTradeNo && !byNo) return send(reply, 200, errors.params);
      const found = byNo
        ? await kit.store.find(key, byNo)
        : await kit.store.findByRef(key, account.tenantId, outTradeNo!);
      if (!found || found.tenantId !== account.tenantId) return send(reply, 200, errors.noTrade);
      return send(reply, 200, { ...SUCCESS, ...tradeFields(found) });
    });

    app.post(`${base}/trade/refund`, route, async (request, reply) => {
      const call = merchant(request, reply);
      if (!call) return reply;
      const { account, body } = call;
      const outRequestNo = str(body.out_request_no, 16);
      const currency = str(body.refund_currency, 3);
      const amountMinor =
        currency &&
        (typeof body.refund_amount === 'number' || typeof body.refund_amount === 'string')
          ? fromPagsmileAmount(body.refund_amount, currency)
          : null;
      const byNo = str(body.trade_no);
      const outTradeNo = str(body.out_trade_no);
      if (!outRequestNo || amountMinor === null || (!byNo && !outTradeNo)) {
        return send(reply, 200, errors.params);
      }
      const payment = byNo
        ? await kit.store.find(key, byNo)
        : await kit.store.findByRef(key, account.tenantId, outTradeNo!);
      if (
        !payment ||
        payment.tenantId !== account.tenantId ||
        (outTradeNo && payment.merchantRef !== outTradeNo)
      ) {
        return send(reply, 200, errors.noTrade);
      }
      if (currency !== payment.currency) return send(reply, 200, errors.params);
      // out_request_no: "refund request unique NO.", one refund per number; kept with the trade so
      // that the REFUNDED notification names it.
      const refundId = tradeNo(kit.now());
      await kit.store.patchData(
        payment.id,
        { refundRequests: { ...tradeOf(payment).refundRequests, [refundId]: outRequestNo } },
        kit.now(),
      );
      const done = await kit.refund({
        payment: (await kit.store.find(key, payment.id)) ?? payment,
        refundId,
        amountMinor,
        requestKey: outRequestNo,
      });
      if (done.kind === 'refused') {
        return send(reply, 200, done.reason === 'too-much' ? errors.tooMuch : errors.notPaid);
      }
      return send(reply, 200, {
        ...SUCCESS,
        trade_no: payment.id,
        out_trade_no: payment.merchantRef,
        out_request_no: outRequestNo,
        refund_no: done.refund.id,
      });
    });
  },

  notifications(payment, event, { credentials }) {
    if (!payment.notifyUrl) return [];
    const trade = tradeOf(payment);
    const note = (
      status: string,
      amountMinor: number,
      extra: Record<string, unknown> = {},
    ): OutgoingNotification[] => {
      const at = new Date();
      const body = JSON.stringify({
        trade_no: payment.id,
        out_trade_no: payment.merchantRef,
        ...extra,
        app_id: credentials.appId,
        trade_status: status,
        amount: toPagsmileAmount(amountMinor, payment.currency),
        ...(trade.method ? { method: trade.method } : {}),
        currency: payment.currency,
        timestamp: stamp(at),
      });
      return [
        {
          url: payment.notifyUrl!,
          headers: {
            'content-type': 'application/json; charset=UTF-8',
            'pagsmile-signature': pagsmileSignatureHeader(
              body,
              credentials.webhookSecret,
              String(Math.floor(at.getTime() / 1000)),
            ),
          },
          body,
        },
      ];
    };
    if (event.type === 'status') {
      const status = {
        succeeded: 'SUCCESS',
        failed: 'REFUSED',
        cancelled: 'CANCEL',
        pending: null,
        authorized: null,
      }[event.status];
      return status ? note(status, payment.amountMinor) : [];
    }
    if (event.type === 'refund') {
      // REFUNDED with the refund's own out_request_no and amount; a dashboard refund gets a
      // number of Pagsmile's making.
      const requestNo =
        trade.refundRequests?.[event.refundId] ?? dashboardRequestNo(event.refundId);
      return note('REFUNDED', event.amountMinor, { out_request_no: requestNo });
    }
    return note('CHARGEBACK', event.amountMinor);
  },

  // "You must return an HTTP STATUS 200 (OK) with response data "success"".
  acknowledged: (response) => response.status === 200 && response.body.trim() === 'success',

  returnStep(payment) {
    // The checkout sends the payer back to return_url as given.
    return payment.returnUrl ? { kind: 'link', url: payment.returnUrl } : null;
  },
};
