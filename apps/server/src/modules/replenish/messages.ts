import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../plugins/app-error.ts';

// -3016 answers (SPEC §8: the app goes to /errorReplenish and shows the message there). An unknown
// link and another brand's link read the same: which links exist is not told.
export const replenishMessages = {
  invalid: 'This make-up payment link is invalid. Please contact customer service for a new link.',
  cancelled:
    'This make-up payment link has been cancelled. Please contact customer service for a new link.',
  expired: 'This page has expired, contact customer service to get a new link',
  paid: 'This make-up payment has already been paid.',
  otherAccount: 'The login account must match the top-up game account.',
  otherGame: 'This make-up payment link belongs to another game.',
} as const;

export type ReplenishProblem = keyof typeof replenishMessages;

export const replenishError = (problem: ReplenishProblem) =>
  new AppError(ResultCode.ReplenishError, replenishMessages[problem]);

// Not -3016: the link is fine, a payment of it is under way (the app shows it as a toast).
export const paymentUnderWayMessage = (minutes: number) =>
  `A payment of this link is already waiting to be completed. Finish it in its payment window, or try again in ${minutes} minutes.`;
