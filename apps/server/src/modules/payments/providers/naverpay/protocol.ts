import type * as z from 'zod/mini';
import type { TransportResponse } from '../../../../lib/http-transport.ts';
import { emulatorEndpoints } from '../../provider-kit/emulator-endpoints.ts';
import { parseJsonOrNull } from '../../provider-kit/notification-input.ts';
import type * as kit from '../../provider-kit/protocol.ts';
import { redirectWithin } from '../../provider-kit/redirect.ts';
import { fromNaverpayAmount, toNaverpayAmount } from './amounts.ts';
import { naverpayCredentials, type NaverpayCredentials } from './credentials.ts';
import type { payHistory } from './messages.ts';
import { applyBody, cancelBody, envelope, historyBody, reserveBody } from './messages.ts';
import { listedOf, windowQuery } from './transactions.ts';

// NaverPay 결제형 (payment-type) API, https://developer.pay.naver.com/docs/v2/api (the reference)
// and https://docs.pay.naver.com/docs/common/url-format (hosts and paths):
// 1. v2/reserve (결제 예약) gives a reserveId; the player pays on NaverPay's page
//    /payments/<reserveId>;
// 2. NaverPay sends the player to returnUrl with `resultCode=Success&paymentId=…` (or another
//    resultCode and a resultMessage);
// 3. the merchant's v2.2/apply/payment (결제 승인) with that paymentId takes the money: our return
//    step (`complete`). Until then nothing is charged.
// v2.2/list/history (결제 내역 조회) is the status query, v1/cancel (결제 취소) refunds, in part
// too. Every call carries X-Naver-Client-Id / X-Naver-Client-Secret (and X-NaverPay-Chain-Id when
// the merchant has one); approve and cancel an X-NaverPay-Idempotency-Key, so a retried call is
// answered as the first one was. The 결제형 API sends the merchant no payment notifications.

type Io = kit.ProtocolIo<NaverpayCredentials>;

/** API hosts (the partner id is the first path segment). UNCONFIRMED: the live host's name. */
const API = { test: 'https://dev-pay.paygate.naver.com', live: 'https://pay.paygate.naver.com' };

/** NaverPay's payment pages, PC and mobile (https://developer.pay.naver.com/docs/v2/api#payments). */
const PAGES = {
  test: ['https://test-pay.naver.com', 'https://test-m.pay.naver.com'],
  live: ['https://pay.naver.com', 'https://m.pay.naver.com'],
};

const paths = {
  reserve: '/naverpay/payments/v2/reserve',
  apply: '/naverpay/payments/v2.2/apply/payment',
  history: '/naverpay/payments/v2.2/list/history',
  cancel: '/naverpay/payments/v1/cancel',
} as const;

/** paymentId / reserveId as NaverPay writes them ("20170201NP1043587746"). */
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

type Response = { status: number; json: unknown };
type History = z.infer<typeof payHistory>;

class NaverpayError extends Error {}

export function createNaverpayProtocol(options: {
  emulatorBase: string;
}): kit.ProviderProtocol<NaverpayCredentials> {
  const emulatorBase = options.emulatorBase.replace(/\/+$/, '');

  /**
   * The payment page of a reservation: NaverPay's PC page in test and live; in emulator mode the
   * emulator's hosted checkout of that reservation, beside its API.
   */
  function pageOf(io: Io, reserveId: string): string {
    const id = encodeURIComponent(reserveId);
    if (io.endpoints.api === API.test) return `${PAGES.test[0]}/payments/${id}`;
    if (io.endpoints.api === API.live) return `${PAGES.live[0]}/payments/${id}`;
    return `${io.endpoints.api}/checkout/${id}`;
  }

  /** One authenticated call under the partner id. Throws on transport. */
  async function call(
    io: Io,
    path: string,
    body: { json: Record<string, unknown> } | { form: Record<string, string> },
    idempotencyKey?: string,
  ): Promise<Response> {
    const { clientId, clientSecret, chainId, partnerId } = io.credentials;
    let response: TransportResponse;
    try {
      response = await io.transport(`${io.endpoints.api}/${partnerId}${path}`, {
        method: 'POST',
        headers: {
          'X-Naver-Client-Id': clientId,
          'X-Naver-Client-Secret': clientSecret,
          ...(chainId ? { 'X-NaverPay-Chain-Id': chainId } : {}),
          ...(idempotencyKey ? { 'X-NaverPay-Idempotency-Key': idempotencyKey } : {}),
          'Content-Type': 'json' in body ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        body:
          'json' in body ? JSON.stringify(body.json) : new URLSearchParams(body.form).toString(),
      });
    } catch (error) {
      throw new NaverpayError(`naverpay unreachable: ${(error as Error).message}`);
    }
    return { status: response.status, json: parseJsonOrNull(response.body) };
  }

  /** The body of a "Success" answer, or null (a refusal, whatever its HTTP status). */
  function successBody(r: Response): unknown {
    const e = envelope.safeParse(r.json);
    return r.status >= 200 && r.status < 300 && e.success && e.data.code === 'Success'
      ? e.data.body
      : null;
  }

  function errorText(r: Response): string {
    const e = envelope.safeParse(r.json);
    return e.success
      ? `naverpay ${e.data.code}: ${e.data.message ?? ''}`.trim()
      : `naverpay HTTP ${r.status}`;
  }

  /** list/history of one paymentId, this order's lines only; null when NaverPay refuses. */
  async function history(io: Io, paymentId: string, billingNo: string): Promise<History[] | null> {
    const r = await call(io, paths.history, { json: { paymentId } });
    if (r.status >= 500) throw new NaverpayError(errorText(r));
    const parsed = historyBody.safeParse(successBody(r));
    if (!parsed.success) return null;
    // Another merchant key under this paymentId is not this order's (a forged or mixed-up id).
    const ours = parsed.data.list.filter(
      (line) => line.paymentId === paymentId && line.merchantPayKey === billingNo,
    );
    return ours.length > 0 ? ours : null;
  }

  /**
   * A payment's history as ours: no successful approval, nothing decisive (never approved is
   * never charged); approved and cancelled in full, refunded with what was given back;
   * otherwise paid with the approved amount (a partial cancel leaves it paid).
   */
  function fromHistory(paymentId: string, lines: History[]): kit.QueriedPayment | null {
    const succeeded = lines.filter((l) => l.admissionState === 'SUCCESS');
    const approval = succeeded.find((l) => l.admissionTypeCode === '01');
    if (!approval) return null;
    const cancelled = succeeded
      .filter((l) => l.admissionTypeCode === '03' || l.admissionTypeCode === '04')
      .reduce((sum, l) => sum + Math.abs(l.totalPayAmount), 0);
    const refunded = cancelled >= approval.totalPayAmount;
    return {
      status: refunded ? 'refunded' : 'paid',
      providerRef: paymentId,
      amountMinor: fromNaverpayAmount(refunded ? cancelled : approval.totalPayAmount),
      currency: 'KRW',
    };
  }

  return {
    key: 'naverpay',
    // NaverPay adds paymentId to returnUrl, and only apply/payment with it takes the money.
    returnCarriesProof: true,
    credentials: naverpayCredentials as z.ZodMiniType<NaverpayCredentials>,

    endpoints(mode: kit.ProtocolMode): kit.ProtocolEndpoints {
      if (mode === 'emulator') return emulatorEndpoints(emulatorBase, 'naverpay');
      return { api: API[mode], pageOrigins: [...PAGES[mode]] };
    },

    async createPayment(io, request): Promise<kit.CreatedPayment> {
      const total = toNaverpayAmount(request.amountMinor, request.currency);
      if (total === null) {
        return {
          ok: false,
          error: `naverpay takes whole KRW only, not ${request.currency}`,
          retryable: false,
        };
      }
      const name = request.description.slice(0, 128);
      // v2/reserve: merchantPayKey is our billing number (NaverPay echoes it in every detail);
      // merchantUserKey the game account, never personal data. Game currency is taxable in full.
      // productItems: UNCONFIRMED the category a game top-up belongs to (ETC/ETC here).
      let r: Response;
      try {
        r = await call(
          io,
          paths.reserve,
          {
            json: {
              modelVersion: '2',
              merchantPayKey: request.billingNo,
              merchantUserKey: request.accountId,
              productName: name,
              productCount: 1,
              totalPayAmount: total,
              taxScopeAmount: total,
              taxExScopeAmount: 0,
              returnUrl: request.returnUrl,
              productItems: [
                { categoryType: 'ETC', categoryId: 'ETC', uid: request.billingNo, name, count: 1 },
              ],
            },
          },
          `reserve-${request.billingNo}`,
        );
      } catch (error) {
        return { ok: false, error: (error as Error).message, retryable: true };
      }
      const reserved = reserveBody.safeParse(successBody(r));
      if (!reserved.success) {
        return { ok: false, error: errorText(r), retryable: r.status >= 500 };
      }
      return redirectWithin(
        pageOf(io, reserved.data.reserveId),
        reserved.data.reserveId,
        io.endpoints.pageOrigins,
        'NaverPay page',
      );
    },

    async verifyNotification(): Promise<kit.VerifiedNotification> {
      // The 결제형 API notifies nothing: the merchant's approve, history and cancel calls are all
      // there is. Anything arriving here is not from NaverPay.
      return { ok: false, reason: 'unsigned' };
    },

    answer(outcome): kit.NotificationAnswer {
      return outcome === 'accepted' ? { status: 200, body: '' } : { status: 400, body: '' };
    },

    async complete(io, ref): Promise<kit.QueriedPayment | null> {
      const query = new URLSearchParams(ref.returnQuery);
      const resultCode = query.get('resultCode');
      const paymentId = query.get('paymentId') ?? ref.providerRef;
      try {
        if (resultCode !== null && resultCode !== 'Success') {
          // The player cancelled or NaverPay refused (resultMessage says why). Nothing is charged
          // until our approve, so failing the order costs nothing even when the return is forged:
          // the player starts a new payment.
          return ref.expected
            ? {
                status: 'failed',
                providerRef: ref.providerRef,
                amountMinor: ref.expected.amountMinor,
                currency: ref.expected.currency,
              }
            : null;
        }
        if (!idPattern.test(paymentId)) return null;
        // Approved already (a reload of the return, a re-check came first): history says so.
        const before = await history(io, paymentId, ref.billingNo);
        const known = before && fromHistory(paymentId, before);
        if (known || resultCode === null) return known ?? null;
        const r = await call(
          io,
          paths.apply,
          { form: { paymentId } },
          // One approval per paymentId: a retried approve is answered as the first one.
          `apply-${paymentId}`,
        );
        const applied = applyBody.safeParse(successBody(r));
        if (
          applied.success &&
          applied.data.detail.merchantPayKey === ref.billingNo &&
          applied.data.detail.admissionState === 'SUCCESS'
        ) {
          return {
            status: 'paid',
            providerRef: applied.data.paymentId,
            amountMinor: fromNaverpayAmount(applied.data.detail.totalPayAmount),
            currency: 'KRW',
          };
        }
        // Refused (forged or another merchant's paymentId, timed out): where does it stand now?
        const after = await history(io, paymentId, ref.billingNo);
        return after ? fromHistory(paymentId, after) : null;
      } catch {
        return null;
      }
    },

    async queryPayment(io, ref): Promise<kit.QueriedPayment | null> {
      // list/history needs the paymentId, which exists once the player paid: before that the
      // order's reference is the reserveId, unknown to history (nothing decisive).
      if (!ref.providerRef || !idPattern.test(ref.providerRef)) return null;
      const lines = await history(io, ref.providerRef, ref.billingNo);
      return lines ? fromHistory(ref.providerRef, lines) : null;
    },

    async refund(io, request): Promise<kit.RefundOutcome> {
      const amount = toNaverpayAmount(request.amountMinor, request.currency);
      if (amount === null) {
        return {
          ok: false,
          error: `naverpay cannot refund ${request.amountMinor} ${request.currency}`,
        };
      }
      if (!idPattern.test(request.providerRef))
        return { ok: false, error: 'naverpay: bad paymentId' };
      try {
        // v1/cancel; cancelRequester 2 is the merchant's admin (1 would be the buyer). The refund
        // key is the idempotency key: a retry is answered with the first cancel's payHistId,
        // never cancelled twice.
        const r = await call(
          io,
          paths.cancel,
          {
            form: {
              paymentId: request.providerRef,
              cancelAmount: String(amount),
              cancelReason: 'refund',
              cancelRequester: '2',
              taxScopeAmount: String(amount),
              taxExScopeAmount: '0',
            },
          },
          request.refundKey,
        );
        const cancelled = cancelBody.safeParse(successBody(r));
        if (!cancelled.success) return { ok: false, error: errorText(r) };
        return { ok: true, refundRef: cancelled.data.payHistId, pending: false };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    },

    // list/history by period (transactions.ts): every page of the window, approvals and cancels.
    async listTransactions(io, window): Promise<kit.ListedTransaction[] | null> {
      const listed: kit.ListedTransaction[] = [];
      for (let page = 1; ; page++) {
        let r: Response;
        try {
          r = await call(io, paths.history, { json: windowQuery(window, page) });
        } catch {
          return null;
        }
        const parsed = historyBody.safeParse(successBody(r));
        if (!parsed.success) return null;
        for (const line of parsed.data.list) {
          const one = listedOf(line);
          if (one) listed.push(one);
        }
        // A runaway totalPageCount cannot loop forever: 200 pages of 100 is far past a day's trade.
        if (page >= (parsed.data.totalPageCount ?? 1) || page >= 200) return listed;
      }
    },
  };
}
