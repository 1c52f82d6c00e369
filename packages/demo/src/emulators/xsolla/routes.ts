import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  fromXsollaAmount,
  toXsollaAmount,
} from '@topup/server/modules/payments/providers/xsolla/amounts';
import type { XsollaCredentials } from '@topup/server/modules/payments/providers/xsolla/credentials';
import { basicCredentials, jsonBody, sameSecret } from '../kit/http-auth.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import { randomId, type EmulatorPayment } from '../kit/store.ts';
import type { EmulatorAccount } from '../kit/emulator.ts';
import {
  MERCHANT_REFUND_PREFIX,
  xsollaData,
  xsollaTime,
  type XsollaPaymentData,
} from './webhooks.ts';

// Xsolla's merchant API (https://developers.xsolla.com/api/pay-station/, base
// https://api.xsolla.com/merchant/v2) as the protocol module calls it, under /emulator/xsolla:
// create token, the Pay Station page, find transactions, full and partial refund (PUT).

const route = { config: { tenancy: false }, schema: { hide: true } } as const;
type Kit = EmulatorKit<XsollaCredentials>;
type Account = EmulatorAccount<XsollaCredentials>;

/**
 * Xsolla's error body (`{"http_status_code":422,"message":...}`, the answers documented for each
 * operation of https://developers.xsolla.com/api/pay-station/).
 */
function fail(reply: FastifyReply, status: number, message: string, extended?: object) {
  return reply.code(status).send({
    http_status_code: status,
    message,
    ...(extended ? { extended_message: extended } : {}),
    request_id: randomId('', 32, '0123456789abcdef'),
  });
}

/**
 * HTTP Basic merchant_id:api_key ("Security: basicAuth"), for the merchant named in the path:
 * the account, or null after answering 401 (unknown credentials) or 403 (another merchant's path).
 */
function merchantOf(
  kit: Kit,
  request: FastifyRequest<{ Params: { merchantId: string } }>,
  reply: FastifyReply,
): Account | null {
  const basic = basicCredentials(request.headers.authorization);
  const account =
    basic &&
    kit.findAccount(
      (c) => c.merchantId === basic.user && sameSecret(basic.password, String(c.apiKey)),
    );
  if (!account) {
    void fail(reply, 401, 'Invalid credentials.');
    return null;
  }
  if (account.credentials.merchantId !== request.params.merchantId) {
    void fail(reply, 403, 'Access denied.');
    return null;
  }
  return account;
}

// The documented fields of the create-token body the emulator reads; anything else is allowed
// (https://developers.xsolla.com/api/pay-station/operation/create-token/).
const tokenRequest = z.looseObject({
  user: z.looseObject({
    id: z.looseObject({ value: z.string().check(z.minLength(1), z.maxLength(255)) }),
    email: z.optional(z.looseObject({ value: z.string().check(z.maxLength(255)) })),
    country: z.optional(z.looseObject({ value: z.string().check(z.regex(/^[A-Z]{2}$/)) })),
  }),
  settings: z.looseObject({
    project_id: z.int(),
    external_id: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
    currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
    language: z.optional(z.string()),
    return_url: z.optional(z.url({ protocol: /^https?$/ })),
    mode: z.optional(z.literal('sandbox')),
  }),
  purchase: z.looseObject({
    checkout: z.looseObject({
      amount: z.number().check(z.positive()),
      currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    }),
    description: z.optional(z.looseObject({ value: z.string().check(z.maxLength(255)) })),
  }),
});

const tokenAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new transaction id: Xsolla's are positive integers (transaction.id, "integer"). */
export const transactionId = () => randomId('', 10, '0123456789').replace(/^0/, '1');

/**
 * Find transactions' status of a payment, or null while no transaction exists: the player has
 * not paid yet, or closed the page. Statuses of https://developers.xsolla.com/api/pay-station/operation/find-transactions/.
 */
function transactionStatus(payment: EmulatorPayment): string | null {
  switch (payment.status) {
    case 'pending':
      return 'processing';
    case 'failed':
      return 'error';
    case 'succeeded':
      if (payment.refundedMinor < payment.amountMinor) return 'done';
      return payment.chargedBack ? 'canceled' : 'refunded';
    default:
      return null;
  }
}

function foundTransaction(payment: EmulatorPayment, projectId: string, status: string) {
  const data = xsollaData(payment);
  const amount = toXsollaAmount(payment.amountMinor, payment.currency);
  return {
    payment_details: {
      payment: { amount, amount_from_ps: amount, currency: payment.currency },
      sales_tax: { amount: 0, percent: 0 },
    },
    payment_system: { decline_reason: status === 'error' ? 'Declined by the payer' : null },
    purchase: {
      pin_codes: { amount: null, content: null, currency: null },
      simple_checkout: { amount, currency: payment.currency },
      subscription: { name: null },
      virtual_currency: { amount: 0, name: null },
      virtual_items: null,
    },
    transaction: {
      create_date: xsollaTime(payment.createdAt).slice(0, 10),
      dry_run: data.sandbox ? 1 : 0,
      external_id: payment.merchantRef,
      id: Number(payment.id),
      is_refund_allowed: status === 'done' ? 1 : 0,
      payment_method: { id: 1380, name: 'Bank card' },
      project: { id: Number(projectId), name: 'Emulated project' },
      refund_reason: payment.refundedMinor > 0 ? 'Cancellation by the game request' : null,
      status,
      transfer_date: xsollaTime(payment.updatedAt).slice(0, 10),
    },
    user: {
      country: data.user.country ?? null,
      custom: null,
      email: data.user.email ?? null,
      id: data.user.id,
      name: null,
      phone: null,
    },
  };
}

const refundBody = z.looseObject({
  description: z.string().check(z.minLength(1), z.maxLength(1000)),
  refund_amount: z.optional(z.number().check(z.positive())),
});

/**
 * Find transactions by period: the transactions created between datetime_from and datetime_to
 * (both inclusive), oldest first, from `offset` ("the count starts from 0"), at most `limit`
 * (https://developers.xsolla.com/api/pay-station/operation/find-transactions/). A period that is
 * not a date answers 422, as Xsolla answers a parameter it refuses.
 */
async function searchPeriod(
  kit: Kit,
  account: Account,
  query: Record<string, string | undefined>,
  dryRun: boolean,
  reply: FastifyReply,
) {
  const from = Date.parse(query.datetime_from ?? '');
  const to = Date.parse(query.datetime_to ?? '');
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) {
    return fail(reply, 422, 'Invalid request parameters', {
      property: 'datetime_from',
      message: 'A period of two dates is required',
    });
  }
  const offset = Math.max(0, Math.trunc(Number(query.offset ?? 0)) || 0);
  const limit = Math.min(Math.max(1, Math.trunc(Number(query.limit ?? 100)) || 100), 1000);
  const books = await kit.store.booksBetween('xsolla', account.tenantId, {
    from: new Date(from),
    to: new Date(to + 1000),
  });
  const found = books.payments.flatMap((payment) => {
    const status = transactionStatus(payment);
    if (!status || (xsollaData(payment).sandbox && !dryRun)) return [];
    return [foundTransaction(payment, account.credentials.projectId, status)];
  });
  return found.slice(offset, offset + limit);
}

export function xsollaRoutes(app: FastifyInstance, kit: Kit) {
  type MerchantParams = { Params: { merchantId: string } };

  // Create token: POST /merchants/{merchant_id}/token. The transaction id the webhooks and
  // refunds name is the emulator's payment id; the token opens the page.
  app.post<MerchantParams>(
    '/emulator/xsolla/merchants/:merchantId/token',
    route,
    async (request, reply) => {
      const account = merchantOf(kit, request, reply);
      if (!account) return reply;
      const parsed = tokenRequest.safeParse(jsonBody(request.body));
      if (!parsed.success) {
        return fail(reply, 422, 'Invalid request parameters', {
          property_errors: Object.fromEntries(
            parsed.error.issues.map((i) => [i.path.join('.'), [i.message]]),
          ),
        });
      }
      const { user, settings, purchase } = parsed.data;
      if (String(settings.project_id) !== account.credentials.projectId) {
        return fail(reply, 422, 'Project not found.', {
          property_errors: { 'settings.project_id': ['Invalid project'] },
        });
      }
      const currency = purchase.checkout.currency;
      const amountMinor = fromXsollaAmount(purchase.checkout.amount, currency);
      if (amountMinor === null || (settings.currency && settings.currency !== currency)) {
        return fail(reply, 422, 'Invalid request parameters', {
          property_errors: { 'purchase.checkout.amount': ['Invalid amount'] },
        });
      }
      const token = randomId('', 32, tokenAlphabet);
      const data: XsollaPaymentData = {
        token,
        user: {
          id: user.id.value,
          ...(user.email ? { email: user.email.value } : {}),
          ...(user.country ? { country: user.country.value } : {}),
        },
        sandbox: settings.mode === 'sandbox',
      };
      await kit.store.insertPayment({
        id: transactionId(),
        provider: 'xsolla',
        tenantId: account.tenantId,
        merchantRef: settings.external_id ?? '',
        amountMinor,
        currency,
        // The hosted page's "Payment method": the one way the emulated Pay Station takes money
        // (payment_method 1380 in the webhooks).
        description: 'Bank card',
        notifyUrl: kit.notifyUrl(account.tenantId),
        returnUrl: settings.return_url ?? null,
        data,
      });
      return reply.code(200).send({ token });
    },
  );

  // The Pay Station page (https://secure.xsolla.com/paystation4/?token={token}): the emulator's
  // hosted checkout for the token's payment, on the same origin.
  app.get<{ Querystring: { token?: string } }>(
    '/emulator/xsolla/paystation4/',
    route,
    async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const payment = token ? await kit.store.findByData('xsolla', 'token', token) : null;
      if (!payment) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('This payment token is unknown or has expired.');
      }
      return reply.redirect(`/emulator/xsolla/checkout/${encodeURIComponent(payment.id)}`, 302);
    },
  );

  // Find transactions by our billing number (external_id), or by period (datetime_from,
  // datetime_to, offset, limit: searchPeriod); test transactions only with show_dry_run=true, as
  // documented.
  app.get<MerchantParams & { Querystring: Record<string, string | undefined> }>(
    '/emulator/xsolla/merchants/:merchantId/reports/transactions/search.json',
    route,
    async (request, reply) => {
      const account = merchantOf(kit, request, reply);
      if (!account) return reply;
      const { project_id: projectId, external_id: externalId } = request.query;
      if (projectId !== undefined && projectId !== account.credentials.projectId) return [];
      const dryRun = request.query.show_dry_run === 'true';
      if (!externalId) return searchPeriod(kit, account, request.query, dryRun, reply);
      const payment = await kit.store.findByRef('xsolla', account.tenantId, externalId);
      const status = payment && transactionStatus(payment);
      if (!payment || !status) return [];
      if (xsollaData(payment).sandbox && !dryRun) return [];
      return [foundTransaction(payment, account.credentials.projectId, status)];
    },
  );

  // Refunds: PUT .../reports/transactions/{transaction_id}/refund (the rest of the payment) and
  // .../partial_refund (refund_amount in the purchase currency). 204 "Refund request accepted";
  // the refund webhook follows. Xsolla takes no idempotency key: a second full refund finds
  // nothing left and is refused.
  for (const kind of ['refund', 'partial_refund'] as const) {
    app.put<{ Params: { merchantId: string; transactionId: string } }>(
      `/emulator/xsolla/merchants/:merchantId/reports/transactions/:transactionId/${kind}`,
      route,
      async (request, reply) => {
        const account = merchantOf(kit, request, reply);
        if (!account) return reply;
        const payment = await kit.store.find('xsolla', request.params.transactionId);
        if (!payment || payment.tenantId !== account.tenantId || !transactionStatus(payment)) {
          return fail(reply, 404, 'Transaction with specified ID does not exist.');
        }
        const body = refundBody.safeParse(jsonBody(request.body));
        const partialAmount = body.success ? body.data.refund_amount : undefined;
        if (!body.success || (kind === 'partial_refund' && partialAmount === undefined)) {
          return fail(reply, 422, 'Invalid request parameters');
        }
        const left = payment.amountMinor - payment.refundedMinor;
        const amountMinor =
          kind === 'refund' ? left : fromXsollaAmount(partialAmount!, payment.currency);
        if (amountMinor === null) return fail(reply, 422, 'Invalid refund amount.');
        const result = await kit.refund({
          payment,
          refundId: randomId(MERCHANT_REFUND_PREFIX, 16),
          amountMinor,
        });
        if (result.kind === 'refused') {
          const message =
            result.reason === 'too-much' && left > 0
              ? 'The refund amount exceeds the amount available for refund.'
              : 'Refund is not available for this transaction.';
          return fail(reply, 422, message);
        }
        request.log.info(
          { provider: 'xsolla', paymentId: payment.id, amountMinor },
          'emulator refund requested by the merchant',
        );
        return reply.code(204).send();
      },
    );
  }
}
