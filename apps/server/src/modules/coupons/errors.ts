import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';

// SPEC §5: shown as it comes, in the player's language. Coupons own it; the pay flow (above
// coupons in the module map, ADR 0042) answers with it when a reservation fails.
export const illegalCoupon = () =>
  new AppError(ResultCode.IllegalCoupon, serverMessage('pay.illegalCoupon'));
