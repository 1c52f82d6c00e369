import type { OrderInfo } from '@topup/contracts/payments';

// SPEC §4 order status codes as the result popup shows them. Repeat (10) means the role already
// had this order paid: the goods arrived, so it reads as a success.
export type ResultPhase = 'checking' | 'pending' | 'success' | 'fail';

export function phaseOf(status: OrderInfo['status']): Exclude<ResultPhase, 'checking'> {
  if (status === 1 || status === 10) return 'success';
  if (status === -2) return 'fail';
  return 'pending';
}

/** SPEC §9: the popup first asks about the order 1 s after it opens. */
export const RESULT_POLL_DELAY_MS = 1000;
