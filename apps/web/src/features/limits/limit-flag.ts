import { getOrderSelection, type OrderSelection } from '../../shared/storage/order-selection.ts';
import { patchSelection } from '../game/selection-store.ts';

// SPEC §5: before limited goods (isLimit) are paid for, the limit-info flag goes on so the limits
// feature refreshes what the role may still buy. It lives in the order selection's rechargeInfo.
// Limits owns the flag and recharge (above it) sets it, so the import goes one way (ADR 0029).
export const LIMIT_INFO_FLAG = 'limitInfo';

export function markLimitInfo(): void {
  const info = getOrderSelection().rechargeInfo ?? {};
  patchSelection({ rechargeInfo: { ...info, [LIMIT_INFO_FLAG]: true } });
}

export function limitInfoMarked(selection: OrderSelection = getOrderSelection()): boolean {
  return selection.rechargeInfo?.[LIMIT_INFO_FLAG] === true;
}

/** The limits feature calls this once it has refreshed the limit info. */
export function clearLimitInfo(): void {
  const info = { ...getOrderSelection().rechargeInfo };
  delete info[LIMIT_INFO_FLAG];
  patchSelection({ rechargeInfo: info });
}
