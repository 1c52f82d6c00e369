import type * as z from 'zod/mini';
import type { TransportResponse } from '../../../../lib/http-transport.ts';
import { parseJsonOrNull } from '../../provider-kit/notification-input.ts';
import { emulatorEndpoints } from '../../provider-kit/emulator-endpoints.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import { redirectWithin } from '../../provider-kit/redirect.ts';
import { fromKakaopayAmount, toKakaopayAmount } from './amounts.ts';
import { kakaopayCredentials } from './credentials.ts';
import type { KakaopayCredentials } from './credentials.ts';
import {
  approveResponse,
  cancelResponse,
  errorResponse,
  orderResponse,
  readyResponse,
} from './messages.ts';

// KakaoPay online single payment over the open API (https://developers.kakaopay.com/docs/payment/online/single-payment):
// ready (get a tid and KakaoPay's page), the player approves in KakaoTalk, KakaoPay sends them to
// approval_url with `pg_token`, and the merchant's approve call is what takes the money: our
// return step (`complete`). KakaoPay sends no notifications; payment/order is the status query
// reconciliation relies on; cancel refunds, partially too.

type Io = kit.ProtocolIo<KakaopayCredentials>;

/** One host for test and live: a dev secret key and the test cid TC0ONETIME make it a test. */
const API = 'https://open-api.kakaopay.com';

/**
 * Where next_redirect_pc_url / next_redirect_mobile_url point ("https://online-pay.kakao.com/
 * mockup/v1/…/info" in the guide's test answer, the store's earlier adapter used the same origin).
 */
// UNCONFIRMED: the live page origin is the same host.
const PAGE_ORIGIN = 'https://online-pay.kakao.com';

const paths = {
  ready: '/online/v1/payment/ready',
  approve: '/online/v1/payment/approve',
  order: '/online/v1/payment/order',
  cancel: '/online/v1/payment/cancel',
} as const;

/** tids are "T" and alphanumerics (T1234567890123456789 in the guide). */
const tidPattern = /^[A-Za-z0-9]{1,64}$/;

/** Statuses before the player finished (payment/order "status"). */
const inProgress = new Set([
  'READY',
  'SEND_TMS',
  'OPEN_PAYMENT',
  'SELECT_METHOD',
  'ARS_WAITING',
  'AUTH_PASSWORD',
  'ISSUED_SID',
]);

/**
 * A payment/order status as ours: SUCCESS_PAYMENT paid; PART_CANCEL_PAYMENT still paid (the
 * cancels carry the refunded part); CANCEL_PAYMENT all given back (refunded when it was approved);
 * FAIL_AUTH_PASSWORD, QUIT_PAYMENT, FAIL_PAYMENT failed; the rest pending.
 */
function orderStatus(status: string, approved: boolean): kit.NotificationStatus {
  switch (status) {
    case 'SUCCESS_PAYMENT':
    case 'PART_CANCEL_PAYMENT':
      return 'paid';
    case 'CANCEL_PAYMENT':
      return approved ? 'refunded' : 'failed';
    case 'FAIL_AUTH_PASSWORD':
    case 'QUIT_PAYMENT':
    case 'FAIL_PAYMENT':
      return 'failed';
    default:
      return 'pending';
  }
}

type Response = { status: number; json: unknown };

class KakaopayError extends Error {}

export function createKakaopayProtocol(options: {
  emulatorBase: string;
}): kit.ProviderProtocol<KakaopayCredentials> {
  const emulatorBase = options.emulatorBase.replace(/\/+$/, '');

  /** One authenticated JSON call. Throws on transport. */
  async function call(io: Io, path: string, body: Record<string, unknown>): Promise<Response> {
    let response: TransportResponse;
    try {
      response = await io.transport(`${io.endpoints.api}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `SECRET_KEY ${io.credentials.secretKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ cid: io.credentials.cid, ...body }),
      });
    } catch (error) {
      throw new KakaopayError(`kakaopay unreachable: ${(error as Error).message}`);
    }
    return { status: response.status, json: parseJsonOrNull(response.body) };
  }

  const ok = (r: Response) => r.status >= 200 && r.status < 300;
  function errorText(r: Response): string {
    const e = errorResponse.safeParse(r.json);
    const code = e.success ? e.data.error_code : undefined;
    return code === undefined
      ? `kakaopay HTTP ${r.status}`
      : `kakaopay ${code}: ${e.success ? (e.data.error_message ?? '') : ''}`.trim();
  }

  /** payment/order for a tid, checked to be this order's; null when KakaoPay refuses. */
  async function order(io: Io, tid: string, billingNo: string) {
    const r = await call(io, paths.order, { tid });
    if (!ok(r)) {
      if (r.status >= 500) throw new KakaopayError(errorText(r));
      return null;
    }
    const parsed = orderResponse.safeParse(r.json);
    if (!parsed.success || parsed.data.partner_order_id !== billingNo) return null;
    return parsed.data;
  }

  function toQueried(o: z.infer<typeof orderResponse>): kit.QueriedPayment {
    const status = orderStatus(o.status, Boolean(o.approved_at));
    // A fully cancelled payment reports what was given back; any other, what was charged.
    const total =
      status === 'refunded' ? (o.canceled_amount?.total ?? o.amount.total) : o.amount.total;
    return { status, providerRef: o.tid, amountMinor: fromKakaopayAmount(total), currency: 'KRW' };
  }

  return {
    key: 'kakaopay',
    // KakaoPay adds pg_token to approval_url, and only approve with it takes the money.
    returnCarriesProof: true,
    credentials: kakaopayCredentials as z.ZodMiniType<KakaopayCredentials>,

    endpoints(mode: kit.ProtocolMode): kit.ProtocolEndpoints {
      if (mode === 'emulator') {
        return emulatorEndpoints(emulatorBase, 'kakaopay');
      }
      return { api: API, pageOrigins: [PAGE_ORIGIN] };
    },

    async createPayment(io, request): Promise<kit.CreatedPayment> {
      const total = toKakaopayAmount(request.amountMinor, request.currency);
      if (total === null) {
        return {
          ok: false,
          error: `kakaopay takes whole KRW only, not ${request.currency}`,
          retryable: false,
        };
      }
      // payment/ready: partner_order_id and partner_user_id must be repeated at approve. The
      // player comes back to approval_url (with pg_token), cancel_url or fail_url: all three are
      // the store's result page, whose return step asks KakaoPay where the payment stands.
      // KakaoPay takes no idempotency key here: a retried ready makes a second tid for the same
      // partner_order_id, and only the one approved is ever paid.
      let r: Response;
      try {
        r = await call(io, paths.ready, {
          partner_order_id: request.billingNo,
          partner_user_id: request.accountId,
          item_name: request.description.slice(0, 100),
          quantity: 1,
          total_amount: total,
          tax_free_amount: 0,
          approval_url: request.returnUrl,
          cancel_url: request.returnUrl,
          fail_url: request.returnUrl,
        });
      } catch (error) {
        return { ok: false, error: (error as Error).message, retryable: true };
      }
      if (!ok(r)) return { ok: false, error: errorText(r), retryable: r.status >= 500 };
      const ready = readyResponse.safeParse(r.json);
      if (!ready.success)
        return { ok: false, error: 'kakaopay answer without tid', retryable: false };
      // The PC page shows a QR code the player scans with KakaoTalk, and also works on a phone.
      // UNCONFIRMED: whether mobile browsers should get next_redirect_mobile_url instead; the
      // payment request carries no device.
      return redirectWithin(
        ready.data.next_redirect_pc_url,
        ready.data.tid,
        io.endpoints.pageOrigins,
        'KakaoPay page',
      );
    },

    async verifyNotification(): Promise<kit.VerifiedNotification> {
      // KakaoPay sends no payment notifications (the single-payment flow ends with the merchant's
      // approve call): anything arriving here is not from KakaoPay.
      return { ok: false, reason: 'unsigned' };
    },

    answer(outcome): kit.NotificationAnswer {
      return outcome === 'accepted' ? { status: 200, body: '' } : { status: 400, body: '' };
    },

    async complete(io, ref): Promise<kit.QueriedPayment | null> {
      if (!tidPattern.test(ref.providerRef)) return null;
      const pgToken = new URLSearchParams(ref.returnQuery).get('pg_token');
      try {
        const now = await order(io, ref.providerRef, ref.billingNo);
        if (!now) return null;
        // Approved already (a reload of the result page, or reconciliation came first), or ended
        // without approval: the order says so.
        if (!pgToken || !inProgress.has(now.status)) return toQueried(now);
        // payment/approve with the pg_token of the return; partner ids as at ready (read back
        // from the order, so the return needs nothing but the token).
        const r = await call(io, paths.approve, {
          tid: now.tid,
          partner_order_id: now.partner_order_id,
          partner_user_id: now.partner_user_id,
          pg_token: pgToken,
        });
        if (ok(r)) {
          const approved = approveResponse.safeParse(r.json);
          if (approved.success && approved.data.partner_order_id === ref.billingNo) {
            return {
              status: 'paid',
              providerRef: approved.data.tid,
              amountMinor: fromKakaopayAmount(approved.data.amount.total),
              currency: 'KRW',
            };
          }
        }
        // A refused approve (wrong or used token, timed out): where does the payment stand now?
        const after = await order(io, ref.providerRef, ref.billingNo);
        return after ? toQueried(after) : null;
      } catch {
        return null;
      }
    },

    async queryPayment(io, ref): Promise<kit.QueriedPayment | null> {
      // payment/order needs the tid: without one KakaoPay cannot be asked.
      if (!ref.providerRef || !tidPattern.test(ref.providerRef)) return null;
      const now = await order(io, ref.providerRef, ref.billingNo);
      return now ? toQueried(now) : null;
    },

    // The refund's id is the cancel's `aid` (payment/cancel answer; payment/order lists it again in
    // payment_action_details), else our refund key. KakaoPay sends no refund notification
    // (verifyNotification), so a console refund is the only record of it: nothing is counted twice.
    async refund(io, request): Promise<kit.RefundOutcome> {
      const amount = toKakaopayAmount(request.amountMinor, request.currency);
      if (amount === null)
        return {
          ok: false,
          error: `kakaopay cannot refund ${request.amountMinor} ${request.currency}`,
        };
      if (!tidPattern.test(request.providerRef)) return { ok: false, error: 'kakaopay: bad tid' };
      try {
        // payment/cancel takes no idempotency key, but keeps a `payload` with each action and
        // lists the actions in payment/order: a cancel already made under this refund key is
        // found there instead of being made twice.
        // UNCONFIRMED: payload is echoed in payment_action_details (as the approve payload is).
        const before = await order(io, request.providerRef, request.billingNo);
        if (!before) return { ok: false, error: 'kakaopay: no such payment for this order' };
        const done = before.payment_action_details?.find(
          (a) => a.payment_action_type === 'CANCEL' && a.payload === request.refundKey,
        );
        if (done) return { ok: true, refundRef: done.aid ?? request.refundKey, pending: false };
        const r = await call(io, paths.cancel, {
          tid: request.providerRef,
          cancel_amount: amount,
          cancel_tax_free_amount: 0,
          payload: request.refundKey,
        });
        if (!ok(r)) return { ok: false, error: errorText(r) };
        const cancelled = cancelResponse.safeParse(r.json);
        if (!cancelled.success) return { ok: false, error: 'kakaopay: unexpected cancel answer' };
        // CANCEL_PAYMENT (all given back) or PART_CANCEL_PAYMENT: done at once.
        return { ok: true, refundRef: cancelled.data.aid ?? request.refundKey, pending: false };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    },
  };
}
