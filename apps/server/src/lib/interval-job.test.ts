import { afterEach, describe, expect, it, vi } from 'vitest';
import { intervalJob } from './interval-job.ts';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
afterEach(() => vi.useRealTimers());

describe('intervalJob', () => {
  it('runs at start, then every interval, never overlapping, and stop waits for the run', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => {};
    const run = vi.fn(async () => {
      runs++;
      await new Promise<void>((r) => (release = r));
    });
    const job = intervalJob('test', run, { intervalMs: 1_000, log });
    job.start();
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1); // still busy: ticks are skipped
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it('logs a failed run and keeps going', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(undefined);
    const job = intervalJob('test', run, { intervalMs: 1_000, log });
    job.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'test' }),
      'job run failed',
    );
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('logs a database outage once, keeps trying, and says when it recovered', async () => {
    vi.useFakeTimers();
    const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    let failing = 5;
    const run = vi.fn(() => {
      if (failing-- > 0) {
        // Some runs throw before their first await.
        if (failing % 2) throw down;
        return Promise.reject(down);
      }
      return Promise.resolve();
    });
    const job = intervalJob('relay', run, { intervalMs: 1_000, log: quiet });
    job.start();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(run).toHaveBeenCalledTimes(7);
    expect(quiet.error).toHaveBeenCalledTimes(1);
    expect(quiet.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'relay' }),
      'job run failed: database unavailable',
    );
    expect(quiet.info).toHaveBeenCalledTimes(1);
    expect(quiet.info).toHaveBeenCalledWith({ job: 'relay', failedRuns: 5 }, 'job recovered');
    await job.stop();
  });
});
