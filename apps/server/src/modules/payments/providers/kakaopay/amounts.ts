// KakaoPay charges Korean won only, in whole won: total_amount, cancel_amount and every amount of
// its answers are integers of KRW ("total_amount Integer 상품 총액",
// https://developers.kakaopay.com/docs/payment/online/single-payment). Our KRW has no minor unit
// (packages/tenants/src/currencies.ts), so the amount passes through unchanged.

/** Our amount as KakaoPay's integer won, or null for another currency or a non-amount. */
export function toKakaopayAmount(amountMinor: number, currency: string): number | null {
  if (currency !== 'KRW') return null;
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return null;
  return amountMinor;
}

/** A KakaoPay amount back to our KRW minor units; null if it is not a whole, non-negative number. */
export function fromKakaopayAmount(amount: unknown): number | null {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? amount : null;
}
