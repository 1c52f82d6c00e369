import { afterEach, describe, expect, it, vi } from 'vitest';
import { wakeLoop } from './wake-loop.ts';

const log = { info: vi.fn(), error: vi.fn() };
afterEach(() => vi.useRealTimers());

/** A queue of `rows` drained `batch` at a time; each run says whether it came back full. */
function queue(batch: number) {
  const state = { rows: 0, runs: 0 };
  const run = async () => {
    state.runs++;
    const taken = Math.min(batch, state.rows);
    state.rows -= taken;
    return { again: taken === batch };
  };
  return { state, run };
}

describe('wakeLoop', () => {
  it('idle, it runs once per idleMs and not more', async () => {
    vi.useFakeTimers();
    const { state, run } = queue(5);
    const loop = wakeLoop('test', run, { idleMs: 10_000, log });
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(state.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.runs).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.runs).toBe(8);
    await loop.stop();
  });

  it('a wake-up runs it at once, and it runs again while batches come back full', async () => {
    vi.useFakeTimers();
    const { state, run } = queue(5);
    const loop = wakeLoop('test', run, { idleMs: 60_000, log });
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    state.rows = 12;
    loop.wake();
    // 5, 5, then 2 (not full): three runs one after the other, not one per idleMs.
    await vi.advanceTimersByTimeAsync(10);
    expect(state).toEqual({ rows: 0, runs: 4 });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(state.runs).toBe(4);
    await loop.stop();
  });

  it('a wake-up during a run is not lost: it runs again right after', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    let runs = 0;
    const loop = wakeLoop(
      'test',
      async () => {
        runs++;
        if (runs === 1) await new Promise<void>((r) => (release = r));
      },
      { idleMs: 60_000, log },
    );
    loop.start();
    loop.wake();
    loop.wake();
    expect(runs).toBe(1); // never two at once
    release();
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    await loop.stop();
  });

  it('wakeIn brings the next run forward; a later one does not push it back', async () => {
    vi.useFakeTimers();
    const { state, run } = queue(5);
    const loop = wakeLoop('test', run, { idleMs: 60_000, log });
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    loop.wakeIn(2_000);
    loop.wakeIn(30_000);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(state.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.runs).toBe(2);
    await loop.stop();
    loop.wake();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(state.runs).toBe(2); // stopped: neither wakes nor timers run it
  });

  it('a failed run is logged and retried after retryMs, not at once', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const error = vi.fn();
    const loop = wakeLoop(
      'test',
      async () => {
        runs++;
        throw new Error('boom');
      },
      { idleMs: 60_000, retryMs: 1_000, log: { info: vi.fn(), error } },
    );
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ job: 'test' }), 'job run failed');
    await loop.stop();
  });
});
