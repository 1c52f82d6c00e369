import type { Logger } from '../modules/orders/types.ts';

export type IntervalJob = { start(): void; stop(): Promise<void> };

/**
 * Runs `run` now and then every intervalMs, never two at once (a slow run makes the next tick a
 * no-op). stop() waits for the run in flight, so the database can close right after.
 */
export function intervalJob(
  name: string,
  run: () => Promise<unknown>,
  { intervalMs, log }: { intervalMs: number; log: Logger },
): IntervalJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  const tick = () => {
    if (running || stopped) return;
    running = run()
      .then(
        () => undefined,
        (err: unknown) => log.error({ err, job: name }, 'job run failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
      timer = setInterval(tick, intervalMs);
      // Jobs must not keep a process alive that is otherwise done.
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
