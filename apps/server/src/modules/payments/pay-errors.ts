import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../plugins/app-error.ts';

// SPEC §5 messages the app shows as they come.
export const payMessages = {
  paywayMissing: 'payway_id is no exist',
  channelMissing: 'Channel ID does not exist, try again.',
  badParams: 'Incorrect parameters for the selected payment method',
  invalidLink: 'The link is invalid, please refresh and try again.',
  illegalCoupon: 'This coupon cannot be used',
} as const;

export const paywayMissing = () =>
  new AppError(ResultCode.PaywayMissing, payMessages.paywayMissing);
export const channelMissing = () =>
  new AppError(ResultCode.ChannelMissing, payMessages.channelMissing);
export const badPayParams = () => new AppError(ResultCode.BadPayParams, payMessages.badParams);
export const invalidPayLink = () =>
  new AppError(ResultCode.InvalidPayLink, payMessages.invalidLink);
export const illegalCoupon = () =>
  new AppError(ResultCode.IllegalCoupon, payMessages.illegalCoupon);
