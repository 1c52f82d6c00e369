import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NaverpayCredentials } from '@topup/server/modules/payments/providers/naverpay/credentials';
import type { EmulatorAccount, ProviderEmulator } from '../kit/emulator.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import { randomId, type EmulatorPayment } from '../kit/store.ts';

// NaverPay's 결제형 (payment-type) API as the store's protocol module calls it
// (payments/providers/naverpay; https://developer.pay.naver.com/docs/v2/api): v2/reserve answers
// a reserveId whose payment page the payer pays on; NaverPay sends the payer back to returnUrl
// with resultCode=Success&paymentId=…; v2.2/apply/payment with that paymentId takes the money;
// v2.2/list/history tells a payment's approval and cancels; v1/cancel refunds (partially too).
// Every call carries X-Naver-Client-Id / X-Naver-Client-Secret under the merchant's partner id;
// X-NaverPay-Idempotency-Key makes a retried reserve, approve or cancel answer as the first one.
// NaverPay sends no notifications: the merchant learns everything from its own calls.

const key = 'naverpay';
const base = '/emulator/naverpay/:partnerId/naverpay/payments';
const route = { config: { tenancy: false }, schema: { hide: true } } as const;

/** NaverPay's times: yyyyMMddHHmmss in KST ("20170201151722"). */
const ymdt = (at: Date) =>
  new Date(at.getTime() + 9 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
const day = (at: Date) => ymdt(at).slice(0, 8);

/** paymentId and payHistId: date + "NP" + 10 digits (20170201NP1043587746 in the reference). */
const npId = (at: Date) => randomId(`${day(at)}NP`, 10, '0123456789');

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 128): string | null =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;
const whole = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null;

function parseJson(text: unknown): Body | null {
  try {
    const json = JSON.parse(typeof text === 'string' ? text : '') as unknown;
    return isObject(json) ? json : null;
  } catch {
    return null;
  }
}
const parseForm = (text: unknown) => new URLSearchParams(typeof text === 'string' ? text : '');

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// Refusals come in the envelope with HTTP 200 (the reference's code table), authentication
// failures as 401. UNCONFIRMED: the exact codes beyond InvalidMerchant; the protocol reads any
// code other than Success as a refusal.
const errors = {
  params: ['InvalidParameter', '요청 파라미터가 올바르지 않습니다.'],
  merchant: ['InvalidMerchant', '유효하지 않은 가맹점입니다.'],
  payment: ['InvalidPaymentId', '유효하지 않은 결제번호입니다.'],
  notAuthorized: ['NotApproved', '구매자 인증이 완료되지 않은 결제입니다.'],
  done: ['AlreadyComplete', '이미 승인 완료된 결제입니다.'],
  cancel: ['CancelNotComplete', '취소 가능 금액을 초과했습니다.'],
  notPaid: ['CancelNotComplete', '승인된 결제만 취소할 수 있습니다.'],
} as const satisfies Record<string, readonly [string, string]>;

type Reserve = {
  merchantUserKey: string;
  productName: string;
  returnUrl: string;
  /** The payer's paymentId, handed out with the return once the payer paid. */
  paymentId: string;
  /** `<tenant>:<X-NaverPay-Idempotency-Key>` of the reserve, to answer a retry with this one. */
  reserveKey?: string;
  /** The approval: its payHistId, time and idempotency key. */
  payHistId?: string;
  approvedAt?: string;
  applyKey?: string;
};
const reserveOf = (payment: EmulatorPayment) => payment.data as Reserve;

/** One line of payment history (the apply detail has the same fields). */
function historyLine(
  payment: EmulatorPayment,
  line: { payHistId: string; typeCode: string; amount: number; at: string },
) {
  const r = reserveOf(payment);
  return {
    paymentId: r.paymentId,
    payHistId: line.payHistId,
    merchantName: 'Topup emulator merchant',
    merchantPayKey: payment.merchantRef,
    merchantUserKey: r.merchantUserKey,
    admissionTypeCode: line.typeCode,
    admissionYmdt: line.at,
    tradeConfirmYmdt: '',
    admissionState: 'SUCCESS',
    totalPayAmount: line.amount,
    primaryPayAmount: line.amount,
    npointPayAmount: 0,
    giftCardAmount: 0,
    taxScopeAmount: line.amount,
    taxExScopeAmount: 0,
    environmentDepositAmount: 0,
    primaryPayMeans: 'CARD',
    cardCorpCode: 'C0',
    cardNo: '465887**********',
    cardAuthNo: '17545616',
    cardInstCount: 0,
    usedCardPoint: false,
    productName: r.productName,
  };
}

/** The approval line of an approved payment, or null. */
const approvalLine = (payment: EmulatorPayment) => {
  const r = reserveOf(payment);
  return payment.status === 'succeeded' && r.payHistId && r.approvedAt
    ? historyLine(payment, {
        payHistId: r.payHistId,
        typeCode: '01',
        amount: payment.amountMinor,
        at: r.approvedAt,
      })
    : null;
};

export const naverpayEmulator: ProviderEmulator<NaverpayCredentials> = {
  key,
  name: 'NaverPay',
  // "Pay now" is the payer's authentication on NaverPay's page; the money moves at the merchant's
  // apply/payment with the paymentId of the return.
  approvedStatus: 'authorized',

  generateCredentials: () => ({
    clientId: randomId('', 20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    clientSecret: randomBytes(8).toString('base64url'),
    partnerId: randomId('np_', 10, 'abcdefghijklmnopqrstuvwxyz0123456789'),
    chainId: randomId('', 15, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
  }),

  routes(app: FastifyInstance, kit: EmulatorKit<NaverpayCredentials>) {
    const send = (reply: FastifyReply, body: Body, status = 200) =>
      reply.code(status).type('application/json;charset=UTF-8').send(JSON.stringify(body));
    const refuse = (reply: FastifyReply, [code, message]: readonly [string, string]) =>
      send(reply, { code, message });
    const success = (reply: FastifyReply, body: Body) =>
      send(reply, { code: 'Success', message: '', body });

    /**
     * The merchant: its client id and secret, its chain id when it has one, and its own partner id
     * in the path. Null after answering.
     */
    const merchant = (
      request: FastifyRequest<{ Params: { partnerId: string } }>,
      reply: FastifyReply,
    ): EmulatorAccount<NaverpayCredentials> | null => {
      const id = request.headers['x-naver-client-id'];
      const secret = request.headers['x-naver-client-secret'];
      const account =
        typeof id === 'string' && typeof secret === 'string'
          ? kit.findAccount((c) => c.clientId === id && same(c.clientSecret, secret))
          : null;
      if (!account) {
        void send(reply, { code: 'Unauthorized', message: 'Authentication failed' }, 401);
        return null;
      }
      const chain = request.headers['x-naverpay-chain-id'];
      if (
        request.params.partnerId !== account.credentials.partnerId ||
        (account.credentials.chainId && chain !== account.credentials.chainId)
      ) {
        void refuse(reply, errors.merchant);
        return null;
      }
      return account;
    };
    const idempotencyKey = (request: FastifyRequest) => {
      const value = request.headers['x-naverpay-idempotency-key'];
      return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : null;
    };

    /** The merchant's payment by paymentId, or null. */
    const byPaymentId = async (tenantId: string, paymentId: string | null) => {
      const payment = paymentId ? await kit.store.findByData(key, 'paymentId', paymentId) : null;
      return payment && payment.tenantId === tenantId ? payment : null;
    };

    /** A payment's history lines, newest first: its cancels, then its approval. */
    const linesOf = async (payment: EmulatorPayment) => {
      const approval = approvalLine(payment);
      if (!approval) return [];
      const refunds = await kit.store.refundsOf(payment.id);
      return [
        ...refunds.reverse().map((refund) =>
          historyLine(payment, {
            payHistId: refund.id,
            typeCode: refund.amountMinor >= payment.amountMinor ? '03' : '04',
            amount: refund.amountMinor,
            at: ymdt(refund.createdAt),
          }),
        ),
        approval,
      ];
    };

    app.post<{ Params: { partnerId: string } }>(
      `${base}/v2/reserve`,
      route,
      async (request, reply) => {
        const account = merchant(request, reply);
        if (!account) return reply;
        const body = parseJson(request.body);
        const payKey = str(body?.merchantPayKey, 64);
        const userKey = str(body?.merchantUserKey, 64);
        const name = str(body?.productName);
        const count = whole(body?.productCount);
        const total = whole(body?.totalPayAmount);
        const taxed = whole(body?.taxScopeAmount);
        const exempt = whole(body?.taxExScopeAmount);
        const returnUrl =
          typeof body?.returnUrl === 'string' && /^https?:\/\//.test(body.returnUrl)
            ? body.returnUrl
            : null;
        // The reference's required fields; the taxed and tax-free parts must add up to the total.
        if (
          body?.modelVersion !== '2' ||
          !payKey ||
          !userKey ||
          !name ||
          !count ||
          !total ||
          taxed === null ||
          exempt === null ||
          taxed + exempt !== total ||
          !returnUrl
        ) {
          return refuse(reply, errors.params);
        }
        const requestKey = idempotencyKey(request);
        const reserveKey = requestKey ? `${account.tenantId}:${requestKey}` : undefined;
        if (reserveKey) {
          const earlier = await kit.store.findByData(key, 'reserveKey', reserveKey);
          if (earlier) return success(reply, { reserveId: earlier.id });
        }
        const now = kit.now();
        const payment = await kit.store.insertPayment({
          id: randomId(`${day(now)}NR`, 10, '0123456789'),
          provider: key,
          tenantId: account.tenantId,
          merchantRef: payKey,
          amountMinor: total,
          currency: 'KRW',
          description: name,
          notifyUrl: null,
          returnUrl,
          data: {
            merchantUserKey: userKey,
            productName: name,
            returnUrl,
            paymentId: npId(now),
            ...(reserveKey ? { reserveKey } : {}),
          } satisfies Reserve,
        });
        return success(reply, { reserveId: payment.id });
      },
    );

    app.post<{ Params: { partnerId: string } }>(
      `${base}/v2.2/apply/payment`,
      route,
      async (request, reply) => {
        const account = merchant(request, reply);
        if (!account) return reply;
        const paymentId = str(parseForm(request.body).get('paymentId'), 64);
        const payment = await byPaymentId(account.tenantId, paymentId);
        if (!payment) return refuse(reply, errors.payment);
        const requestKey = idempotencyKey(request);
        const answer = (p: EmulatorPayment) =>
          success(reply, { paymentId: reserveOf(p).paymentId, detail: approvalLine(p) });
        if (payment.status === 'succeeded') {
          // The same approve again (its idempotency key): the first answer; otherwise refused.
          const earlier = reserveOf(payment).applyKey;
          return requestKey && earlier === requestKey
            ? answer(payment)
            : refuse(reply, errors.done);
        }
        const now = kit.now();
        const approved = await kit.changeStatus(payment, ['authorized'], 'succeeded', {
          payHistId: reserveOf(payment).paymentId,
          approvedAt: ymdt(now),
          ...(requestKey ? { applyKey: requestKey } : {}),
        });
        if (!approved) return refuse(reply, errors.notAuthorized);
        return answer(approved);
      },
    );

    app.post<{ Params: { partnerId: string } }>(
      `${base}/v2.2/list/history`,
      route,
      async (request, reply) => {
        const account = merchant(request, reply);
        if (!account) return reply;
        const body = parseJson(request.body);
        const paymentId = str(body?.paymentId, 64);
        const period = [str(body?.startTime, 14), str(body?.endTime, 14)];
        if (paymentId) {
          const payment = await byPaymentId(account.tenantId, paymentId);
          const list = payment ? await linesOf(payment) : [];
          return success(reply, {
            responseCount: list.length,
            totalCount: list.length,
            totalPageCount: 1,
            currentPageNumber: 1,
            list,
          });
        }
        // By period: every line of the merchant's payments whose time is in [startTime, endTime]
        // (yyyyMMddHHmmss compare as text), newest first, one page (the emulator's trade is small).
        const [start, end] = period;
        if (!start || !end || !/^\d{14}$/.test(start) || !/^\d{14}$/.test(end)) {
          return refuse(reply, errors.params);
        }
        const mine = (await kit.store.recent(1000)).filter(
          (p) => p.provider === key && p.tenantId === account.tenantId,
        );
        const list = (await Promise.all(mine.map(linesOf)))
          .flat()
          .filter((line) => line.admissionYmdt >= start && line.admissionYmdt <= end);
        return success(reply, {
          responseCount: list.length,
          totalCount: list.length,
          totalPageCount: 1,
          currentPageNumber: 1,
          list,
        });
      },
    );

    app.post<{ Params: { partnerId: string } }>(
      `${base}/v1/cancel`,
      route,
      async (request, reply) => {
        const account = merchant(request, reply);
        if (!account) return reply;
        const form = parseForm(request.body);
        const payment = await byPaymentId(account.tenantId, str(form.get('paymentId'), 64));
        if (!payment) return refuse(reply, errors.payment);
        const amount = /^\d{1,12}$/.test(form.get('cancelAmount') ?? '')
          ? Number(form.get('cancelAmount'))
          : null;
        const requester = form.get('cancelRequester');
        if (!amount || !str(form.get('cancelReason')) || (requester !== '1' && requester !== '2')) {
          return refuse(reply, errors.params);
        }
        const now = kit.now();
        const done = await kit.refund({
          payment,
          refundId: npId(now),
          amountMinor: amount,
          // X-NaverPay-Idempotency-Key: a retried cancel is answered with the first one.
          ...(idempotencyKey(request) ? { requestKey: idempotencyKey(request)! } : {}),
        });
        if (done.kind === 'refused') {
          return refuse(reply, done.reason === 'too-much' ? errors.cancel : errors.notPaid);
        }
        const after = (await kit.store.find(key, payment.id)) ?? payment;
        const rest = after.amountMinor - after.refundedMinor;
        return success(reply, {
          paymentId: reserveOf(payment).paymentId,
          payHistId: done.refund.id,
          primaryPayMeans: 'CARD',
          primaryPayCancelAmount: done.refund.amountMinor,
          primaryPayRestAmount: rest,
          npointCancelAmount: 0,
          npointRestAmount: 0,
          giftCardCancelAmount: 0,
          giftCardRestAmount: 0,
          taxScopeAmount: done.refund.amountMinor,
          taxExScopeAmount: 0,
          environmentDepositAmount: 0,
          cancelYmdt: ymdt(done.refund.createdAt),
          totalRestAmount: rest,
        });
      },
    );
  },

  // The 결제형 API notifies nothing: apply, history and cancel are all the merchant hears.
  notifications: () => [],
  acknowledged: (response) => response.status === 200,

  returnStep(payment) {
    const r = reserveOf(payment);
    const url = new URL(r.returnUrl);
    // Paid on the page: back with the paymentId to approve. Otherwise resultCode Fail and why:
    // userCancel (the payer closed the page), OwnerAuthFail (NaverPay refused the payer's means).
    if (payment.status === 'authorized' || payment.status === 'succeeded') {
      url.searchParams.set('resultCode', 'Success');
      url.searchParams.set('paymentId', r.paymentId);
    } else if (payment.status === 'cancelled' || payment.status === 'failed') {
      url.searchParams.set('resultCode', 'Fail');
      url.searchParams.set(
        'resultMessage',
        payment.status === 'cancelled' ? 'userCancel' : 'OwnerAuthFail',
      );
    } else {
      return null;
    }
    return { kind: 'link', url: url.toString() };
  },
};
