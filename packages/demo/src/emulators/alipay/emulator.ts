import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  fromAntomAmount,
  toAntomAmount,
} from '@topup/server/modules/payments/providers/alipay/amounts';
import type { AlipayCredentials } from '@topup/server/modules/payments/providers/alipay/credentials';
import {
  contentToSign,
  readSignatureHeader,
  signContent,
  signatureHeader,
  verifyContent,
} from '@topup/server/modules/payments/providers/alipay/signature';
import { toPrivateKey } from '@topup/server/modules/payments/provider-kit/rsa-sha256';
import type { OutgoingNotification, ProviderEmulator } from '../kit/emulator.ts';
import { cachedRsaPair, publicKeyOf } from '../kit/rsa-keys.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import { randomId, type EmulatorPayment } from '../kit/store.ts';

// Antom (Alipay global, "AMS") as the store's protocol module calls it
// (payments/providers/alipay): pay (CASHIER_PAYMENT) answering normalUrl, inquiryPayment, refund;
// notifyPayment and notifyRefund to the merchant. Every call is signed both ways with RSA256 over
// `POST <path>\n<Client-Id>.<Request-Time | Response-Time>.<body>`
// (https://docs.antom.com/ac/ams/digital_signature): the emulator checks the merchant's signature
// with the public half of the brand's key (what the merchant uploads to the Antom Dashboard) and
// signs answers and notifications with Antom's key, whose public half is the brand's
// alipayPublicKey. Fields: https://docs.antom.com/ac/ams/payment_cashier (pay),
// .../paymentri_online (inquiryPayment), .../refund_online (refund), .../paymentrn_online
// (notifyPayment), .../notify_refund (notifyRefund); the module's messages.ts and fixtures.

const key = 'alipay';
const base = '/emulator/alipay';
const route = { config: { tenancy: false }, schema: { hide: true } } as const;
const paths = {
  pay: `${base}/ams/api/v1/payments/pay`,
  inquiry: `${base}/ams/api/v1/payments/inquiryPayment`,
  refund: `${base}/ams/api/v1/payments/refund`,
} as const;

/**
 * The brand's account as the emulator keeps it: the protocol's credential fields, plus Antom's own
 * private key (an extra field the protocol never reads; Antom keeps it, not the merchant).
 */
export type AlipayAccount = AlipayCredentials & { antomPrivateKey?: string };

function merchantPublicKey(account: AlipayAccount): string | null {
  return publicKeyOf(() => toPrivateKey(account.privateKey));
}

/** Antom's time format: ISO 8601 with the offset ("2019-11-27T12:01:01+08:00"). */
const antomTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** paymentId / refundId: 35 digits starting with the date, like 20191127190741010007000000000000000. */
const antomId = (at: Date) =>
  randomId(at.toISOString().slice(0, 10).replaceAll('-', ''), 27, '0123456789');

type Result = { resultCode: string; resultStatus: 'S' | 'F' | 'U'; resultMessage: string };
const result = (resultCode: string, resultStatus: Result['resultStatus'], resultMessage: string) =>
  ({ resultCode, resultStatus, resultMessage }) satisfies Result;

// Result codes of the API reference's tables (pay, inquiryPayment, refund: "Result/Error codes").
const failures = {
  signature: result('INVALID_SIGNATURE', 'F', 'The signature is invalid.'),
  client: result('INVALID_CLIENT_STATUS', 'F', 'The client status is invalid.'),
  params: result('PARAM_ILLEGAL', 'F', 'Illegal parameters.'),
  repeat: result(
    'REPEAT_REQ_INCONSISTENT',
    'F',
    'The amount or currency is different from the previous request.',
  ),
  currency: result('CURRENCY_NOT_SUPPORT', 'F', 'The currency is not supported.'),
  noOrder: result('ORDER_NOT_EXIST', 'F', 'The order does not exist.'),
  notPaid: result('ORDER_STATUS_INVALID', 'F', 'The order status is invalid.'),
  tooMuch: result(
    'REFUND_AMOUNT_EXCEED',
    'F',
    'The total refund amount exceeds the payment amount.',
  ),
} as const;

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 64): string | null =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;
const amountOf = (v: unknown) => (isObject(v) ? fromAntomAmount(v) : null);

function parse(text: unknown): Body | null {
  try {
    const json = JSON.parse(typeof text === 'string' ? text : '') as unknown;
    return isObject(json) ? json : null;
  } catch {
    return null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Antom's paymentStatus for the emulator's state ("inquiryPayment": SUCCESS, FAIL, PROCESSING, CANCELLED). */
function paymentStatusOf(payment: EmulatorPayment): string {
  if (payment.status === 'succeeded') return 'SUCCESS';
  if (payment.status === 'failed') return 'FAIL';
  if (payment.status === 'cancelled') return 'CANCELLED';
  return 'PROCESSING';
}

type Trade = { antomAmount: { currency: string; value: string }; createdAt: string };
const tradeOf = (payment: EmulatorPayment) => payment.data as Trade;

/** What a refund id was asked under (refundRequestId), kept with the payment for notifyRefund. */
type RefundRequests = Record<string, string>;
const refundRequestsOf = (payment: EmulatorPayment) =>
  ((payment.data as { refundRequests?: RefundRequests }).refundRequests ?? {}) as RefundRequests;

export const alipayEmulator: ProviderEmulator<AlipayAccount> = {
  key,
  name: 'Antom (Alipay)',

  // The merchant key pair is the process's one for this provider (kit/rsa-keys.ts, "one merchant
  // pair"): brands are told apart by their own ids, generated here.
  generateCredentials() {
    const merchant = cachedRsaPair('alipay:merchant');
    const antomPair = cachedRsaPair('alipay:antom');
    return {
      // The Dashboard's client ids look like SANDBOX_5YBZ1B2ZEN8C03362 in sandbox.
      clientId: randomId('SANDBOX_', 17),
      privateKey: merchant.privateKey,
      alipayPublicKey: antomPair.publicKey,
      antomPrivateKey: antomPair.privateKey,
    };
  },

  routes(app: FastifyInstance, kit: EmulatorKit<AlipayAccount>) {
    /** Every answer is signed by Antom: Client-Id, Response-Time and Signature headers. */
    const answer = (
      reply: FastifyReply,
      request: FastifyRequest,
      account: AlipayAccount | null,
      body: Body & { result: Result },
      status = 200,
    ) => {
      const text = JSON.stringify(body);
      reply.code(status).type('application/json; charset=UTF-8');
      if (account?.antomPrivateKey) {
        const time = antomTime(kit.now());
        const path = (request.raw.url ?? '').split('?')[0]!;
        reply
          .header('client-id', account.clientId)
          .header('response-time', time)
          .header(
            'signature',
            signatureHeader(
              signContent(
                contentToSign('POST', path, account.clientId, time, text),
                account.antomPrivateKey,
              ),
            ),
          );
      }
      return reply.send(text);
    };

    /**
     * The merchant behind a call: its Client-Id, and its RSA256 signature over the request
     * checked with the public key it uploaded. Null after answering the refusal.
     */
    const merchant = (request: FastifyRequest, reply: FastifyReply) => {
      const clientId = header(request, 'client-id');
      const time = header(request, 'request-time');
      const signature = readSignatureHeader(header(request, 'signature'));
      const account = clientId ? kit.findAccount((c) => c.clientId === clientId) : null;
      if (!account) {
        void answer(reply, request, null, { result: failures.client }, 401);
        return null;
      }
      const publicKey = merchantPublicKey(account.credentials);
      const path = (request.raw.url ?? '').split('?')[0]!;
      const raw = typeof request.body === 'string' ? request.body : '';
      if (
        !time ||
        !signature ||
        !publicKey ||
        !verifyContent(contentToSign('POST', path, clientId!, time, raw), signature, publicKey)
      ) {
        void answer(reply, request, null, { result: failures.signature }, 401);
        return null;
      }
      const body = parse(raw);
      if (!body) {
        void answer(reply, request, account.credentials, { result: failures.params }, 400);
        return null;
      }
      return { account, body };
    };

    const paymentFields = (payment: EmulatorPayment) => ({
      paymentRequestId: payment.merchantRef,
      paymentId: payment.id,
      paymentAmount: tradeOf(payment).antomAmount,
      paymentCreateTime: tradeOf(payment).createdAt,
    });

    app.post(paths.pay, route, async (request, reply) => {
      const call = merchant(request, reply);
      if (!call) return reply;
      const { account, body } = call;
      const order = isObject(body.order) ? body.order : {};
      const method = isObject(body.paymentMethod) ? body.paymentMethod : {};
      const paymentRequestId = str(body.paymentRequestId);
      const money = amountOf(body.paymentAmount);
      const notifyUrl = str(body.paymentNotifyUrl, 2048);
      const redirectUrl = str(body.paymentRedirectUrl, 2048);
      const methodType = str(method.paymentMethodType);
      // pay (CASHIER_PAYMENT): productCode, paymentRequestId, order, paymentAmount,
      // paymentMethod.paymentMethodType and paymentRedirectUrl are required.
      if (
        body.productCode !== 'CASHIER_PAYMENT' ||
        !paymentRequestId ||
        !money ||
        money.amountMinor <= 0 ||
        !redirectUrl ||
        !methodType ||
        !/^[A-Z0-9_]+$/.test(methodType) ||
        !str(order.referenceOrderId) ||
        !isObject(body.env)
      ) {
        return answer(reply, request, account.credentials, { result: failures.params });
      }
      const antomAmount = body.paymentAmount as Trade['antomAmount'];
      // "paymentRequestId ... used for idempotence control": the same request is the same
      // payment; a different amount under it is REPEAT_REQ_INCONSISTENT.
      const seen = await kit.store.findByRef(key, account.tenantId, paymentRequestId);
      if (seen) {
        if (seen.amountMinor !== money.amountMinor || seen.currency !== money.currency) {
          return answer(reply, request, account.credentials, { result: failures.repeat });
        }
      }
      const now = kit.now();
      const payment =
        seen ??
        (await kit.store.insertPayment({
          id: antomId(now),
          provider: key,
          tenantId: account.tenantId,
          merchantRef: paymentRequestId,
          amountMinor: money.amountMinor,
          currency: money.currency,
          description: typeof order.orderDescription === 'string' ? order.orderDescription : '',
          notifyUrl,
          returnUrl: /^https?:\/\//.test(redirectUrl) ? redirectUrl : null,
          data: { antomAmount, createdAt: antomTime(now), methodType } satisfies Trade & {
            methodType: string;
          },
        }));
      // "PAYMENT_IN_PROCESS ... redirect the user to normalUrl" (pay, Response parameters).
      return answer(reply, request, account.credentials, {
        result: result('PAYMENT_IN_PROCESS', 'U', 'payment in process'),
        ...paymentFields(payment),
        normalUrl: `${kit.baseUrl}${base}/checkout/${encodeURIComponent(payment.id)}`,
      });
    });

    app.post(paths.inquiry, route, async (request, reply) => {
      const call = merchant(request, reply);
      if (!call) return reply;
      const { account, body } = call;
      const requestId = str(body.paymentRequestId);
      const paymentId = str(body.paymentId);
      if (!requestId && !paymentId) {
        return answer(reply, request, account.credentials, { result: failures.params });
      }
      const found = paymentId
        ? await kit.store.find(key, paymentId)
        : await kit.store.findByRef(key, account.tenantId, requestId!);
      if (!found || found.tenantId !== account.tenantId) {
        return answer(reply, request, account.credentials, { result: failures.noOrder });
      }
      return answer(reply, request, account.credentials, {
        result: result('SUCCESS', 'S', 'Success'),
        ...paymentFields(found),
        paymentStatus: paymentStatusOf(found),
        ...(found.status === 'succeeded' ? { paymentTime: antomTime(found.updatedAt) } : {}),
      });
    });

    app.post(paths.refund, route, async (request, reply) => {
      const call = merchant(request, reply);
      if (!call) return reply;
      const { account, body } = call;
      const refundRequestId = str(body.refundRequestId);
      const paymentId = str(body.paymentId);
      const money = amountOf(body.refundAmount);
      if (!refundRequestId || !paymentId || !money) {
        return answer(reply, request, account.credentials, { result: failures.params });
      }
      const payment = await kit.store.find(key, paymentId);
      if (!payment || payment.tenantId !== account.tenantId) {
        return answer(reply, request, account.credentials, { result: failures.noOrder });
      }
      if (money.currency !== payment.currency) {
        return answer(reply, request, account.credentials, { result: failures.currency });
      }
      // refundRequestId is the idempotency key; its refund id goes with the payment so that
      // notifyRefund can name the request.
      const refundId = antomId(kit.now());
      await kit.store.patchData(
        payment.id,
        { refundRequests: { ...refundRequestsOf(payment), [refundId]: refundRequestId } },
        kit.now(),
      );
      const fresh = (await kit.store.find(key, payment.id)) ?? payment;
      const done = await kit.refund({
        payment: fresh,
        refundId,
        amountMinor: money.amountMinor,
        requestKey: refundRequestId,
      });
      if (done.kind === 'refused') {
        const why = {
          missing: failures.noOrder,
          'not-paid': failures.notPaid,
          'too-much': failures.tooMuch,
        }[done.reason];
        return answer(reply, request, account.credentials, { result: why });
      }
      const refund = done.refund;
      return answer(reply, request, account.credentials, {
        result: result('SUCCESS', 'S', 'Success'),
        refundRequestId,
        refundId: refund.id,
        paymentId: payment.id,
        refundAmount: toAntomAmount(refund.amountMinor, payment.currency) ?? body.refundAmount,
        refundTime: antomTime(refund.createdAt),
      });
    });
  },

  notifications(payment, event, { credentials }) {
    const notify = (data: Body): OutgoingNotification[] => {
      if (!payment.notifyUrl || !credentials.antomPrivateKey) return [];
      const body = JSON.stringify(data);
      const time = antomTime(new Date());
      let path: string;
      try {
        path = new URL(payment.notifyUrl).pathname;
      } catch {
        return [];
      }
      // Notifications are signed like requests, over the path of the merchant's notify URL
      // (WebhookTool.CheckSignature in alipay/global-open-sdk-go).
      const signature = signContent(
        contentToSign('POST', path, credentials.clientId, time, body),
        credentials.antomPrivateKey,
      );
      return [
        {
          url: payment.notifyUrl,
          headers: {
            'content-type': 'application/json; charset=UTF-8',
            'client-id': credentials.clientId,
            'request-time': time,
            signature: signatureHeader(signature),
          },
          body,
        },
      ];
    };
    const trade = tradeOf(payment);
    const common = {
      paymentRequestId: payment.merchantRef,
      paymentId: payment.id,
      paymentAmount: trade.antomAmount,
      paymentCreateTime: trade.createdAt,
    };
    if (event.type === 'status') {
      // notifyPayment, notifyType PAYMENT_RESULT: S when paid, F when not; nothing while the
      // player has not finished (PAYMENT_PENDING is for methods that settle later).
      if (event.status === 'succeeded') {
        return notify({
          notifyType: 'PAYMENT_RESULT',
          result: result('SUCCESS', 'S', 'success'),
          ...common,
          paymentTime: antomTime(payment.updatedAt),
        });
      }
      if (event.status === 'failed' || event.status === 'cancelled') {
        // UNCONFIRMED: the result code of a payer's cancellation (ORDER_IS_CLOSED here).
        return notify({
          notifyType: 'PAYMENT_RESULT',
          result:
            event.status === 'failed'
              ? result('USER_BALANCE_NOT_ENOUGH', 'F', 'user balance not enough')
              : result('ORDER_IS_CLOSED', 'F', 'order is closed'),
          ...common,
        });
      }
      return [];
    }
    if (event.type === 'refund') {
      // notifyRefund: refundStatus SUCCESS for the refundRequestId the merchant gave. A refund
      // made in the Dashboard (the emulator's console) has no merchant request; it is named the
      // way the store names its own (`<paymentRequestId>~R<16 hex>`), so the store can place it.
      const requestId =
        refundRequestsOf(payment)[event.refundId] ??
        `${payment.merchantRef}~R${event.refundId.slice(-16).toLowerCase()}`;
      return notify({
        notifyType: 'REFUND_RESULT',
        result: result('SUCCESS', 'S', 'success'),
        refundStatus: 'SUCCESS',
        refundRequestId: requestId,
        refundId: event.refundId,
        refundAmount: toAntomAmount(event.amountMinor, payment.currency),
        refundTime: antomTime(new Date()),
      });
    }
    // notifyDispute: the dispute judged against the merchant ("ACCEPT_BY_MERCHANT: deduct from
    // the merchant settlement account"), the chargeback's money.
    const disputed = toAntomAmount(event.amountMinor, payment.currency);
    return notify({
      disputeNotificationType: 'DISPUTE_JUDGED',
      disputeId: event.refundId,
      paymentRequestId: payment.merchantRef,
      paymentId: payment.id,
      disputeTime: antomTime(new Date()),
      disputeAmount: disputed,
      disputeJudgedTime: antomTime(new Date()),
      disputeJudgedAmount: disputed,
      disputeJudgedResult: 'ACCEPT_BY_MERCHANT',
      disputeReasonCode: '4853',
    });
  },

  // "The merchant must return resultCode SUCCESS ... otherwise Antom resends" (notifyPayment,
  // Response parameters); the protocol's answer('accepted').
  acknowledged(response) {
    if (response.status !== 200) return false;
    try {
      const json = JSON.parse(response.body) as { result?: Partial<Result> };
      return json.result?.resultStatus === 'S' && json.result.resultCode === 'SUCCESS';
    } catch {
      return false;
    }
  },

  returnStep(payment) {
    // Antom sends the buyer to paymentRedirectUrl as given, without parameters (pay,
    // paymentRedirectUrl); the merchant asks inquiryPayment or waits for notifyPayment.
    return payment.returnUrl ? { kind: 'link', url: payment.returnUrl } : null;
  },
};
