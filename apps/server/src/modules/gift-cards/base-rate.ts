import type { PricedProductRow } from '../catalog/repository.ts';

/**
 * What a gift card's value buys in a game: the game's base rate is the in-game value per minor
 * unit of its cheapest product in that currency (ties: the smaller value, the plainer product —
 * a starter pack's doubled amount is a promotion, not the rate), and the result is floored.
 * E.g. 60 diamonds for USD 0.99: a USD 10.00 card gives floor(1000 × 60 / 99) = 606.
 */
export function giftGems(valueMinor: number, goods: readonly PricedProductRow[]): number | null {
  const base = [...goods].sort((a, b) => a.amountMinor - b.amountMinor || a.value - b.value)[0];
  if (!base || base.amountMinor <= 0) return null;
  // BigInt: exact floor of the product, whatever the currency's size.
  return Number((BigInt(valueMinor) * BigInt(base.value)) / BigInt(base.amountMinor));
}
