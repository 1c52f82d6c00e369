import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KakaopayCredentials } from '@topup/server/modules/payments/providers/kakaopay/credentials';
import type { ProviderEmulator } from '../kit/emulator.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import { randomId, type EmulatorPayment } from '../kit/store.ts';

// KakaoPay's online single payment as the store's protocol module calls it
// (payments/providers/kakaopay): payment/ready answering next_redirect_pc_url, the payer approves
// on KakaoPay's page and is sent to approval_url with `pg_token`, payment/approve with that token
// takes the money, payment/order tells where a payment stands, payment/cancel refunds (partially
// too). `Authorization: SECRET_KEY <secretKey>` and the merchant's cid on every call
// (https://developers.kakaopay.com/docs/payment/online/single-payment). KakaoPay sends no
// notifications: the merchant learns everything from its own calls.

const key = 'kakaopay';
const base = '/emulator/kakaopay/online/v1/payment';
const route = { config: { tenancy: false }, schema: { hide: true } } as const;

/** KakaoPay's times: "2023-07-15T21:18:22" (KST, without offset). */
const kst = (at: Date) => new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 19);

/** tid "T" + 19 digits, aid "A" + 19 digits (T1234567890123456789 in the guide). */
const tid = () => randomId('T', 19, '0123456789');
const aid = () => randomId('A', 19, '0123456789');

// Error answers { error_code, error_message, extras } (the guide's error shape).
// UNCONFIRMED: the exact codes; the protocol reads any non-2xx answer as a refusal.
const errors = {
  auth: [401, 'UNAUTHORIZED', 'invalid secret key'],
  cid: [400, 'INVALID_CID', 'cid is not of this merchant'],
  params: [400, 'INVALID_PARAMETER', 'invalid request parameter'],
  noPayment: [400, 'PAYMENT_NOT_FOUND', 'tid not found'],
  token: [400, 'INVALID_PARAMETER', 'pg_token is invalid'],
  state: [400, 'INVALID_PAYMENT_STATUS', 'the payment cannot be approved in its state'],
  cancel: [400, 'INVALID_CANCEL_AMOUNT', 'cancel amount exceeds the cancellable amount'],
  notPaid: [400, 'INVALID_PAYMENT_STATUS', 'only an approved payment can be cancelled'],
} as const satisfies Record<string, readonly [number, string, string]>;

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 100): string | null =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;
const whole = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null;

function parse(text: unknown): Body | null {
  try {
    const json = JSON.parse(typeof text === 'string' ? text : '') as unknown;
    return isObject(json) ? json : null;
  } catch {
    return null;
  }
}

type Ready = {
  partnerUserId: string;
  itemName: string;
  quantity: number;
  taxFree: number;
  approvalUrl: string;
  cancelUrl: string;
  failUrl: string;
  createdAt: string;
  aid?: string;
  approvedAt?: string;
  /** Each cancel's aid → the payload the merchant sent with it (listed in payment/order). */
  payloads?: Record<string, string>;
};
const readyOf = (payment: EmulatorPayment) => payment.data as Ready;

/**
 * The pg_token KakaoPay adds to approval_url: only the payer's return carries it, and approve
 * needs it. Derived from the tid and the merchant's secret, so the emulator keeps nothing more.
 */
const pgToken = (payment: EmulatorPayment, account: KakaopayCredentials) =>
  createHmac('sha256', account.secretKey).update(payment.id).digest('hex').slice(0, 20);

/** A money object as KakaoPay writes it (VAT is 1/11 of the taxable part). */
function money(total: number, taxFree = 0) {
  return {
    total,
    tax_free: taxFree,
    vat: Math.round((total - taxFree) / 11),
    point: 0,
    discount: 0,
    green_deposit: 0,
  };
}

/** payment/order status now: before approval, approved, cancelled in part or in full, failed. */
function statusOf(payment: EmulatorPayment): string {
  switch (payment.status) {
    case 'authorized':
      // The payer confirmed with the password; the merchant's approve is what remains.
      return 'AUTH_PASSWORD';
    case 'succeeded':
      if (payment.refundedMinor >= payment.amountMinor) return 'CANCEL_PAYMENT';
      return payment.refundedMinor > 0 ? 'PART_CANCEL_PAYMENT' : 'SUCCESS_PAYMENT';
    case 'failed':
      return 'FAIL_PAYMENT';
    case 'cancelled':
      return 'QUIT_PAYMENT';
    default:
      return 'READY';
  }
}

export const kakaopayEmulator: ProviderEmulator<KakaopayCredentials> = {
  key,
  name: 'KakaoPay',
  // "Pay now" is the payer's approval on KakaoPay's page; the money moves at the merchant's
  // payment/approve with the pg_token of the return.
  approvedStatus: 'authorized',

  generateCredentials: () => ({
    // A developers app's secret key ("DEV…" for the test one) and a test cid like TC0ONETIME.
    secretKey: `DEV${randomBytes(18).toString('hex').toUpperCase()}`,
    cid: randomId('TC0', 7),
  }),

  routes(app: FastifyInstance, kit: EmulatorKit<KakaopayCredentials>) {
    const fail = (
      reply: FastifyReply,
      [status, code, message]: readonly [number, string, string],
    ) =>
      reply
        .code(status)
        .type('application/json;charset=UTF-8')
        .send(
          JSON.stringify({
            error_code: code,
            error_message: message,
            extras: { method_result_code: '', method_result_message: '' },
          }),
        );
    const send = (reply: FastifyReply, body: Body) =>
      reply.code(200).type('application/json;charset=UTF-8').send(JSON.stringify(body));

    /** The merchant: `SECRET_KEY <secretKey>`, and a cid of that merchant in the body. */
    const merchant = (request: FastifyRequest, reply: FastifyReply) => {
      const match = /^SECRET_KEY\s+(\S+)$/.exec(request.headers.authorization ?? '');
      const account = match ? kit.findAccount((c) => c.secretKey === match[1]) : null;
      if (!account) {
        void fail(reply, errors.auth);
        return null;
      }
      const body = parse(request.body);
      if (!body) {
        void fail(reply, errors.params);
        return null;
      }
      if (body.cid !== account.credentials.cid) {
        void fail(reply, errors.cid);
        return null;
      }
      return { account, body };
    };

    /** The merchant's payment by tid, or null after answering. */
    const paymentOf = async (
      reply: FastifyReply,
      tenantId: string,
      body: Body,
    ): Promise<EmulatorPayment | null> => {
      const id = str(body.tid, 64);
      const payment = id ? await kit.store.find(key, id) : null;
      if (!payment || payment.tenantId !== tenantId) {
        void fail(reply, errors.noPayment);
        return null;
      }
      return payment;
    };

    app.post(`${base}/ready`, route, async (request, reply) => {
      const call = merchant(request, reply);
      if (!call) return reply;
      const { account, body } = call;
      const orderId = str(body.partner_order_id);
      const userId = str(body.partner_user_id);
      const itemName = str(body.item_name);
      const quantity = whole(body.quantity);
      const total = whole(body.total_amount);
      const taxFree = whole(body.tax_free_amount);
      const urls = [body.approval_url, body.cancel_url, body.fail_url].map((u) =>
        typeof u === 'string' && /^https?:\/\//.test(u) && u.length <= 255 ? u : null,
      );
      // All of these are required by payment/ready.
      if (
        !orderId ||
        !userId ||
        !itemName ||
        !quantity ||
        !total ||
        taxFree === null ||
        taxFree > total ||
        urls.some((u) => !u)
      ) {
        return fail(reply, errors.params);
      }
      const [approvalUrl, cancelUrl, failUrl] = urls as [string, string, string];
      const now = kit.now();
      // No idempotency at ready: every call is a new tid (the protocol module's note).
      const payment = await kit.store.insertPayment({
        id: tid(),
        provider: key,
        tenantId: account.tenantId,
        merchantRef: orderId,
        amountMinor: total,
        currency: 'KRW',
        description: itemName,
        notifyUrl: null,
        returnUrl: approvalUrl,
        data: {
          partnerUserId: userId,
          itemName,
          quantity,
          taxFree,
          approvalUrl,
          cancelUrl,
          failUrl,
          createdAt: kst(now),
        } satisfies Ready,
      });
      const page = `${kit.baseUrl}/emulator/kakaopay/checkout/${encodeURIComponent(payment.id)}`;
      return send(reply, {
        tid: payment.id,
        tms_result: false,
        next_redirect_app_url: page,
        next_redirect_mobile_url: page,
        next_redirect_pc_url: page,
        android_app_scheme: `kakaotalk://kakaopay/pg?url=${encodeURIComponent(page)}`,
        ios_app_scheme: `kakaotalk://kakaopay/pg?url=${encodeURIComponent(page)}`,
        created_at: kst(now),
      });
    });

    app.post(`${base}/approve`, route, async (request, reply) => {
      const call = merchant(request, reply);
      if (!call) return reply;
      const { account, body } = call;
      const payment = await paymentOf(reply, account.tenantId, body);
      if (!payment) return reply;
      const ready = readyOf(payment);
      // partner_order_id and partner_user_id must be those of ready; pg_token that of the return.
      if (
        body.partner_order_id !== payment.merchantRef ||
        body.partner_user_id !== ready.partnerUserId
      ) {
        return fail(reply, errors.params);
      }
      if (body.pg_token !== pgToken(payment, account.credentials)) {
        return fail(reply, errors.token);
      }
      const now = kit.now();
      const approved = await kit.changeStatus(payment, ['authorized'], 'succeeded', {
        aid: aid(),
        approvedAt: kst(now),
      });
      if (!approved) return fail(reply, errors.state);
      const done = readyOf(approved);
      return send(reply, {
        aid: done.aid,
        tid: approved.id,
        cid: account.credentials.cid,
        partner_order_id: approved.merchantRef,
        partner_user_id: done.partnerUserId,
        payment_method_type: 'MONEY',
        item_name: done.itemName,
        quantity: done.quantity,
        amount: money(approved.amountMinor, done.taxFree),
        created_at: done.createdAt,
        approved_at: done.approvedAt,
      });
    });

    /** The payment as payment/order and cancel describe it. */
    const describe = async (payment: EmulatorPayment, cid: string) => {
      const ready = readyOf(payment);
      const refunds = await kit.store.refundsOf(payment.id);
      const left = payment.amountMinor - payment.refundedMinor;
      const approved = payment.status === 'succeeded';
      return {
        tid: payment.id,
        cid,
        status: statusOf(payment),
        partner_order_id: payment.merchantRef,
        partner_user_id: ready.partnerUserId,
        ...(approved ? { payment_method_type: 'MONEY' } : {}),
        item_name: ready.itemName,
        quantity: ready.quantity,
        amount: money(payment.amountMinor, ready.taxFree),
        canceled_amount: money(payment.refundedMinor),
        cancel_available_amount: money(approved ? left : 0),
        created_at: ready.createdAt,
        ...(ready.approvedAt ? { approved_at: ready.approvedAt } : {}),
        payment_action_details: [
          ...(approved && ready.aid
            ? [
                {
                  aid: ready.aid,
                  approved_at: ready.approvedAt,
                  amount: payment.amountMinor,
                  payment_action_type: 'PAYMENT',
                  payload: '',
                },
              ]
            : []),
          ...refunds.map((r) => ({
            aid: r.id,
            approved_at: kst(r.createdAt),
            amount: -r.amountMinor,
            payment_action_type: 'CANCEL',
            payload: ready.payloads?.[r.id] ?? '',
          })),
        ],
      };
    };

    app.post(`${base}/order`, route, async (request, reply) => {
      const call = merchant(request, reply);
      if (!call) return reply;
      const payment = await paymentOf(reply, call.account.tenantId, call.body);
      if (!payment) return reply;
      return send(reply, await describe(payment, call.account.credentials.cid));
    });

    app.post(`${base}/cancel`, route, async (request, reply) => {
      const call = merchant(request, reply);
      if (!call) return reply;
      const { account, body } = call;
      const payment = await paymentOf(reply, account.tenantId, body);
      if (!payment) return reply;
      const amount = whole(body.cancel_amount);
      if (!amount || whole(body.cancel_tax_free_amount) === null) {
        return fail(reply, errors.params);
      }
      // payment/cancel takes no idempotency key: each call cancels; its payload is kept and
      // listed with the action in payment/order.
      const refundId = aid();
      if (typeof body.payload === 'string') {
        await kit.store.patchData(
          payment.id,
          { payloads: { ...readyOf(payment).payloads, [refundId]: body.payload } },
          kit.now(),
        );
      }
      const done = await kit.refund({
        payment: (await kit.store.find(key, payment.id)) ?? payment,
        refundId,
        amountMinor: amount,
      });
      if (done.kind === 'refused') {
        return fail(reply, done.reason === 'too-much' ? errors.cancel : errors.notPaid);
      }
      // (No request key is passed, so a cancel is never a repeat.)
      const after = done.kind === 'done' ? done.payment : payment;
      const now = await describe(after, account.credentials.cid);
      return send(reply, {
        ...now,
        aid: done.refund.id,
        approved_cancel_amount: money(done.refund.amountMinor),
        canceled_at: kst(done.refund.createdAt),
      });
    });
  },

  // KakaoPay notifies nothing: the merchant's approve, order and cancel calls are all it hears.
  notifications: () => [],
  acknowledged: (response) => response.status === 200,

  returnStep(payment, { credentials }) {
    const ready = readyOf(payment);
    // Approved on the page: back to approval_url with pg_token; otherwise to cancel_url or
    // fail_url as they were given (the guide's three return URLs).
    if (payment.status === 'authorized' || payment.status === 'succeeded') {
      const url = new URL(ready.approvalUrl);
      url.searchParams.set('pg_token', pgToken(payment, credentials));
      return { kind: 'link', url: url.toString() };
    }
    if (payment.status === 'cancelled') return { kind: 'link', url: ready.cancelUrl };
    if (payment.status === 'failed') return { kind: 'link', url: ready.failUrl };
    return null;
  },
};
