import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  fromPayermaxAmount,
  toPayermaxAmount,
} from '@topup/server/modules/payments/providers/payermax/amounts';
import type { PayermaxCredentials } from '@topup/server/modules/payments/providers/payermax/credentials';
import { toPrivateKey } from '@topup/server/modules/payments/provider-kit/rsa-sha256';
import { signBody, verifyBody } from '@topup/server/modules/payments/providers/payermax/signature';
import type { OutgoingNotification, ProviderEmulator } from '../kit/emulator.ts';
import { cachedRsaPair, publicKeyOf } from '../kit/rsa-keys.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import { randomId, type EmulatorPayment } from '../kit/store.ts';

// PayerMax as the store's protocol module calls it (payments/providers/payermax): signed JSON
// gateway calls (orderAndPay, orderQuery, refund) in the envelope { version, keyVersion,
// requestTime, appId, merchantNo, data }, each answer and notification signed by PayerMax, the
// cashier page, PAYMENT and REFUND notifications until the merchant answers code SUCCESS.
// SHA256WithRSA over the raw body in the `sign` header both ways
// (https://docs.payermax.com/en/doc-center/developer/signature-rules.html): the emulator checks
// the merchant's signature with the public half of the brand's key (what a merchant uploads to
// PayerMax) and signs with PayerMax's platform key, whose public half is the brand's
// platformPublicKey. Field names and examples: the module's messages.ts and fixtures/README.md.

const key = 'payermax';
const base = '/emulator/payermax';
const route = { config: { tenancy: false }, schema: { hide: true } } as const;

/**
 * The brand's account as the emulator keeps it: the protocol's credential fields, plus PayerMax's
 * own platform private key (an extra field the protocol ignores; PayerMax keeps it, not the brand).
 */
export type PayermaxAccount = PayermaxCredentials & { platformPrivateKey?: string };

/** The merchant key's public half: what the merchant uploaded, derived from the brand's key. */
function merchantPublicKey(account: PayermaxAccount): string | null {
  return publicKeyOf(() => toPrivateKey(account.privateKey));
}

// Codes of https://docs.payermax.com/en/doc-center/appendix/collection/transaction-status.html
// (and the orderAndPay reference's error table).
const refusals = {
  sign: ['SIGN_VERIFY_FAILED', 'The signature verify failed.'],
  merchant: ['MERCHANT_INVALID', 'The merchant has been offline.'],
  time: ['REQ_TIME_OVER_TIME', 'requestTime effective in two minutes'],
  params: ['PARAMS_INVALID', 'Request parameters are invalid.'],
  amount: ['AMOUNT_INVALID', 'Amount is incorrect.'],
  currency: ['CURRENCY_INVALID', 'currency is invalid,because currency is not defined.'],
  // UNCONFIRMED: the codes for an unknown order and a refund PayerMax cannot make; the module
  // treats any business refusal alike (no such payment, refund failed).
  noOrder: ['ORDER_NOT_EXIST', 'Order does not exist.'],
  noRefund: ['REFUND_NOT_ALLOWED', 'The order cannot be refunded.'],
} as const;

type Envelope = {
  version?: unknown;
  requestTime?: unknown;
  appId?: unknown;
  merchantNo?: unknown;
  data?: unknown;
};

function parse(text: unknown): Envelope | null {
  try {
    const json = JSON.parse(typeof text === 'string' ? text : '') as unknown;
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Envelope) : null;
  } catch {
    return null;
  }
}

/** PayerMax's payment statuses: SUCCESS, PENDING, FAILED, CLOSED ("Get Payment Result"). */
function statusOf(payment: EmulatorPayment): 'SUCCESS' | 'PENDING' | 'FAILED' | 'CLOSED' {
  if (payment.status === 'succeeded') return 'SUCCESS';
  if (payment.status === 'failed') return 'FAILED';
  if (payment.status === 'cancelled') return 'CLOSED';
  return 'PENDING';
}

type Trade = { country: string | null; userId: string; completeTime?: string };
const tradeOf = (payment: EmulatorPayment) => payment.data as Trade;

/** The amount as PayerMax writes it in its JSON (a number: `"totalAmount": 9.99`). */
const amountNumber = (minor: number, currency: string) =>
  Number(toPayermaxAmount(minor, currency) ?? '0');

function tradeData(payment: EmulatorPayment) {
  const trade = tradeOf(payment);
  return {
    outTradeNo: payment.merchantRef,
    tradeToken: payment.id,
    totalAmount: amountNumber(payment.amountMinor, payment.currency),
    currency: payment.currency,
    ...(trade.country ? { country: trade.country } : {}),
    status: statusOf(payment),
    ...(trade.completeTime ? { completeTime: trade.completeTime } : {}),
    paymentDetails: [],
  };
}

/** "T" and digits, like T2019051408217377899667. */
const tradeToken = (at: Date) =>
  randomId(`T${at.toISOString().slice(0, 10).replaceAll('-', '')}`, 14, '0123456789');

export const payermaxEmulator: ProviderEmulator<PayermaxAccount> = {
  key,
  name: 'PayerMax',

  // The merchant key pair is the process's one for this provider (kit/rsa-keys.ts, "one merchant
  // pair"): brands are told apart by their own ids, generated here.
  generateCredentials() {
    const merchant = cachedRsaPair('payermax:merchant');
    const platformPair = cachedRsaPair('payermax:platform');
    return {
      // Like P01010118640464 and 5a48dcf440074021b87d4ef901bf9629 in PayerMax's examples.
      merchantNo: randomId('P', 14, '0123456789'),
      appId: randomId('', 32, '0123456789abcdef'),
      privateKey: merchant.privateKey,
      platformPublicKey: platformPair.publicKey,
      platformPrivateKey: platformPair.privateKey,
    };
  },

  routes(app: FastifyInstance, kit: EmulatorKit<PayermaxAccount>) {
    /** Every answer is signed by PayerMax, like its notifications. */
    const send = (
      reply: FastifyReply,
      account: PayermaxAccount | null,
      answer: { code: string; msg: string; data?: Record<string, unknown> },
    ) => {
      const body = JSON.stringify(answer);
      reply.type('application/json');
      if (account?.platformPrivateKey) {
        reply.header('sign', signBody(body, account.platformPrivateKey));
      }
      return reply.send(body);
    };
    const refuse = (
      reply: FastifyReply,
      account: PayermaxAccount | null,
      [code, msg]: readonly [string, string],
    ) => send(reply, account, { code, msg });

    /** The merchant and its request data, or the refusal already sent. */
    async function merchantCall(
      raw: unknown,
      sign: string | undefined,
      reply: FastifyReply,
    ): Promise<{
      tenantId: string;
      account: PayermaxAccount;
      data: Record<string, unknown>;
    } | null> {
      const envelope = parse(raw);
      if (!envelope) {
        await refuse(reply, null, refusals.params);
        return null;
      }
      const found = kit.findAccount(
        (c) => c.merchantNo === envelope.merchantNo && c.appId === envelope.appId,
      );
      if (!found) {
        await refuse(reply, null, refusals.merchant);
        return null;
      }
      const account = found.credentials;
      const publicKey = merchantPublicKey(account);
      if (!sign || !publicKey || !verifyBody(String(raw), sign, publicKey)) {
        await refuse(reply, account, refusals.sign);
        return null;
      }
      // "requestTime: rfc3339 ... within two minutes of now".
      const sent =
        typeof envelope.requestTime === 'string' ? Date.parse(envelope.requestTime) : NaN;
      if (!Number.isFinite(sent) || Math.abs(kit.now().getTime() - sent) > 120_000) {
        await refuse(reply, account, refusals.time);
        return null;
      }
      const data = envelope.data;
      if (!data || typeof data !== 'object' || Array.isArray(data)) {
        await refuse(reply, account, refusals.params);
        return null;
      }
      return { tenantId: found.tenantId, account, data: data as Record<string, unknown> };
    }

    const signOf = (headers: Record<string, string | string[] | undefined>) => {
      const value = headers['sign'];
      return Array.isArray(value) ? value[0] : value;
    };
    const text = (value: unknown, max: number) =>
      typeof value === 'string' && value.trim().length > 0 && value.length <= max ? value : null;
    const httpUrl = (value: unknown) =>
      typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) ? value : null;

    // orderAndPay (Hosted_Checkout): the cashier page for the order.
    app.post(`${base}/orderAndPay`, route, async (request, reply) => {
      const call = await merchantCall(request.body, signOf(request.headers), reply);
      if (!call) return reply;
      const { account, data, tenantId } = call;
      const outTradeNo = text(data.outTradeNo, 64);
      const currency = typeof data.currency === 'string' ? data.currency : '';
      const notifyUrl = httpUrl(data.notifyUrl);
      const frontCallbackUrl = httpUrl(data.frontCallbackUrl);
      if (!outTradeNo || !notifyUrl || !frontCallbackUrl || !text(data.userId, 64)) {
        return refuse(reply, account, refusals.params);
      }
      if (!/^[A-Z]{3}$/.test(currency)) return refuse(reply, account, refusals.currency);
      const amountMinor = fromPayermaxAmount(data.totalAmount, currency);
      // An amount PayerMax cannot express in the currency's decimals is refused, not rounded.
      if (
        amountMinor === null ||
        amountMinor <= 0 ||
        toPayermaxAmount(amountMinor, currency) === null
      ) {
        return refuse(reply, account, refusals.amount);
      }
      // "Order Repeat Check": the same order number returns the cashier while it is pending.
      const seen = await kit.store.findByRef(key, tenantId, outTradeNo);
      let payment = seen;
      if (seen && statusOf(seen) !== 'PENDING') return refuse(reply, account, refusals.params);
      if (!payment) {
        payment = await kit.store.insertPayment({
          id: tradeToken(kit.now()),
          provider: key,
          tenantId,
          merchantRef: outTradeNo,
          amountMinor,
          currency,
          description: text(data.subject, 256) ?? '',
          notifyUrl,
          returnUrl: frontCallbackUrl,
          data: {
            country: typeof data.country === 'string' ? data.country : null,
            userId: String(data.userId),
          } satisfies Trade,
        });
        request.log.info({ provider: key, paymentId: payment.id }, 'emulator payermax order');
      }
      return send(reply, account, {
        code: 'APPLY_SUCCESS',
        msg: 'Success.',
        data: {
          // The cashier on PayerMax's own host (here: where the merchant called).
          redirectUrl: `${kit.apiBase}/checkout/${encodeURIComponent(payment.id)}`,
          outTradeNo: payment.merchantRef,
          tradeToken: payment.id,
          status: statusOf(payment),
        },
      });
    });

    // orderQuery (OrderQueryRequest.java: outTradeNo).
    app.post(`${base}/orderQuery`, route, async (request, reply) => {
      const call = await merchantCall(request.body, signOf(request.headers), reply);
      if (!call) return reply;
      const outTradeNo = text(call.data.outTradeNo, 64);
      const payment = outTradeNo && (await kit.store.findByRef(key, call.tenantId, outTradeNo));
      if (!payment) return refuse(reply, call.account, refusals.noOrder);
      return send(reply, call.account, {
        code: 'APPLY_SUCCESS',
        msg: 'Success.',
        data: tradeData(payment),
      });
    });

    // refund (RefundRequest.java): once per outRefundNo.
    app.post(`${base}/refund`, route, async (request, reply) => {
      const call = await merchantCall(request.body, signOf(request.headers), reply);
      if (!call) return reply;
      const { account, data } = call;
      const outRefundNo = text(data.outRefundNo, 64);
      const outTradeNo = text(data.outTradeNo, 64);
      if (!outRefundNo || !outTradeNo) return refuse(reply, account, refusals.params);
      const payment = await kit.store.findByRef(key, call.tenantId, outTradeNo);
      if (!payment) return refuse(reply, account, refusals.noOrder);
      if (data.refundCurrency !== payment.currency) {
        return refuse(reply, account, refusals.currency);
      }
      const amountMinor = fromPayermaxAmount(data.refundAmount, payment.currency);
      if (amountMinor === null) return refuse(reply, account, refusals.amount);
      const refundTradeNo = randomId(
        `R${kit.now().toISOString().slice(0, 10).replaceAll('-', '')}`,
        14,
        '0123456789',
      );
      // The merchant's refund number travels with the refund's notification.
      await kit.store.patchData(
        payment.id,
        { [`outRefundNo:${refundTradeNo}`]: outRefundNo },
        kit.now(),
      );
      const result = await kit.refund({
        payment,
        refundId: refundTradeNo,
        amountMinor,
        requestKey: outRefundNo,
      });
      if (result.kind === 'refused') {
        return refuse(
          reply,
          account,
          result.reason === 'too-much' ? refusals.amount : refusals.noRefund,
        );
      }
      request.log.info({ provider: key, paymentId: payment.id }, 'emulator payermax refund');
      return send(reply, account, {
        code: 'APPLY_SUCCESS',
        msg: 'Success.',
        data: {
          outRefundNo,
          refundTradeNo: result.refund.id,
          tradeOrderNo: payment.id,
          // Accepted now, finished by the REFUND notification (RefundResponse.java).
          status: 'REFUND_PENDING',
        },
      });
    });
  },

  notifications(payment, event, account): OutgoingNotification[] {
    const signer = account.credentials.platformPrivateKey;
    if (!payment.notifyUrl || !signer) return [];
    const envelope = {
      appId: account.credentials.appId,
      keyVersion: '1',
      merchantNo: account.credentials.merchantNo,
      notifyTime: payment.updatedAt.toISOString(),
    };
    let body: string;
    if (event.type === 'status') {
      // PayerMax notifies final results; a pending trade is only queried.
      const status = statusOf(payment);
      if (status === 'PENDING') return [];
      const [code, msg] =
        status === 'SUCCESS'
          ? ['APPLY_SUCCESS', 'Success.']
          : status === 'FAILED'
            ? ['PAYMENT_FAILED', 'Payment failed.']
            : ['ORDER_CLOSED', 'Order closed.'];
      const data = tradeData(payment);
      body = JSON.stringify({
        ...envelope,
        code,
        msg,
        notifyType: 'PAYMENT',
        data: status === 'SUCCESS' ? { ...data, completeTime: envelope.notifyTime } : data,
      });
    } else if (event.type === 'refund') {
      const outRefundNo = (payment.data as Record<string, unknown>)[
        `outRefundNo:${event.refundId}`
      ];
      body = JSON.stringify({
        ...envelope,
        code: 'APPLY_SUCCESS',
        msg: 'Success.',
        notifyType: 'REFUND',
        data: {
          ...(typeof outRefundNo === 'string' ? { outRefundNo } : {}),
          outTradeNo: payment.merchantRef,
          refundTradeNo: event.refundId,
          tradeToken: payment.id,
          refundAmount: toPayermaxAmount(event.amountMinor, payment.currency),
          refundCurrency: payment.currency,
          refundFinishTime: envelope.notifyTime,
          status: 'REFUND_SUCCESS',
        },
      });
    } else {
      // The protocol module knows no PayerMax dispute notification: a chargeback made in the
      // console stays there.
      return [];
    }
    return [
      {
        url: payment.notifyUrl,
        headers: { 'content-type': 'application/json', sign: signBody(body, signer) },
        body,
      },
    ];
  },

  // "code SUCCESS" (callback-notification); anything else is resent.
  acknowledged(response) {
    if (response.status < 200 || response.status >= 300) return false;
    try {
      return (JSON.parse(response.body) as { code?: unknown }).code === 'SUCCESS';
    } catch {
      return false;
    }
  },

  returnStep(payment) {
    // "The following parameters are spliced after frontCallBackUrl: outTradeNo, tradeToken,
    // status" (docs-v2.payermax.com .../result-notifications/back-to-prev-page).
    if (!payment.returnUrl) return null;
    const url = new URL(payment.returnUrl);
    url.searchParams.set('outTradeNo', payment.merchantRef);
    url.searchParams.set('tradeToken', payment.id);
    url.searchParams.set('status', statusOf(payment));
    return { kind: 'link', url: url.toString() };
  },
};
