import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';

// SPEC §5 messages the app shows as they come, in the player's language (i18n/messages).
export const paywayMissing = () =>
  new AppError(ResultCode.PaywayMissing, serverMessage('pay.paywayMissing'));
export const channelMissing = () =>
  new AppError(ResultCode.ChannelMissing, serverMessage('pay.channelMissing'));
export const badPayParams = () =>
  new AppError(ResultCode.BadPayParams, serverMessage('pay.badParams'));
export const invalidPayLink = () =>
  new AppError(ResultCode.InvalidPayLink, serverMessage('pay.invalidLink'));
export const paymentUnavailable = () =>
  new AppError(ResultCode.PaymentUnavailable, serverMessage('pay.unavailable'), 503);
export const payerDetailsMissing = () =>
  new AppError(ResultCode.BadPayParams, serverMessage('pay.payerDetails'));
export const currencyNotTaken = (currency: string) =>
  new AppError(ResultCode.CurrencyNotTaken, serverMessage('pay.currencyNotTaken', { currency }));
