import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MerchantCredentials } from '@topup/server/modules/payments/merchant-protocol/credentials';
import {
  createRequestSchema,
  errorBody,
  LIST_PAGE_SIZE_MAX,
  LIST_WINDOW_MAX_DAYS,
  type ListedRefundV1,
  fromWire,
  parseJson,
  refundRequestSchema,
  toWire,
  ACK_BODY,
  type ErrorCode,
  type NotificationType,
  type PaymentV1,
  type RefundV1,
  errorCodes,
} from '@topup/server/modules/payments/merchant-protocol/messages';
import {
  checkSigned,
  headerNames,
  NonceMemory,
  pathOf,
  readSignedHeaders,
  sign,
} from '@topup/server/modules/payments/merchant-protocol/signature';
import type { OutgoingNotification, ProviderEmulator } from '../kit/emulator.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import { randomId, type EmulatorPayment, type EmulatorStatus } from '../kit/store.ts';

// A provider on Topup merchant protocol v1 (docs/PAYMENTS.md, "Topup merchant protocol v1"), as
// the demo plays it for FunTap, Travellet, PingPong, WelcomePay and platform pay: every call
// checked (merchant, signature in constant time, timestamp window, nonce not seen before), every
// answer signed echoing the request's nonce, notifications signed when sent (a retry is signed
// again, with a new nonce) until the merchant answers exactly 200 {"received":true}. It offers the
// test-mode outcome call, as a provider's test environment should. `npm run merchant:check`
// passes against it (merchant-protocol/conformance.test.ts).

type Account = { tenantId: string; credentials: MerchantCredentials };
const route = { config: { tenancy: false }, schema: { hide: true } } as const;
const wireStatus: Record<EmulatorStatus, PaymentV1['status']> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
};

/**
 * A list call's query (docs/PAYMENTS.md, v1 "Calls"): `created_from` and `created_to` ISO 8601
 * times, from before to, at most LIST_WINDOW_MAX_DAYS apart; `page` from 0; `page_size` 1–100
 * (default 100). Null when any is wrong (answered 400 invalid_request).
 */
function listAsked(query: Record<string, string | undefined>) {
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
  const from = iso.test(query.created_from ?? '') ? Date.parse(query.created_from!) : NaN;
  const to = iso.test(query.created_to ?? '') ? Date.parse(query.created_to!) : NaN;
  const page = /^\d{1,6}$/.test(query.page ?? '0') ? Number(query.page ?? 0) : NaN;
  const size = /^\d{1,3}$/.test(query.page_size ?? '100') ? Number(query.page_size ?? 100) : NaN;
  if (!(from < to) || to - from > LIST_WINDOW_MAX_DAYS * 24 * 3600_000) return null;
  if (!Number.isInteger(page) || !(size >= 1 && size <= LIST_PAGE_SIZE_MAX)) return null;
  return { window: { from: new Date(from), to: new Date(to) }, start: page * size, size };
}

export function merchantV1Emulator(
  key: string,
  name: string,
): ProviderEmulator<MerchantCredentials> {
  const base = `/emulator/${key}`;
  const nonces = new NonceMemory();
  // refund id → the merchant's refund_ref, for the refund's notification (the kit's event carries
  // only the id). Per process, like the demo itself.
  const refundRefs = new Map<string, string>();

  const paymentObject = (kit: EmulatorKit<MerchantCredentials>, p: EmulatorPayment): PaymentV1 => {
    const money = toWire(p.amountMinor, p.currency)!;
    const refunded = toWire(p.refundedMinor, p.currency)!;
    return {
      payment_id: p.id,
      merchant_ref: p.merchantRef,
      status: wireStatus[p.status as EmulatorStatus] ?? 'pending',
      amount_minor: money.amount,
      currency: money.currency,
      refunded_minor: refunded.amount,
      checkout_url: kit.checkoutUrl(p),
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    };
  };

  /** Every answer to a known merchant is signed, echoing the request's nonce. */
  function answer(
    reply: FastifyReply,
    request: FastifyRequest,
    account: Account | null,
    status: number,
    payload: unknown,
    now: Date,
  ) {
    const body = JSON.stringify(payload);
    reply.code(status).type('application/json');
    if (account) {
      const nonce = readSignedHeaders(request.headers)?.nonce;
      const headers = sign(account.credentials.secret, {
        line: String(status),
        path: request.url,
        merchantId: account.credentials.merchantId,
        body,
        now,
        ...(nonce ? { nonce } : {}),
      });
      for (const [k, v] of Object.entries(headers)) reply.header(k, v);
    }
    return reply.send(body);
  }
  const fail = (
    reply: FastifyReply,
    request: FastifyRequest,
    account: Account | null,
    code: ErrorCode,
    message: string,
    now: Date,
  ) => answer(reply, request, account, errorCodes[code], JSON.parse(errorBody(code, message)), now);

  /** The calling merchant, its signature checked; null when refused (the answer is sent). */
  async function authenticate(
    kit: EmulatorKit<MerchantCredentials>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Account | null> {
    const now = kit.now();
    const merchantId = String(request.headers[headerNames.merchant] ?? '');
    const account = kit.findAccount((c) => c.merchantId === merchantId) as Account | null;
    if (!account) {
      await fail(reply, request, null, 'unknown_merchant', 'no merchant has this id', now);
      return null;
    }
    const checked = checkSigned({
      secret: account.credentials.secret,
      headers: request.headers,
      line: request.method,
      path: request.url,
      body: typeof request.body === 'string' ? request.body : '',
      merchantId,
      now,
      nonces,
    });
    if (checked.ok) return account;
    const code: ErrorCode =
      checked.reason === 'stale'
        ? 'stale_timestamp'
        : checked.reason === 'replayed'
          ? 'replayed_nonce'
          : 'invalid_signature';
    await fail(reply, request, account, code, `request refused: ${checked.reason}`, now);
    return null;
  }

  /** The merchant's own payment by id, or the answer 404. */
  async function paymentOf(kit: EmulatorKit<MerchantCredentials>, account: Account, id: string) {
    const payment = await kit.store.find(key, id);
    return payment && payment.tenantId === account.tenantId ? payment : null;
  }

  function notification(
    account: Account,
    payment: EmulatorPayment,
    type: NotificationType,
    money: { amountMinor: number; refundId: string | null },
  ): OutgoingNotification {
    const wire = toWire(money.amountMinor, payment.currency)!;
    const body = JSON.stringify({
      event_id: randomId('evt_', 24, 'abcdefghijklmnopqrstuvwxyz0123456789'),
      type,
      merchant_id: account.credentials.merchantId,
      merchant_ref: payment.merchantRef,
      payment_id: payment.id,
      refund_id: money.refundId,
      refund_ref: (money.refundId && refundRefs.get(money.refundId)) ?? null,
      amount_minor: wire.amount,
      currency: wire.currency,
      created_at: new Date().toISOString(),
    });
    const url = payment.notifyUrl!;
    return {
      url,
      headers: {
        'content-type': 'application/json',
        ...sign(account.credentials.secret, {
          line: 'POST',
          path: pathOf(url),
          merchantId: account.credentials.merchantId,
          body,
          now: new Date(),
        }),
      },
      body,
    };
  }

  return {
    key,
    name,
    generateCredentials: (tenantId) => ({
      merchantId: `${tenantId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}-test`,
      secret: randomId('', 48, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
    }),

    routes(app: FastifyInstance, kit: EmulatorKit<MerchantCredentials>) {
      app.post(`${base}/v1/payments`, route, async (request, reply) => {
        const account = await authenticate(kit, request, reply);
        if (!account) return reply;
        const now = kit.now();
        const parsed = createRequestSchema.safeParse(parseJson(String(request.body ?? '')));
        if (!parsed.success) {
          return fail(reply, request, account, 'invalid_request', 'not a v1 create request', now);
        }
        const r = parsed.data;
        const money = fromWire(r.amount_minor, r.currency);
        if (!money) return fail(reply, request, account, 'invalid_request', 'amount', now);
        // merchant_ref is the idempotency key: the same request again is the same payment.
        const seen = await kit.store.findByRef(key, account.tenantId, r.merchant_ref);
        if (seen) {
          if (seen.amountMinor !== money.amount || seen.currency !== money.currency) {
            return fail(reply, request, account, 'duplicate_reference', 'merchant_ref used', now);
          }
          return answer(reply, request, account, 200, paymentObject(kit, seen), now);
        }
        const payment = await kit.store.insertPayment({
          id: randomId('pay_', 24, 'abcdefghijklmnopqrstuvwxyz0123456789'),
          provider: key,
          tenantId: account.tenantId,
          merchantRef: r.merchant_ref,
          amountMinor: money.amount,
          currency: money.currency,
          description: r.description || r.merchant_ref,
          notifyUrl: r.notify_url,
          returnUrl: r.return_url,
          data: { accountRef: r.account_ref, method: r.method, country: r.country },
        });
        request.log.info({ provider: key, paymentId: payment.id }, 'emulator merchant-v1 payment');
        return answer(reply, request, account, 201, paymentObject(kit, payment), now);
      });

      app.get<{ Params: { id: string } }>(
        `${base}/v1/payments/:id`,
        route,
        async (request, reply) => {
          const account = await authenticate(kit, request, reply);
          if (!account) return reply;
          const payment = await paymentOf(kit, account, request.params.id);
          if (!payment)
            return fail(reply, request, account, 'not_found', 'no such payment', kit.now());
          return answer(reply, request, account, 200, paymentObject(kit, payment), kit.now());
        },
      );

      app.get<{ Querystring: Record<string, string | undefined> }>(
        `${base}/v1/payments`,
        route,
        async (request, reply) => {
          const account = await authenticate(kit, request, reply);
          if (!account) return reply;
          if (request.query.created_from !== undefined || request.query.created_to !== undefined) {
            if (request.query.merchant_ref !== undefined) {
              return fail(reply, request, account, 'invalid_request', 'one filter', kit.now());
            }
            const asked = listAsked(request.query);
            if (!asked) {
              return fail(reply, request, account, 'invalid_request', 'list query', kit.now());
            }
            const { payments } = await kit.store.booksBetween(key, account.tenantId, asked.window);
            const page = payments.slice(asked.start, asked.start + asked.size);
            return answer(
              reply,
              request,
              account,
              200,
              {
                items: page.map((p) => paymentObject(kit, p)),
                has_more: payments.length > asked.start + asked.size,
              },
              kit.now(),
            );
          }
          const ref = String(request.query.merchant_ref ?? '');
          const payment = ref ? await kit.store.findByRef(key, account.tenantId, ref) : null;
          if (!payment)
            return fail(reply, request, account, 'not_found', 'no such payment', kit.now());
          return answer(reply, request, account, 200, paymentObject(kit, payment), kit.now());
        },
      );

      // The refunds and chargebacks made in a window, also those made here only (the console).
      app.get<{ Querystring: Record<string, string | undefined> }>(
        `${base}/v1/refunds`,
        route,
        async (request, reply) => {
          const account = await authenticate(kit, request, reply);
          if (!account) return reply;
          const asked = listAsked(request.query);
          if (!asked) {
            return fail(reply, request, account, 'invalid_request', 'list query', kit.now());
          }
          const { refunds } = await kit.store.booksBetween(key, account.tenantId, asked.window);
          const items = refunds
            .slice(asked.start, asked.start + asked.size)
            .map(({ refund, payment }): ListedRefundV1 => {
              const wire = toWire(refund.amountMinor, payment.currency)!;
              return {
                refund_id: refund.id,
                refund_ref: refund.requestKey,
                payment_id: payment.id,
                merchant_ref: payment.merchantRef,
                kind: refund.kind === 'chargeback' ? 'chargeback' : 'refund',
                // The emulator gives the money back at once.
                status: 'succeeded',
                amount_minor: wire.amount,
                currency: wire.currency,
                created_at: refund.createdAt.toISOString(),
              };
            });
          return answer(
            reply,
            request,
            account,
            200,
            { items, has_more: refunds.length > asked.start + asked.size },
            kit.now(),
          );
        },
      );

      app.post<{ Params: { id: string } }>(
        `${base}/v1/payments/:id/refunds`,
        route,
        async (request, reply) => {
          const account = await authenticate(kit, request, reply);
          if (!account) return reply;
          const now = kit.now();
          const payment = await paymentOf(kit, account, request.params.id);
          if (!payment) return fail(reply, request, account, 'not_found', 'no such payment', now);
          const parsed = refundRequestSchema.safeParse(parseJson(String(request.body ?? '')));
          const money = parsed.success && fromWire(parsed.data.amount_minor, parsed.data.currency);
          if (!parsed.success || !money || money.currency !== payment.currency) {
            return fail(reply, request, account, 'invalid_request', 'not a v1 refund request', now);
          }
          const refundId = randomId('rf_', 24, 'abcdefghijklmnopqrstuvwxyz0123456789');
          refundRefs.set(refundId, parsed.data.refund_ref);
          const result = await kit.refund({
            payment,
            refundId,
            amountMinor: money.amount,
            requestKey: parsed.data.refund_ref,
          });
          if (result.kind === 'refused') {
            refundRefs.delete(refundId);
            return result.reason === 'too-much'
              ? fail(reply, request, account, 'refund_exceeds_payment', 'more than is left', now)
              : fail(reply, request, account, 'not_refundable', 'payment not succeeded', now);
          }
          if (result.kind === 'repeat') refundRefs.delete(refundId);
          const wire = toWire(result.refund.amountMinor, payment.currency)!;
          const refund: RefundV1 = {
            refund_id: result.refund.id,
            refund_ref: parsed.data.refund_ref,
            payment_id: payment.id,
            // The emulator gives the money back at once.
            status: 'succeeded',
            amount_minor: wire.amount,
            currency: wire.currency,
            created_at: result.refund.createdAt.toISOString(),
          };
          return answer(reply, request, account, result.kind === 'repeat' ? 200 : 201, refund, now);
        },
      );

      // Test environments only: the payer's outcome without a browser (conformance runs).
      app.post<{ Params: { id: string } }>(
        `${base}/v1/test/payments/:id/outcome`,
        route,
        async (request, reply) => {
          const account = await authenticate(kit, request, reply);
          if (!account) return reply;
          const now = kit.now();
          const payment = await paymentOf(kit, account, request.params.id);
          if (!payment) return fail(reply, request, account, 'not_found', 'no such payment', now);
          const outcome = (
            parseJson(String(request.body ?? '')) as { outcome?: unknown } | undefined
          )?.outcome;
          const to = ['succeeded', 'failed', 'cancelled', 'pending'].includes(String(outcome))
            ? (outcome as EmulatorStatus)
            : null;
          if (!to) return fail(reply, request, account, 'invalid_request', 'outcome', now);
          const moved = await kit.changeStatus(
            payment,
            to === 'pending' ? ['open'] : ['open', 'pending'],
            to,
          );
          const current = moved ?? (await kit.store.find(key, payment.id))!;
          return answer(reply, request, account, 200, paymentObject(kit, current), now);
        },
      );
    },

    notifications(payment, event, account): OutgoingNotification[] {
      if (!payment.notifyUrl) return [];
      const a = account as Account;
      if (event.type === 'status') {
        if (event.status === 'authorized') return [];
        const type = `payment.${event.status}` as NotificationType;
        return [
          notification(a, payment, type, { amountMinor: payment.amountMinor, refundId: null }),
        ];
      }
      const type = event.type === 'refund' ? 'refund.succeeded' : 'chargeback.created';
      return [
        notification(a, payment, type, {
          amountMinor: event.amountMinor,
          refundId: event.refundId,
        }),
      ];
    },

    // Each delivery is signed when it is sent: a fresh timestamp and nonce (the merchant refuses a
    // nonce it has seen and a timestamp outside ±300 s).
    resign(n, account, at) {
      const a = account as Account;
      return {
        ...n.headers,
        ...sign(a.credentials.secret, {
          line: n.method ?? 'POST',
          path: pathOf(n.url),
          merchantId: a.credentials.merchantId,
          body: n.body,
          now: at,
        }),
      };
    },

    // Only the exact acknowledgement ends the resends.
    acknowledged: (response) => response.status === 200 && response.body === ACK_BODY,

    returnStep(payment) {
      if (!payment.returnUrl || payment.status === 'open') return null;
      return { kind: 'link', url: payment.returnUrl };
    },
  };
}
