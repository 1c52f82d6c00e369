// SPEC §4: progress = points / the next level's need_points, capped at 100 %, two decimals; 100 %
// at the top level (no next level).

/** The percentage as a number with at most two decimals, 0..100. */
export function vipProgress(points: number, nextNeedPoints: number | null): number {
  if (nextNeedPoints === null || nextNeedPoints <= 0) return 100;
  const ratio = Math.max(0, points) / nextNeedPoints;
  if (ratio >= 1) return 100;
  // Truncated, not rounded: 99.999 % must not read as 100 % before the level is reached.
  return Math.floor(ratio * 10_000) / 100;
}

/** '42.5' -> '42.50%': always two decimals. */
export function formatProgress(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
