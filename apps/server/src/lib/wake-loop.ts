import { runAsJob } from './log-context.ts';
import { isDependencyUnavailable } from './dependency-error.ts';

/** What one run says about the next: `again` when it stopped at its batch's limit. */
export type WakeRun = { again?: boolean } | void;

export type WakeLoop = {
  start(): void;
  /** Stops the timer and waits for the run in flight. */
  stop(): Promise<void>;
  /** Work was queued: run as soon as the run in flight (if any) is done. */
  wake(): void;
  /** Work is due in `ms` (a retry, a held-back callback): run by then at the latest. */
  wakeIn(ms: number): void;
};

type JobLog = { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };

/**
 * A job that drains a queue (issue 32): it runs when woken (the transaction that queued the work
 * announced it), runs again at once while its runs come back full, and otherwise sleeps until the
 * earliest time it was told work is due, or `idleMs` at most: the poll that only catches what no
 * wake-up reached (another process's crash leaving leased rows, a missed notification). So an idle
 * instance makes a query per `idleMs`, not one per second per job, and a queued row waits for
 * nothing but the run in flight. Never two runs at once; a database outage is logged once and
 * retried every `retryMs`.
 */
export function wakeLoop(
  name: string,
  run: () => Promise<WakeRun>,
  opts: { idleMs: number; log: JobLog; retryMs?: number },
): WakeLoop {
  const retryMs = opts.retryMs ?? 1_000;
  let stopped = true;
  let running: Promise<void> | undefined;
  let woken = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let outage = 0;

  const arm = (ms: number) => {
    const at = Date.now() + Math.max(0, ms);
    if (timer && timerAt <= at) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = undefined;
        timerAt = Infinity;
        tick();
      },
      Math.max(0, ms),
    );
    // A job must not keep a process alive that is otherwise done.
    timer.unref();
  };

  const failed = (err: unknown) => {
    if (!isDependencyUnavailable(err)) {
      opts.log.error({ err, job: name }, 'job run failed');
      return;
    }
    outage += 1;
    if (outage === 1) opts.log.error({ err, job: name }, 'job run failed: database unavailable');
  };

  function tick(): void {
    if (stopped) return;
    if (running) {
      woken = true;
      return;
    }
    woken = false;
    let attempt: Promise<WakeRun>;
    try {
      attempt = runAsJob(run);
    } catch (err) {
      attempt = Promise.reject(err);
    }
    running = attempt
      .then(
        (result) => {
          if (outage > 0) opts.log.info({ job: name, failedRuns: outage }, 'job recovered');
          outage = 0;
          return result?.again === true;
        },
        (err: unknown) => {
          failed(err);
          arm(retryMs);
          return false;
        },
      )
      .then((again) => {
        running = undefined;
        if (stopped) return;
        // Full batch or woken meanwhile: go on at once (a macrotask, so I/O is not starved).
        if (again || woken) arm(0);
        else arm(opts.idleMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      timerAt = Infinity;
      await running;
    },
    wake() {
      if (stopped) return;
      if (running) woken = true;
      else arm(0);
    },
    wakeIn(ms) {
      if (!stopped) arm(ms);
    },
  };
}
