import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, showToast, subscribeToasts } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of getToasts()) dismissToast(t.id);
    vi.useRealTimers();
  });

  it('shows a message, notifies subscribers and hides it after its duration', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    showToast('Order failed', { durationMs: 1000 });
    expect(getToasts().map((t) => t.message)).toEqual(['Order failed']);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(getToasts()).toEqual([]);
    unsubscribe();
  });

  it('ignores blank messages and de-duplicates identical ones', () => {
    expect(showToast('  ')).toBe(0);
    const a = showToast('Same');
    const b = showToast('Same');
    expect(a).toBe(b);
    expect(getToasts()).toHaveLength(1);
  });

  it('keeps at most three toasts', () => {
    for (const m of ['1', '2', '3', '4']) showToast(m);
    expect(getToasts().map((t) => t.message)).toEqual(['2', '3', '4']);
  });
});
