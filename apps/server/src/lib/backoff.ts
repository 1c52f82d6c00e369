export const RETRY_BASE_MS = 10_000;
export const RETRY_CAP_MS = 15 * 60_000;

/**
 * Delay before retry number `attempt` (1 = after the first failure): doubling from 10 s, capped
 * at 15 min, with "equal jitter" — half fixed, half random — so retries of many rows spread out
 * but never come sooner than half the nominal delay. Eight attempts span about 20 minutes.
 */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const nominal = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(nominal / 2 + (random() * nominal) / 2);
}
