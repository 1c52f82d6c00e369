import { fromWireUnits, toWireUnits, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// KakaoPay charges Korean won only, in whole won: total_amount, cancel_amount and every amount of
// its answers are integers of KRW ("total_amount Integer 상품 총액",
// https://developers.kakaopay.com/docs/payment/online/single-payment). KakaoPay's currency table
// (currencies.ts) is KRW with no decimals; our KRW has no minor unit either
// (packages/tenants/src/currencies.ts), so the amount passes through unchanged.

/** Our amount as KakaoPay's integer won, or null for another currency or a non-amount. */
export function toKakaopayAmount(amountMinor: number, currency: string): number | null {
  if (amountMinor === 0) return null;
  const wire = valueOrNull(toWireUnits(currencies, amountMinor, currency));
  return wire ? Number(wire.digits) : null;
}

/** A KakaoPay amount back to our KRW minor units; null if it is not a whole, non-negative number. */
export function fromKakaopayAmount(amount: unknown): number | null {
  if (typeof amount !== 'number') return null;
  return valueOrNull(fromWireUnits(currencies, amount, 'KRW'))?.amountMinor ?? null;
}
