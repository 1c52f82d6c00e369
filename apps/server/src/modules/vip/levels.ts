// Pure rules of levels and points; the rate never leaves the server.

export type LevelRow = { levelId: number; name: string; showName: string; needPoints: number };
export type Rate = { points: number; perMinor: number };

/** The highest level the points reach (levels in ascending need_points), or null below all. */
export function levelFor<L extends LevelRow>(levels: readonly L[], points: number): L | null {
  let reached: L | null = null;
  for (const level of levels) if (points >= level.needPoints) reached = level;
  return reached;
}

export function nextLevel<L extends LevelRow>(levels: readonly L[], points: number): L | null {
  return levels.find((level) => level.needPoints > points) ?? null;
}

/** floor(amount * points / perMinor) in BigInt: a float quotient could round up to the next integer. */
export function pointsFor(amountMinor: number, rate: Rate | null): number {
  if (!rate || amountMinor <= 0) return 0;
  return Number((BigInt(amountMinor) * BigInt(rate.points)) / BigInt(rate.perMinor));
}

/** What the player pays with a coupon: floor(price * rate / 100), integer arithmetic only. */
export function discountedMinor(priceMinor: number, discountRate: number): number {
  return Number((BigInt(priceMinor) * BigInt(discountRate)) / 100n);
}
