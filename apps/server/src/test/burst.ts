import { vi } from 'vitest';

/**
 * Fires n requests at once (none waits for another) and tallies the answers' result codes: the
 * way an attacker passes a limit that reads its counter before the slow secret check (issue 28,
 * item 10). How many got the "wrong secret" code is how many secrets were evaluated.
 */
export async function burst(
  n: number,
  fire: (i: number) => Promise<{ code: number }>,
): Promise<Record<number, number>> {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => fire(i)));
  const tally: Record<number, number> = {};
  for (const { code } of answers) tally[code] = (tally[code] ?? 0) + 1;
  return tally;
}

/**
 * Runs fn with the wall clock (Date only; timers stay real) moved ms ahead: @fastify/rate-limit's
 * per-route windows count in wall time, not on the app's clock, so after a burst a test needs this
 * to reach the guess limit behind them again. The app's own clock is moved by the test as usual.
 */
export async function afterRouteWindow<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}
