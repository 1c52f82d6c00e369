import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';

// -3016 answers (SPEC §8: the app goes to /errorReplenish and shows the message there). An unknown
// link and another brand's link read the same: which links exist is not told.
export const replenishMessageKeys = {
  invalid: 'replenish.invalid',
  cancelled: 'replenish.cancelled',
  expired: 'replenish.expired',
  paid: 'replenish.paid',
  otherAccount: 'replenish.otherAccount',
  otherGame: 'replenish.otherGame',
} as const;

export type ReplenishProblem = keyof typeof replenishMessageKeys;

export const replenishError = (problem: ReplenishProblem) =>
  new AppError(ResultCode.ReplenishError, serverMessage(replenishMessageKeys[problem]));

// Not -3016: the link is fine, a payment of it is under way (the app shows it as a toast).
export const paymentUnderWayMessage = (minutes: number) =>
  serverMessage('replenish.paymentUnderWay', { minutes });
