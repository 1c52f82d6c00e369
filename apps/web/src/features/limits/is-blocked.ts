import type { LimitProduct } from '@topup/contracts/limits';

/**
 * Nothing can be bought now: used up, or waiting for unpaid orders. Its own module so the goods
 * page's first load does not carry the limit display (limit-view.ts, loaded with the limit note).
 */
export function isBlocked(limit: LimitProduct): boolean {
  return limit.extra_pay_times <= 0;
}
