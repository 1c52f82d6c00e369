import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { fromAdyenAmount } from '@topup/server/modules/payments/providers/adyen/amounts';
import type { AdyenCredentials } from '@topup/server/modules/payments/providers/adyen/credentials';
import { ADYEN_CHECKOUT_VERSION } from '@topup/server/modules/payments/providers/adyen/protocol';
import type { EmulatorAccount } from '../kit/emulator.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import type { EmulatorPayment } from '../kit/store.ts';
import { errors, invalid, jsonBody, sendError } from './errors.ts';
import { paymentsOf, resultCodeOf } from './session-view.ts';
import {
  newModificationPsp,
  newPaymentCore,
  pspOfSession,
  sessionData,
  sessionIdOf,
  sessionOfResult,
} from './tokens.ts';

// The server-to-server part of Adyen's Checkout API v71 that the protocol module calls
// (payments/providers/adyen/protocol.ts), at the same paths under /emulator/adyen/v71:
// POST /sessions, GET /sessions/{id}?sessionResult=…, POST /payments/{pspReference}/refunds.
// Authentication: the `X-API-Key` header (https://docs.adyen.com/development-resources/api-credentials).

const route = { config: { tenancy: false }, schema: { hide: true } } as const;
const base = `/emulator/adyen/${ADYEN_CHECKOUT_VERSION}`;
// Adyen sessions expire after one hour by default
// (https://docs.adyen.com/api-explorer/Checkout/71/post/sessions#request-expiresAt).
const SESSION_TTL_MS = 60 * 60 * 1000;

const amount = z.object({
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  value: z.int().check(z.nonnegative()),
});

/** CreateCheckoutSessionRequest, the fields the emulator reads (the rest pass unread). */
const sessionRequest = z.looseObject({
  merchantAccount: z.string().check(z.minLength(1)),
  amount,
  reference: z.string().check(z.minLength(1), z.maxLength(80)),
  returnUrl: z.url({ protocol: /^https?$/ }),
  countryCode: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  shopperLocale: z.optional(z.string().check(z.maxLength(35))),
  allowedPaymentMethods: z.optional(z.array(z.string().check(z.maxLength(64)))),
  lineItems: z.optional(z.array(z.looseObject({ description: z.optional(z.string()) }))),
});

/** PaymentRefundRequest. */
const refundRequest = z.looseObject({
  merchantAccount: z.string().check(z.minLength(1)),
  amount,
  reference: z.optional(z.string().check(z.maxLength(80))),
});

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The session answer (CreateCheckoutSessionResponse) of a payment row. */
export function sessionAnswer(payment: EmulatorPayment) {
  const d = payment.data;
  return {
    amount: d.amount,
    countryCode: d.countryCode,
    expiresAt: d.expiresAt,
    id: sessionIdOf(payment.id),
    merchantAccount: d.merchantAccount,
    mode: 'embedded',
    reference: payment.merchantRef,
    returnUrl: payment.returnUrl,
    sessionData: d.sessionData,
    shopperLocale: d.shopperLocale,
  };
}

export function apiRoutes(app: FastifyInstance, kit: EmulatorKit<AdyenCredentials>) {
  /** The merchant whose API key this is, or null (the caller gets 401). */
  const merchant = (request: FastifyRequest): EmulatorAccount<AdyenCredentials> | null => {
    const key = header(request, 'x-api-key');
    return key ? kit.findAccount((c) => c.apiKey === key) : null;
  };

  app.post(`${base}/sessions`, route, async (request, reply) => {
    const account = merchant(request);
    if (!account) return sendError(reply, errors.unauthorized);
    const parsed = sessionRequest.safeParse(jsonBody(request.body));
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path.join('.') ?? 'body';
      return sendError(reply, invalid(`Structure of CreateCheckoutSessionRequest: '${path}'`));
    }
    const body = parsed.data;
    if (body.merchantAccount !== account.credentials.merchantAccount) {
      return sendError(reply, errors.invalidMerchant);
    }
    const money = fromAdyenAmount(body.amount);
    if (!money) return sendError(reply, invalid('Invalid amount specified'));

    // The same Idempotency-Key gives the first answer again; with another request it is refused
    // (https://docs.adyen.com/development-resources/api-idempotency).
    const idempotencyKey = header(request, 'idempotency-key');
    if (idempotencyKey) {
      const earlier = await kit.store.findByRef('adyen', account.tenantId, body.reference);
      if (earlier && earlier.data.idempotencyKey === idempotencyKey) {
        const same =
          earlier.amountMinor === money.amountMinor && earlier.currency === money.currency;
        if (!same) return sendError(reply, errors.idempotencyConflict);
        return reply.code(201).send(sessionAnswer(earlier));
      }
    }

    const psp = newPaymentCore();
    const now = kit.now();
    // Adyen posts webhooks to the URL configured for the merchant account in its Customer Area;
    // the emulator's is the store's notify route on the origin the merchant called it from.
    const notifyUrl = `${request.protocol}://${request.host}/api/pay/notify/adyen/${encodeURIComponent(account.tenantId)}`;
    const payment = await kit.store.insertPayment({
      id: psp,
      provider: 'adyen',
      tenantId: account.tenantId,
      merchantRef: body.reference,
      amountMinor: money.amountMinor,
      currency: money.currency,
      description: body.lineItems?.[0]?.description ?? '',
      notifyUrl,
      returnUrl: body.returnUrl,
      data: {
        merchantAccount: body.merchantAccount,
        amount: body.amount,
        countryCode: body.countryCode ?? 'NL',
        shopperLocale: body.shopperLocale ?? 'en-US',
        allowedPaymentMethods: body.allowedPaymentMethods ?? [],
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
        sessionData: sessionData(account.credentials.hmacKey, sessionIdOf(psp)),
        ...(idempotencyKey ? { idempotencyKey } : {}),
      },
    });
    request.log.info({ tenantId: account.tenantId, psp }, 'adyen emulator session created');
    return reply.code(201).send(sessionAnswer(payment));
  });

  app.get<{ Params: { id: string }; Querystring: { sessionResult?: string } }>(
    `${base}/sessions/:id`,
    route,
    async (request, reply) => {
      const account = merchant(request);
      if (!account) return sendError(reply, errors.unauthorized);
      const psp = pspOfSession(request.params.id);
      const payment = psp && (await kit.store.find('adyen', psp));
      if (!payment || payment.tenantId !== account.tenantId) {
        return sendError(reply, errors.notFound);
      }
      // "sessionResult: Required" (https://docs.adyen.com/api-explorer/Checkout/71/get/sessions/(sessionId)).
      const named = sessionOfResult(account.credentials.hmacKey, request.query.sessionResult);
      if (named !== request.params.id) return sendError(reply, invalid('Invalid sessionResult'));
      return reply.send({
        id: request.params.id,
        reference: payment.merchantRef,
        status: sessionStatus(payment),
        payments: paymentsOf(payment),
      });
    },
  );

  app.post<{ Params: { psp: string } }>(
    `${base}/payments/:psp/refunds`,
    route,
    async (request, reply) => {
      const account = merchant(request);
      if (!account) return sendError(reply, errors.unauthorized);
      const parsed = refundRequest.safeParse(jsonBody(request.body));
      if (!parsed.success) return sendError(reply, invalid('Structure of PaymentRefundRequest'));
      const body = parsed.data;
      if (body.merchantAccount !== account.credentials.merchantAccount) {
        return sendError(reply, errors.invalidMerchant);
      }
      const payment = await kit.store.find('adyen', request.params.psp);
      if (!payment || payment.tenantId !== account.tenantId) {
        return sendError(reply, errors.unknownPayment);
      }
      const money = fromAdyenAmount(body.amount);
      if (!money || money.currency !== payment.currency) {
        return sendError(reply, invalid('Invalid amount specified'));
      }
      const idempotencyKey = header(request, 'idempotency-key');
      const result = await kit.refund({
        payment,
        refundId: newModificationPsp(),
        amountMinor: money.amountMinor,
        ...(idempotencyKey ? { requestKey: idempotencyKey } : {}),
      });
      if (result.kind === 'refused') {
        if (result.reason === 'missing') return sendError(reply, errors.unknownPayment);
        return sendError(
          reply,
          result.reason === 'not-paid' ? errors.notRefundable : errors.tooMuch,
        );
      }
      request.log.info({ psp: payment.id, refund: result.refund.id }, 'adyen emulator refund');
      // 201, status "received": the outcome follows as a REFUND webhook
      // (https://docs.adyen.com/api-explorer/Checkout/71/post/payments/(paymentPspReference)/refunds).
      return reply.code(201).send({
        merchantAccount: body.merchantAccount,
        paymentPspReference: payment.id,
        pspReference: result.refund.id,
        reference: body.reference ?? payment.merchantRef,
        status: 'received',
        amount: body.amount,
      });
    },
  );
}

/** SessionResultResponse.status: completed, paymentPending, refused, canceled, active, expired. */
function sessionStatus(payment: EmulatorPayment): string {
  switch (resultCodeOf(payment)) {
    case 'Authorised':
      return 'completed';
    case 'Pending':
      return 'paymentPending';
    case 'Refused':
      return 'refused';
    case 'Cancelled':
      return 'canceled';
    default:
      return 'active';
  }
}
