import { fromWireUnits, toWireUnits, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// NaverPay charges Korean won only, in whole won: totalPayAmount, taxScopeAmount, cancelAmount and
// every amount of its answers are integers of KRW ("totalPayAmount 총 결제 금액", Number;
// https://developer.pay.naver.com/docs/v2/api#payments-payments_reserve). Won are counted at
// NaverPay's decimals for KRW (currencies.ts: 0); the store's own minor units of KRW are rescaled
// to them, so a store that ever counted KRW with decimals would be refused a fraction rather than
// charged another sum.

/** Our amount as NaverPay's integer won, or null for another currency or a non-amount. */
export function toNaverpayAmount(amountMinor: number, currency: string): number | null {
  if (amountMinor === 0) return null;
  const wire = valueOrNull(toWireUnits(currencies, amountMinor, currency));
  return wire ? Number(wire.digits) : null;
}

/** A NaverPay amount (whole won) back to our KRW minor units; null if it is not whole and >= 0. */
export function fromNaverpayAmount(amount: unknown): number | null {
  if (typeof amount !== 'number') return null;
  return valueOrNull(fromWireUnits(currencies, amount, 'KRW'))?.amountMinor ?? null;
}
