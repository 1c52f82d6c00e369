import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { fromPaypalValue } from '@topup/server/modules/payments/providers/paypal/amounts';
import type { PaypalCredentials } from '@topup/server/modules/payments/providers/paypal/credentials';
import type { EmulatorAccount } from '../kit/emulator.ts';
import { basicCredentials, bearerToken, jsonBody, sameSecret } from '../kit/http-auth.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import type { EmulatorPayment } from '../kit/store.ts';
import { claimedClientId, mintAccessToken, TOKEN_LIFETIME_S, tokenValid } from './access-token.ts';
import {
  captureResource,
  errorBody,
  orderData,
  orderResource,
  paypalId,
  refundResource,
  type PaypalOrderData,
} from './resources.ts';
import { rawMember } from './transmission.ts';

// PayPal's REST API as the protocol module calls it, under /emulator/paypal: OAuth2 token, Orders
// v2 create / get / capture, the approval page, captures and refunds (Payments v2), and
// verify-webhook-signature. Idempotent calls take PayPal-Request-Id
// (https://developer.paypal.com/api/rest/reference/idempotency/).

const route = { config: { tenancy: false }, schema: { hide: true } } as const;
type Kit = EmulatorKit<PaypalCredentials>;
type Account = EmulatorAccount<PaypalCredentials>;

function send(reply: FastifyReply, status: number, body: object) {
  return reply
    .code(status)
    .header('paypal-debug-id', Math.random().toString(16).slice(2, 15))
    .send(body);
}

const notFound = (reply: FastifyReply) =>
  send(
    reply,
    404,
    errorBody(
      'RESOURCE_NOT_FOUND',
      'The specified resource does not exist.',
      'INVALID_RESOURCE_ID',
      'Specified resource ID does not exist. Please check the resource ID and try again.',
    ),
  );

const unprocessable = (reply: FastifyReply, issue: string, description: string) =>
  send(
    reply,
    422,
    errorBody(
      'UNPROCESSABLE_ENTITY',
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
      issue,
      description,
    ),
  );

const invalidRequest = (reply: FastifyReply, issue = 'MALFORMED_REQUEST_JSON') =>
  send(
    reply,
    400,
    errorBody(
      'INVALID_REQUEST',
      'Request is not well-formed, syntactically incorrect, or violates schema.',
      issue,
    ),
  );

/** The app behind a bearer token, or null after answering 401 as PayPal does. */
export function appOf(kit: Kit, request: FastifyRequest, reply: FastifyReply): Account | null {
  const token = bearerToken(request.headers.authorization);
  const clientId = token && claimedClientId(token);
  const account = clientId ? kit.findAccount((c) => c.clientId === clientId) : null;
  if (!token || !account || !tokenValid(token, account.credentials, kit.now())) {
    void send(reply, 401, {
      error: 'invalid_token',
      error_description: 'Token signature verification failed',
    });
    return null;
  }
  return account;
}

/** PayPal-Request-Id scoped to the app, so two apps' keys never meet. */
function requestKey(account: Account, request: FastifyRequest): string | undefined {
  const id = request.headers['paypal-request-id'];
  const value = Array.isArray(id) ? id[0] : id;
  return value ? `${account.tenantId}:${value.slice(0, 108)}` : undefined;
}

const moneySchema = z.object({
  currency_code: z.string().check(z.regex(/^[A-Z]{3}$/)),
  value: z.string().check(z.maxLength(32)),
});
const experience = z.looseObject({
  return_url: z.optional(z.url({ protocol: /^https?$/ })),
  cancel_url: z.optional(z.url({ protocol: /^https?$/ })),
});
// The create-order fields the emulator reads (https://developer.paypal.com/api/orders/v2/#orders_create).
const createOrder = z.looseObject({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z.looseObject({
        reference_id: z.optional(z.string().check(z.maxLength(256))),
        custom_id: z.optional(z.string().check(z.maxLength(255))),
        invoice_id: z.optional(z.string().check(z.maxLength(127))),
        description: z.optional(z.string().check(z.maxLength(127))),
        amount: moneySchema,
      }),
    )
    .check(z.minLength(1), z.maxLength(1)),
  payment_source: z.optional(
    z.looseObject({
      paypal: z.optional(z.looseObject({ experience_context: z.optional(experience) })),
    }),
  ),
  application_context: z.optional(experience),
});
const refundRequest = z.looseObject({ amount: z.optional(moneySchema) });
const verifyRequest = z.looseObject({
  auth_algo: z.string(),
  cert_url: z.string(),
  transmission_id: z.string(),
  transmission_sig: z.string(),
  transmission_time: z.string(),
  webhook_id: z.string(),
  webhook_event: z.record(z.string(), z.unknown()),
});

export function paypalRoutes(app: FastifyInstance, kit: Kit) {
  const ownOrder = async (account: Account, id: string): Promise<EmulatorPayment | null> => {
    const payment = await kit.store.find('paypal', id);
    return payment && payment.tenantId === account.tenantId ? payment : null;
  };
  const ownCapture = async (account: Account, id: string): Promise<EmulatorPayment | null> => {
    const payment = await kit.store.findByData('paypal', 'captureId', id);
    return payment && payment.tenantId === account.tenantId ? payment : null;
  };

  // OAuth2 client credentials: Basic client_id:secret, form grant_type=client_credentials.
  app.post('/emulator/paypal/v1/oauth2/token', route, async (request, reply) => {
    const basic = basicCredentials(request.headers.authorization);
    const account =
      basic &&
      kit.findAccount(
        (c) => c.clientId === basic.user && sameSecret(basic.password, c.clientSecret),
      );
    if (!account) {
      return send(reply, 401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    if (form.get('grant_type') !== 'client_credentials') {
      return send(reply, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Grant Type is NULL',
      });
    }
    return send(reply, 200, {
      scope: 'https://uri.paypal.com/services/payments/payment/authcapture',
      access_token: mintAccessToken(account.credentials, kit.now()),
      token_type: 'Bearer',
      app_id: `APP-${account.credentials.clientId.slice(0, 17).toUpperCase()}`,
      expires_in: TOKEN_LIFETIME_S,
      nonce: `${new Date(kit.now()).toISOString()}${Math.random().toString(36).slice(2)}`,
    });
  });

  // Create order. The same PayPal-Request-Id answers the order it created the first time.
  app.post('/emulator/paypal/v2/checkout/orders', route, async (request, reply) => {
    const account = appOf(kit, request, reply);
    if (!account) return reply;
    const parsed = createOrder.safeParse(jsonBody(request.body));
    if (!parsed.success) return invalidRequest(reply, 'MISSING_REQUIRED_PARAMETER');
    const key = requestKey(account, request);
    if (key) {
      const first = await kit.store.findByData('paypal', 'createKey', key);
      if (first) return send(reply, 200, orderResource(first, kit.apiBase));
    }
    const [unit] = parsed.data.purchase_units;
    const amountMinor = fromPaypalValue(unit!.amount.value, unit!.amount.currency_code);
    if (amountMinor === null || amountMinor <= 0) {
      return unprocessable(
        reply,
        'DECIMAL_PRECISION',
        'If the currency supports decimals, only two decimal place precision is supported.',
      );
    }
    const context =
      parsed.data.payment_source?.paypal?.experience_context ?? parsed.data.application_context;
    const data: PaypalOrderData = {
      apiBase: kit.apiBase,
      ...(key ? { createKey: key } : {}),
      ...(unit!.reference_id ? { referenceId: unit!.reference_id } : {}),
      ...(unit!.custom_id ? { customId: unit!.custom_id } : {}),
      ...(unit!.invoice_id ? { invoiceId: unit!.invoice_id } : {}),
      ...(unit!.description ? { description: unit!.description } : {}),
      ...(context?.cancel_url ? { cancelUrl: context.cancel_url } : {}),
      payerAction: Boolean(parsed.data.payment_source?.paypal),
    };
    const payment = await kit.store.insertPayment({
      id: paypalId(),
      provider: 'paypal',
      tenantId: account.tenantId,
      merchantRef: unit!.custom_id ?? unit!.invoice_id ?? unit!.reference_id ?? '',
      amountMinor,
      currency: unit!.amount.currency_code,
      // The hosted page's "Payment method": the payer pays from a PayPal account.
      description: 'PayPal account',
      notifyUrl: kit.notifyUrl(account.tenantId),
      returnUrl: context?.return_url ?? null,
      data,
    });
    return send(reply, 201, orderResource(payment, kit.apiBase));
  });

  // The approval page (https://www.paypal.com/checkoutnow?token={order id}): the emulator's
  // hosted checkout of the order, on the same origin.
  app.get<{ Querystring: { token?: string } }>(
    '/emulator/paypal/checkoutnow',
    route,
    async (request, reply) => {
      const id = typeof request.query.token === 'string' ? request.query.token : '';
      const payment = /^[A-Z0-9]{17}$/.test(id) ? await kit.store.find('paypal', id) : null;
      if (!payment) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('This PayPal order is unknown or has expired.');
      }
      return reply.redirect(`/emulator/paypal/checkout/${encodeURIComponent(payment.id)}`, 302);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/emulator/paypal/v2/checkout/orders/:id',
    route,
    async (request, reply) => {
      const account = appOf(kit, request, reply);
      if (!account) return reply;
      const payment = await ownOrder(account, request.params.id);
      return payment ? send(reply, 200, orderResource(payment, kit.apiBase)) : notFound(reply);
    },
  );

  // Capture an approved order. The capture's PayPal-Request-Id replays the first answer; another
  // capture of a captured order is ORDER_ALREADY_CAPTURED, of an unapproved one ORDER_NOT_APPROVED.
  app.post<{ Params: { id: string } }>(
    '/emulator/paypal/v2/checkout/orders/:id/capture',
    route,
    async (request, reply) => {
      const account = appOf(kit, request, reply);
      if (!account) return reply;
      const payment = await ownOrder(account, request.params.id);
      if (!payment) return notFound(reply);
      const key = requestKey(account, request);
      const captured =
        payment.status === 'authorized'
          ? await kit.changeStatus(payment, ['authorized'], 'succeeded', {
              captureId: paypalId(),
              ...(key ? { captureKey: key } : {}),
            })
          : null;
      const now = captured ?? (await kit.store.find('paypal', payment.id)) ?? payment;
      if (captured || (now.status === 'succeeded' && key && orderData(now).captureKey === key)) {
        return send(reply, 201, orderResource(now, kit.apiBase));
      }
      if (now.status === 'succeeded') {
        return unprocessable(
          reply,
          'ORDER_ALREADY_CAPTURED',
          'Order already captured. If intent is CAPTURE only one capture per order is allowed.',
        );
      }
      return unprocessable(
        reply,
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/emulator/paypal/v2/payments/captures/:id',
    route,
    async (request, reply) => {
      const account = appOf(kit, request, reply);
      if (!account) return reply;
      const payment = await ownCapture(account, request.params.id);
      return payment ? send(reply, 200, captureResource(payment, kit.apiBase)) : notFound(reply);
    },
  );

  // Refund a capture, all that is left of it or `amount`; the same PayPal-Request-Id answers the
  // first refund again.
  app.post<{ Params: { id: string } }>(
    '/emulator/paypal/v2/payments/captures/:id/refund',
    route,
    async (request, reply) => {
      const account = appOf(kit, request, reply);
      if (!account) return reply;
      const payment = await ownCapture(account, request.params.id);
      if (!payment) return notFound(reply);
      const body = jsonBody(request.body);
      const parsed = refundRequest.safeParse(body ?? {});
      if (!parsed.success) return invalidRequest(reply);
      const left = payment.amountMinor - payment.refundedMinor;
      const asked = parsed.data.amount;
      if (asked && asked.currency_code !== payment.currency) {
        return unprocessable(
          reply,
          'CURRENCY_MISMATCH',
          'Refund must be in the same currency as the capture.',
        );
      }
      const amountMinor = asked ? fromPaypalValue(asked.value, asked.currency_code) : left;
      if (amountMinor === null) return invalidRequest(reply, 'DECIMAL_PRECISION');
      const key = requestKey(account, request);
      const result = await kit.refund({
        payment,
        refundId: paypalId(),
        amountMinor,
        ...(key ? { requestKey: key } : {}),
      });
      if (result.kind === 'refused') {
        if (result.reason === 'too-much' && left > 0) {
          return unprocessable(
            reply,
            'REFUND_AMOUNT_EXCEEDED',
            'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
          );
        }
        return unprocessable(
          reply,
          'CAPTURE_FULLY_REFUNDED',
          'The capture has already been fully refunded.',
        );
      }
      const after = result.kind === 'done' ? result.payment : payment;
      return send(
        reply,
        result.kind === 'done' ? 201 : 200,
        refundResource(after, result.refund, kit.apiBase),
      );
    },
  );

  // verify-webhook-signature: SUCCESS only for a delivery this emulator made to this app's
  // webhook, with the same transmission headers and the same event bytes.
  app.post(
    '/emulator/paypal/v1/notifications/verify-webhook-signature',
    route,
    async (request, reply) => {
      const account = appOf(kit, request, reply);
      if (!account) return reply;
      const raw = typeof request.body === 'string' ? request.body : '';
      const parsed = verifyRequest.safeParse(jsonBody(raw));
      const event = parsed.success ? rawMember(raw, 'webhook_event') : null;
      if (!parsed.success || event === null)
        return invalidRequest(reply, 'INVALID_PARAMETER_SYNTAX');
      const v = parsed.data;
      const sent = await kit.store.findSent('paypal', 'paypal-transmission-id', v.transmission_id);
      const payment = sent && (await kit.store.find('paypal', sent.paymentId));
      const genuine =
        sent !== null &&
        payment?.tenantId === account.tenantId &&
        v.webhook_id === account.credentials.webhookId &&
        sent.headers['paypal-transmission-sig'] === v.transmission_sig &&
        sent.headers['paypal-transmission-time'] === v.transmission_time &&
        sent.headers['paypal-cert-url'] === v.cert_url &&
        sent.headers['paypal-auth-algo'] === v.auth_algo &&
        sent.body === event;
      return send(reply, 200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
    },
  );
}
