/**
 * Claimed rows waiting for or in delivery, one lane per game (issue 32): at most `perGame` calls
 * to one game at once, so a slow or stalled game ties up its own lane and not the relay. Rows of
 * one game start in the order they were added (the order they were claimed in: due time).
 */
export type GameLanes<T> = {
  add(key: string, item: T): void;
  /** Rows held: waiting and in delivery. */
  size(): number;
  /** The games that hold `perGame` rows or more: the next claim leaves their rows to others. */
  fullGames(): string[];
  /** Resolves once every row added so far has been delivered (or failed). */
  drained(): Promise<void>;
};

export function createGameLanes<T>(opts: {
  perGame: number;
  work: (item: T) => Promise<unknown>;
  /** After each row, delivered or failed (the relay claims more then). */
  onDone?: () => void;
}): GameLanes<T> {
  const lanes = new Map<string, { queue: T[]; running: number }>();
  let held = 0;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (held > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const pump = (key: string) => {
    const lane = lanes.get(key);
    if (!lane) return;
    while (lane.running < opts.perGame && lane.queue.length > 0) {
      const item = lane.queue.shift()!;
      lane.running += 1;
      void Promise.resolve()
        .then(() => opts.work(item))
        // work() books its own failures; a throw here must not stop the lane.
        .catch(() => {})
        .finally(() => {
          lane.running -= 1;
          held -= 1;
          if (lane.running === 0 && lane.queue.length === 0) lanes.delete(key);
          else pump(key);
          opts.onDone?.();
          settle();
        });
    }
  };

  return {
    add(key, item) {
      const lane = lanes.get(key) ?? { queue: [], running: 0 };
      lanes.set(key, lane);
      lane.queue.push(item);
      held += 1;
      pump(key);
    },
    size: () => held,
    fullGames: () =>
      [...lanes].filter(([, l]) => l.running + l.queue.length >= opts.perGame).map(([k]) => k),
    drained: () => (held === 0 ? Promise.resolve() : new Promise((r) => waiters.push(r))),
  };
}
