import type { OrderInfo } from '@topup/contracts/payments';
import { specLimits } from '../../shared/config/spec-limits.ts';

// SPEC §4 order status codes as the result popup shows them. Repeat (10) means the player paid a
// second time for an order already paid: the goods arrived once, so it settles like a success
// (same buttons), but the popup says a second payment was taken and what happens to it. A paid
// order whose money went back in full (issue 14: refund or chargeback) keeps the Fail code and
// says `refunded`: the popup shows it as refunded, not as a payment that failed.
export type ResultPhase = 'checking' | 'pending' | 'success' | 'fail' | 'refunded';

/** SPEC §4 Repeat: the order was paid twice. */
export function isRepeat(order: Pick<OrderInfo, 'status'> | null): boolean {
  return order?.status === 10;
}

export function phaseOf(
  order: Pick<OrderInfo, 'status' | 'refunded'>,
): Exclude<ResultPhase, 'checking'> {
  const { status } = order;
  if (status === 1 || status === 10) return 'success';
  if (status === -2) return order.refunded ? 'refunded' : 'fail';
  return 'pending';
}

/** A phase the order does not leave by itself (the popup stops asking). */
export const isSettled = (phase: ResultPhase) =>
  phase === 'success' || phase === 'fail' || phase === 'refunded';

/** SPEC §9: the popup first asks about the order 1 s after it opens. */
export const RESULT_POLL_DELAY_MS = specLimits.resultPollDelayMs;
