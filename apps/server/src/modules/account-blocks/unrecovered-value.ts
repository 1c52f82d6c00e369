import type { OrderRow } from '../orders/types.ts';

/**
 * What goods the game could not take back are worth, in the order's currency and minor units:
 * the share of what the player paid (amount_minor, after any coupon) that the shortfall is of what
 * the order delivered (value + bonus), rounded half up, at least 1 minor unit and at most the price.
 * 'all' (the revoke was given up) is the whole price. Integer arithmetic throughout (BigInt), so
 * no float rounding decides a player's debt.
 */
export function unrecoveredMinor(
  order: Pick<OrderRow, 'amountMinor' | 'value' | 'bonus'>,
  shortfall: number | 'all',
): number {
  const price = order.amountMinor;
  const delivered = order.value + order.bonus;
  if (shortfall === 'all' || delivered <= 0 || shortfall >= delivered) return price;
  if (!Number.isSafeInteger(shortfall) || shortfall <= 0) {
    throw new RangeError(`shortfall must be a positive whole number of units, got ${shortfall}`);
  }
  const units = BigInt(delivered);
  const share = (BigInt(price) * BigInt(shortfall) * 2n + units) / (2n * units);
  return Math.min(price, Math.max(1, Number(share)));
}
