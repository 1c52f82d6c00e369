import type * as z from 'zod/mini';
import type { ListedTransaction } from '../../provider-kit/protocol.ts';
import { fromNaverpayAmount } from './amounts.ts';
import type { payHistory } from './messages.ts';

// The daily comparison's side of v2.2/list/history: asked by period (startTime / endTime in
// yyyyMMddHHmmss, Korean time, all approval types, page by page;
// https://developer.pay.naver.com/docs/v2/api#payments-payments_history). UNCONFIRMED: the
// `approvalType` value for every line ("ALL") and the page size limit (100 here).

const KST_MS = 9 * 3600_000;

/** A time as NaverPay writes it: yyyyMMddHHmmss in Korean time (UTC+9, no daylight saving). */
export function toYmdt(at: Date): string {
  return new Date(at.getTime() + KST_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** A NaverPay yyyyMMddHHmmss (Korean time) as a Date, or null. */
export function fromYmdt(text: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, ...number[]];
  const at = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - KST_MS;
  return Number.isNaN(at) ? null : new Date(at);
}

/** The history request of one page of a window [from, to). */
export function windowQuery(window: { from: Date; to: Date }, page: number) {
  return {
    startTime: toYmdt(window.from),
    // endTime is inclusive to the second: the last second before `to`.
    endTime: toYmdt(new Date(window.to.getTime() - 1000)),
    approvalType: 'ALL',
    pageNumber: page,
    rowsPerPage: 100,
  };
}

/**
 * One history line as the comparison reads it: a successful approval (01) is a paid payment, a
 * successful cancel (03 full, 04 partial) a refund of its amount; failed lines and other types
 * are left out.
 */
export function listedOf(line: z.infer<typeof payHistory>): ListedTransaction | null {
  if (line.admissionState !== 'SUCCESS') return null;
  const kind =
    line.admissionTypeCode === '01'
      ? 'payment'
      : line.admissionTypeCode === '03' || line.admissionTypeCode === '04'
        ? 'refund'
        : null;
  const amountMinor = fromNaverpayAmount(Math.abs(line.totalPayAmount));
  const at = fromYmdt(line.admissionYmdt);
  if (!kind || amountMinor === null || !at) return null;
  return {
    kind,
    status: kind === 'payment' ? 'paid' : 'refunded',
    billingNo: line.merchantPayKey || null,
    providerRef: kind === 'payment' ? line.paymentId : (line.payHistId ?? line.paymentId),
    amountMinor,
    currency: 'KRW',
    at,
  };
}
