import { describe, expect, it } from 'vitest';
import { applyDeviceSplit, splitFor } from './device-split.ts';

function fakeQuery(matches: boolean) {
  const listeners = new Set<() => void>();
  return {
    matches,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    set(value: boolean) {
      this.matches = value;
      for (const fn of listeners) fn();
    },
    listeners,
  };
}

describe('device split (SPEC §1)', () => {
  it('applies only to brands that have it', () => {
    expect(splitFor(false, true)).toBeNull();
    expect(splitFor(true, true)).toBe('desktop');
    expect(splitFor(true, false)).toBe('mobile');
  });

  it('follows the screen width and stops on request', () => {
    const root = document.createElement('html');
    const query = fakeQuery(false);
    const stop = applyDeviceSplit(true, root, query as unknown as MediaQueryList);
    expect(root.dataset.split).toBe('mobile');
    query.set(true);
    expect(root.dataset.split).toBe('desktop');
    stop();
    expect(query.listeners.size).toBe(0);
  });

  it('leaves brands without the split alone', () => {
    const root = document.createElement('html');
    const query = fakeQuery(true);
    applyDeviceSplit(false, root, query as unknown as MediaQueryList);
    expect(root.dataset.split).toBeUndefined();
    expect(query.listeners.size).toBe(0);
  });
});
