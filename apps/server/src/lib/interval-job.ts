import { runAsJob } from './log-context.ts';
import { isDependencyUnavailable } from './dependency-error.ts';

export type IntervalJob = { start(): void; stop(): Promise<void> };

/** What a job logs to (pino's Logger fits): a generic helper names no module's types. */
type JobLog = { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };

/**
 * Runs `run` now and then every intervalMs, never two at once (a slow run makes the next tick a
 * no-op). stop() waits for the run in flight, so the database can close right after.
 */
export function intervalJob(
  name: string,
  run: () => Promise<unknown>,
  { intervalMs, log }: { intervalMs: number; log: JobLog },
): IntervalJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  // Runs in a row that failed because the database was unreachable: logged once, not every tick.
  let outage = 0;

  const failed = (err: unknown) => {
    if (!isDependencyUnavailable(err)) {
      log.error({ err, job: name }, 'job run failed');
      return;
    }
    outage += 1;
    if (outage === 1) log.error({ err, job: name }, 'job run failed: database unavailable');
  };
  const succeeded = () => {
    if (outage > 0) log.info({ job: name, failedRuns: outage }, 'job recovered');
    outage = 0;
  };

  const tick = () => {
    if (running || stopped) return;
    let attempt: Promise<unknown>;
    try {
      attempt = runAsJob(run);
    } catch (err) {
      // A run that throws before its first await is a failed run too, not a crash of the timer.
      attempt = Promise.reject(err);
    }
    running = attempt.then(succeeded, failed).finally(() => {
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
