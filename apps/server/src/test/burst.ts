import { vi } from 'vitest';

/**
 * Fires n requests together and tallies the answers' result codes: the way an attacker passes a
 * limit that reads its counter before the slow secret check (issue 28, item 10). How many got the
 * "wrong secret" code is how many secrets were evaluated.
 *
 * Each request starts one event-loop turn after the previous one, all of them in flight together
 * (a secret check takes far longer than a turn), as requests arriving over a network do. Started
 * in the same turn, the routes' own per-minute limit (@fastify/rate-limit's memory store, which
 * hands every request the one counter object it keeps incrementing) would refuse all of them
 * before they reach the guess limit under test.
 */
export async function burst(
  n: number,
  fire: (i: number) => Promise<{ code: number }>,
): Promise<Record<number, number>> {
  const pending: Promise<{ code: number }>[] = [];
  for (let i = 0; i < n; i += 1) {
    pending.push(fire(i));
    await new Promise((resolve) => setImmediate(resolve));
  }
  const tally: Record<number, number> = {};
  for (const { code } of await Promise.all(pending)) tally[code] = (tally[code] ?? 0) + 1;
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
