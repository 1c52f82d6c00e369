import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeCurrency } from '@topup/server/modules/payments/provider-kit/currency-exponents';
import {
  fromAirwallexAmount,
  toAirwallexAmount,
} from '@topup/server/modules/payments/providers/airwallex/amounts';
import type { AirwallexCredentials } from '@topup/server/modules/payments/providers/airwallex/credentials';
import { requestIdFor } from '@topup/server/modules/payments/providers/airwallex/protocol';
import { airwallexSignature } from '@topup/server/modules/payments/providers/airwallex/signature';
import type { OutgoingNotification, ProviderEmulator } from '../kit/emulator.ts';
import { bearerToken, jsonBody, sameSecret } from '../kit/http-auth.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import { randomId, type EmulatorPayment } from '../kit/store.ts';
import { airwallexErrors as errors, type AirwallexError } from './errors.ts';
import { issueToken, readToken } from './token.ts';

// Airwallex online payments as the store's protocol module calls them
// (payments/providers/airwallex): POST /api/v1/authentication/login with x-client-id / x-api-key
// for a bearer token (https://www.airwallex.com/docs/api/authentication/api_access/login),
// PaymentIntents created with an idempotent request_id, retrieved by id or listed by
// merchant_order_id (https://www.airwallex.com/docs/api/payments/payment_intents), refunds
// (https://www.airwallex.com/docs/api/payments/refunds), errors as { code, message, source }
// (https://www.airwallex.com/docs/api/errors); webhooks to the URL registered in the web app,
// signed x-signature = hex HMAC-SHA256(x-timestamp + body, webhook secret) and acknowledged by a
// 200 (https://www.airwallex.com/docs/developer-tools/webhooks/listen-for-webhook-events).
// The player pays on the kit's hosted page, which stands in for Airwallex's Hosted Payment Page;
// Airwallex.js's Drop-in itself is not emulated (see protocol-provider.ts, emulatedComponents).

const key = 'airwallex';
const base = '/emulator/airwallex';
const route = { config: { tenancy: false }, schema: { hide: true } } as const;
/** The webhook API version the envelope follows (the payload examples' `version`). */
const webhookVersion = '2024-02-22';

/** "2025-08-05T10:53:01+0000": Airwallex's timestamps, offset without a colon. */
const stamp = (at: Date) => `${at.toISOString().slice(0, 19)}+0000`;

/** Ids like int_hkpdskz7vg1xc7uscdj / rfd_… / dst_…: a prefix and lower-case alphanumerics. */
const idAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newId = (prefix: string) => randomId(`${prefix}_hkpd`, 17, idAlphabet);

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 128): string | null =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max ? v : null;

/** What the emulator keeps of an intent beyond the kit's columns. */
type Intent = {
  requestId: string;
  clientSecret: string;
  createdAt: string;
  descriptor: string | null;
  metadata: Body | null;
  /** Refund id → what its create call said, echoed on its refund.* webhooks. */
  refunds?: Record<string, { requestId: string; reason: string | null; metadata: Body | null }>;
};
const intentOf = (payment: EmulatorPayment) => payment.data as Intent;

/**
 * The intent's status (https://www.airwallex.com/docs/payments/reference/payment-statuses): a
 * declined attempt reverts the intent to REQUIRES_PAYMENT_METHOD, so the payer may try again;
 * refunds are objects of their own and leave the intent SUCCEEDED.
 */
function intentStatusOf(payment: EmulatorPayment): string {
  switch (payment.status) {
    case 'succeeded':
      return 'SUCCEEDED';
    case 'pending':
      return 'PENDING';
    case 'authorized':
      return 'REQUIRES_CAPTURE';
    case 'cancelled':
      return 'CANCELLED';
    default:
      return 'REQUIRES_PAYMENT_METHOD';
  }
}

/** Minor units as the JSON number Airwallex writes (16.66). */
const major = (amountMinor: number, currency: string) =>
  Number(toAirwallexAmount(amountMinor, storeCurrency(currency)));

function intentJson(payment: EmulatorPayment, withSecret = false): Body {
  const intent = intentOf(payment);
  return {
    id: payment.id,
    request_id: intent.requestId,
    amount: major(payment.amountMinor, payment.currency),
    currency: payment.currency,
    merchant_order_id: payment.merchantRef,
    ...(intent.descriptor ? { descriptor: intent.descriptor } : {}),
    ...(payment.returnUrl ? { return_url: payment.returnUrl } : {}),
    ...(intent.metadata ? { metadata: intent.metadata } : {}),
    status: intentStatusOf(payment),
    captured_amount:
      payment.status === 'succeeded' ? major(payment.amountMinor, payment.currency) : 0,
    ...(withSecret ? { client_secret: intent.clientSecret } : {}),
    created_at: intent.createdAt,
    updated_at: stamp(payment.updatedAt),
  };
}

/** A deterministic account id per merchant (the envelope's account_id is a UUID). */
const accountIdOf = (credentials: AirwallexCredentials) =>
  requestIdFor(`account:${credentials.clientId}`);

export const airwallexEmulator: ProviderEmulator<AirwallexCredentials> = {
  key,
  name: 'Airwallex',

  newPaymentId: () => newId('int'),

  generateCredentials: () => ({
    // Like the web app's Developer > API keys: a 22-character client id and a long API key.
    clientId: randomId('', 22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    apiKey: randomBytes(48).toString('hex'),
    webhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
  }),

  routes(app: FastifyInstance, kit: EmulatorKit<AirwallexCredentials>) {
    const send = (reply: FastifyReply, status: number, body: Body) =>
      reply.code(status).type('application/json').send(JSON.stringify(body));
    const fail = (reply: FastifyReply, error: AirwallexError, source?: string) =>
      send(reply, error.status, {
        code: error.code,
        message: error.message,
        ...(source ? { source } : {}),
      });

    /** The merchant behind a bearer token, or null after answering 401. */
    const merchant = (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request.headers.authorization);
      const account = token
        ? readToken(token, kit.now(), (clientId) => kit.findAccount((c) => c.clientId === clientId))
        : null;
      if (!account) void fail(reply, errors.unauthorized);
      return account;
    };

    /**
     * "Get list of PaymentIntents" by creation time: from_created_at and to_created_at (ISO 8601,
     * both inclusive), page_num from 0, page_size (default 100, at most 1000), answered
     * `{ has_more, items }` oldest first (https://www.airwallex.com/docs/api/payments/payment_intents).
     */
    const listByCreation = async (
      tenantId: string,
      query: Record<string, string | undefined>,
      reply: FastifyReply,
      what: 'intents' | 'refunds' = 'intents',
    ) => {
      const at = (text: string | undefined) =>
        Date.parse((text ?? '').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
      const from = at(query.from_created_at);
      const to = query.to_created_at === undefined ? kit.now().getTime() : at(query.to_created_at);
      if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) {
        return fail(
          reply,
          errors.validation('from_created_at and to_created_at must be ISO 8601 times'),
          'from_created_at',
        );
      }
      const pageNum = Math.trunc(Number(query.page_num ?? 0));
      const pageSize = Math.trunc(Number(query.page_size ?? 100));
      if (!(pageNum >= 0 && pageNum <= 2000) || !(pageSize >= 1 && pageSize <= 1000)) {
        return fail(reply, errors.validation('page_num or page_size is out of range'), 'page_size');
      }
      const books = await kit.store.booksBetween(key, tenantId, {
        from: new Date(from),
        to: new Date(to + 1000),
      });
      const start = pageNum * pageSize;
      if (what === 'refunds') {
        // Every refund made in the window, ours and those made in the web app (the console), as
        // money back: the emulator settles a refund at once.
        // Chargebacks are disputes at Airwallex, not refunds.
        const refunds = books.refunds.filter(({ refund }) => refund.kind === 'refund');
        return send(reply, 200, {
          has_more: refunds.length > start + pageSize,
          items: refunds.slice(start, start + pageSize).map(({ refund, payment }) => ({
            ...refundJson(payment, refund, 'SETTLED'),
            created_at: stamp(refund.createdAt),
            updated_at: stamp(refund.createdAt),
          })),
        });
      }
      return send(reply, 200, {
        has_more: books.payments.length > start + pageSize,
        items: books.payments.slice(start, start + pageSize).map((p) => intentJson(p)),
      });
    };

    app.post(`${base}/api/v1/authentication/login`, route, async (request, reply) => {
      const clientId = request.headers['x-client-id'];
      const apiKey = request.headers['x-api-key'];
      const account =
        typeof clientId === 'string' && typeof apiKey === 'string'
          ? kit.findAccount((c) => c.clientId === clientId && sameSecret(apiKey, c.apiKey))
          : null;
      if (!account) return fail(reply, errors.credentials);
      // "The access token is valid for 30 minutes" (authentication reference).
      const expiresAt = new Date(kit.now().getTime() + 30 * 60_000);
      return send(reply, 201, {
        expires_at: stamp(expiresAt),
        token: issueToken(account.credentials, expiresAt),
      });
    });

    app.post(`${base}/api/v1/pa/payment_intents/create`, route, async (request, reply) => {
      const account = merchant(request, reply);
      if (!account) return reply;
      const body = jsonBody(request.body);
      if (!isObject(body)) return fail(reply, errors.validation('body must be a JSON object'));
      const requestId = str(body.request_id);
      const currency = str(body.currency, 3);
      const merchantOrderId = str(body.merchant_order_id, 64);
      const amountMinor =
        currency && /^[A-Z]{3}$/.test(currency)
          ? fromAirwallexAmount(body.amount, storeCurrency(currency))
          : null;
      // Required: request_id, amount, currency, merchant_order_id.
      if (!requestId)
        return fail(reply, errors.validation('request_id must be provided'), 'request_id');
      if (!currency || !/^[A-Z]{3}$/.test(currency)) {
        return fail(reply, errors.validation('currency must be an ISO 4217 code'), 'currency');
      }
      if (amountMinor === null || amountMinor <= 0) {
        return fail(reply, errors.validation('amount must be greater than 0'), 'amount');
      }
      if (!merchantOrderId) {
        return fail(
          reply,
          errors.validation('merchant_order_id must be provided'),
          'merchant_order_id',
        );
      }
      const returnUrl =
        typeof body.return_url === 'string' && /^https?:\/\//.test(body.return_url)
          ? body.return_url
          : null;
      // request_id is the idempotency key: the same request again answers the same intent, the
      // same id with another order or amount is refused.
      const seen = await kit.store.findByData(key, 'requestId', requestId);
      if (seen && seen.tenantId === account.tenantId) {
        if (
          seen.merchantRef !== merchantOrderId ||
          seen.amountMinor !== amountMinor ||
          seen.currency !== currency
        ) {
          return fail(reply, errors.duplicate, 'request_id');
        }
        return send(reply, 201, intentJson(seen, true));
      }
      const id = newId('int');
      const payment = await kit.store.insertPayment({
        id,
        provider: key,
        tenantId: account.tenantId,
        merchantRef: merchantOrderId,
        amountMinor,
        currency,
        description: str(body.descriptor, 32) ?? merchantOrderId,
        // Webhooks go to the URL registered in the web app (Developer > Webhooks), not per intent.
        notifyUrl: kit.notifyUrl(account.tenantId),
        returnUrl,
        data: {
          requestId,
          // Airwallex.js takes intent_id + client_secret; ours is sealed to the intent.
          clientSecret: createHash('sha256')
            .update(`${account.credentials.apiKey}\n${id}`)
            .digest('base64url'),
          createdAt: stamp(kit.now()),
          descriptor: str(body.descriptor, 32),
          metadata: isObject(body.metadata) ? body.metadata : null,
        } satisfies Intent,
      });
      return send(reply, 201, intentJson(payment, true));
    });

    app.get<{ Params: { id: string } }>(
      `${base}/api/v1/pa/payment_intents/:id`,
      route,
      async (request, reply) => {
        const account = merchant(request, reply);
        if (!account) return reply;
        const payment = await kit.store.find(key, request.params.id);
        if (!payment || payment.tenantId !== account.tenantId) {
          return fail(reply, errors.notFound('PaymentIntent'));
        }
        return send(reply, 200, intentJson(payment));
      },
    );

    app.get<{ Querystring: Record<string, string | undefined> }>(
      `${base}/api/v1/pa/payment_intents`,
      route,
      async (request, reply) => {
        const account = merchant(request, reply);
        if (!account) return reply;
        const ref = str(request.query.merchant_order_id, 64);
        if (!ref && request.query.from_created_at !== undefined) {
          return listByCreation(account.tenantId, request.query, reply);
        }
        // UNCONFIRMED beyond the filter: the list is not paged here and holds the latest intent
        // of the order only (the kit keeps one reference index per merchant).
        const found = ref ? await kit.store.findByRef(key, account.tenantId, ref) : null;
        return send(reply, 200, { has_more: false, items: found ? [intentJson(found)] : [] });
      },
    );

    app.post(`${base}/api/v1/pa/refunds/create`, route, async (request, reply) => {
      const account = merchant(request, reply);
      if (!account) return reply;
      const body = jsonBody(request.body);
      if (!isObject(body)) return fail(reply, errors.validation('body must be a JSON object'));
      const requestId = str(body.request_id);
      const intentId = str(body.payment_intent_id);
      if (!requestId)
        return fail(reply, errors.validation('request_id must be provided'), 'request_id');
      if (!intentId) {
        return fail(
          reply,
          errors.validation('payment_intent_id must be provided'),
          'payment_intent_id',
        );
      }
      const payment = await kit.store.find(key, intentId);
      if (!payment || payment.tenantId !== account.tenantId) {
        return fail(reply, errors.notFound('PaymentIntent'), 'payment_intent_id');
      }
      // amount is optional: without it the rest of the captured amount is refunded.
      const left = payment.amountMinor - payment.refundedMinor;
      const amountMinor =
        body.amount === undefined
          ? left
          : fromAirwallexAmount(body.amount, storeCurrency(payment.currency));
      if (amountMinor === null || amountMinor <= 0) {
        return fail(reply, errors.validation('amount must be greater than 0'), 'amount');
      }
      // request_id makes a retried refund the same refund, answered as it stands.
      const earlier = (await kit.store.refundsOf(payment.id)).find(
        (r) => r.requestKey === requestId,
      );
      if (earlier) return send(reply, 201, refundJson(payment, earlier, 'RECEIVED'));
      const refundId = newId('rfd');
      const asked = {
        requestId,
        reason: str(body.reason, 128),
        metadata: isObject(body.metadata) ? body.metadata : null,
      };
      // Kept before the refund so that its webhooks, queued with it, echo reason and metadata.
      await kit.store.patchData(
        payment.id,
        { refunds: { ...intentOf(payment).refunds, [refundId]: asked } },
        kit.now(),
      );
      const done = await kit.refund({
        payment: (await kit.store.find(key, payment.id)) ?? payment,
        refundId,
        amountMinor,
        requestKey: requestId,
      });
      if (done.kind === 'refused') {
        return fail(reply, done.reason === 'too-much' ? errors.tooMuch : errors.notRefundable);
      }
      const row = (await kit.store.find(key, payment.id)) ?? payment;
      return send(reply, 201, refundJson(row, done.refund, 'RECEIVED'));
    });

    // "Get list of Refunds" (https://www.airwallex.com/docs/api/payments/refunds), by creation
    // time and paged like the intents list.
    app.get<{ Querystring: Record<string, string | undefined> }>(
      `${base}/api/v1/pa/refunds`,
      route,
      async (request, reply) => {
        const account = merchant(request, reply);
        if (!account) return reply;
        return listByCreation(account.tenantId, request.query, reply, 'refunds');
      },
    );

    // Airwallex.js's redirectToCheckout({ intent_id, client_secret, … }) opens the Hosted Payment
    // Page; here the same pair opens the kit's hosted page, and only the intent's own secret does.
    app.get<{ Querystring: Record<string, string | undefined> }>(
      `${base}/hpp`,
      route,
      async (request, reply) => {
        const id = str(request.query.intent_id);
        const secret = str(request.query.client_secret, 256);
        const payment = id ? await kit.store.find(key, id) : null;
        if (!payment || !secret || !sameSecret(secret, intentOf(payment).clientSecret)) {
          return fail(reply, errors.notFound('PaymentIntent'));
        }
        return reply.redirect(kit.checkoutUrl(payment), 302);
      },
    );
  },

  notifications(payment, event, { credentials }) {
    if (!payment.notifyUrl) return [];
    const webhook = (name: string, object: Body): OutgoingNotification => {
      const body = JSON.stringify({
        id: `evt_${randomId('hkpd', 20, idAlphabet)}`,
        name,
        account_id: accountIdOf(credentials),
        data: { object },
        created_at: stamp(payment.updatedAt),
        version: webhookVersion,
      });
      const timestamp = String(Date.now());
      return {
        url: payment.notifyUrl!,
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': airwallexSignature(timestamp, body, credentials.webhookSecret),
        },
        body,
      };
    };
    if (event.type === 'status') {
      // https://www.airwallex.com/docs/payments/reference/payments-webhooks; a failed attempt
      // emits only payment_intent.requires_payment_method (payment-statuses).
      const name = {
        succeeded: 'payment_intent.succeeded',
        failed: 'payment_intent.requires_payment_method',
        cancelled: 'payment_intent.cancelled',
        pending: 'payment_intent.pending',
        authorized: 'payment_intent.requires_capture',
      }[event.status];
      return [webhook(name, intentJson(payment))];
    }
    const refund = { id: event.refundId, amountMinor: event.amountMinor };
    if (event.type === 'refund') {
      // A refund is RECEIVED, then SETTLED once the money is back with the shopper.
      return [
        webhook('refund.received', refundJson(payment, refund, 'RECEIVED')),
        webhook('refund.settled', refundJson(payment, refund, 'SETTLED')),
      ];
    }
    // A chargeback from the console: the dispute is opened, then lost (stage CHARGEBACK), as in
    // https://www.airwallex.com/docs/payments__disputes__dispute-flow.
    const dispute = (status: string) => ({
      id: `dst_${createHash('sha256').update(event.refundId).digest('hex').slice(0, 19)}`,
      payment_intent_id: payment.id,
      merchant_order_id: payment.merchantRef,
      amount: major(event.amountMinor, payment.currency),
      currency: payment.currency,
      stage: 'CHARGEBACK',
      status,
      created_at: stamp(payment.updatedAt),
    });
    return [
      webhook('payment_dispute.requires_response', dispute('REQUIRES_RESPONSE')),
      webhook('payment_dispute.lost', dispute('LOST')),
    ];
  },

  // "Your endpoint must respond with a 200 status code" (webhooks overview).
  acknowledged: (response) => response.status === 200,

  // Each delivery attempt is signed when it is sent (the merchant refuses a timestamp more than
  // five minutes old), so a retry after a long outage still counts.
  resign: (notification, { credentials }, at) => {
    const timestamp = String(at.getTime());
    return {
      'x-timestamp': timestamp,
      'x-signature': airwallexSignature(timestamp, notification.body, credentials.webhookSecret),
    };
  },

  returnStep(payment) {
    // Redirect methods and the hosted page send the shopper back to the intent's return_url.
    return payment.returnUrl ? { kind: 'link', url: payment.returnUrl } : null;
  },
};

/** A Refund object (create answer and refund.* webhooks). */
function refundJson(
  payment: EmulatorPayment,
  refund: { id: string; amountMinor: number },
  status: 'RECEIVED' | 'SETTLED',
): Body {
  const asked = intentOf(payment).refunds?.[refund.id];
  return {
    id: refund.id,
    ...(asked ? { request_id: asked.requestId } : {}),
    payment_intent_id: payment.id,
    amount: major(refund.amountMinor, payment.currency),
    currency: payment.currency,
    ...(asked?.reason ? { reason: asked.reason } : {}),
    status,
    ...(asked?.metadata ? { metadata: asked.metadata } : {}),
    created_at: stamp(payment.updatedAt),
    updated_at: stamp(payment.updatedAt),
  };
}
