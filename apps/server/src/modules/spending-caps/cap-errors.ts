import type { CapPeriod } from '@topup/contracts/spending-caps';
import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage, type MessageKey } from '../../i18n/server-messages.ts';
import { AppError, type LocalizedText } from '../../plugins/app-error.ts';
import { formatMinor } from './money-text.ts';

const reachedKey: Record<CapPeriod | 'age', MessageKey> = {
  daily: 'caps.dailyReached',
  weekly: 'caps.weeklyReached',
  monthly: 'caps.monthlyReached',
  age: 'caps.ageReached',
};

/** Which cap an order would pass and what is left of it, the money written as each language does. */
export function capReached(
  which: CapPeriod | 'age',
  money: { cap: number; left: number; currency: string },
): AppError {
  const text = (lang: Parameters<LocalizedText['in']>[0]) =>
    serverMessage(reachedKey[which], {
      cap: formatMinor(money.cap, money.currency, lang),
      left: formatMinor(money.left, money.currency, lang),
    }).in(lang);
  return new AppError(ResultCode.SpendingCapReached, { en: text('en'), in: text });
}

export const otherCurrency = (currency: string) =>
  new AppError(ResultCode.SpendingCapReached, serverMessage('caps.otherCurrency', { currency }));
export const pinRequired = () =>
  new AppError(ResultCode.CapsPinWrong, serverMessage('caps.pinRequired'));
export const pinWrong = () => new AppError(ResultCode.CapsPinWrong, serverMessage('caps.pinWrong'));
