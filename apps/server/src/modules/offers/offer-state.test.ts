import { describe, expect, it } from 'vitest';
import { chainStates, stepPosition, windowState } from './offer-state.ts';

const at = new Date('2026-05-01T12:00:00Z');
const hours = (h: number) => new Date(at.getTime() + h * 3_600_000);

describe('windowState', () => {
  it('is live inside the window and without bounds', () => {
    expect(windowState({ startsAt: hours(-1), endsAt: hours(1), endedAt: null }, at)).toBe('live');
    expect(windowState({ startsAt: null, endsAt: null, endedAt: null }, at)).toBe('live');
  });
  it('is upcoming before starts_at and ended from ends_at on (the end is exclusive)', () => {
    expect(windowState({ startsAt: hours(1), endsAt: hours(2), endedAt: null }, at)).toBe(
      'upcoming',
    );
    expect(windowState({ startsAt: null, endsAt: at, endedAt: null }, at)).toBe('ended');
  });
  it('is ended once staff ended it, even inside its window', () => {
    expect(windowState({ startsAt: null, endsAt: hours(5), endedAt: hours(-1) }, at)).toBe('ended');
  });
});

describe('chainStates', () => {
  const steps = [
    { productId: 'c3', chainStep: 30 },
    { productId: 'c1', chainStep: 10 },
    { productId: 'c2', chainStep: 20 },
  ];
  it('opens only the first step for a new character', () => {
    expect([...chainStates(steps, new Set())]).toEqual([
      ['c1', 'available'],
      ['c2', 'locked'],
      ['c3', 'locked'],
    ]);
  });
  it('opens the step after the last one taken', () => {
    const s = chainStates(steps, new Set(['c1']));
    expect([s.get('c1'), s.get('c2'), s.get('c3')]).toEqual(['done', 'available', 'locked']);
  });
  it('looks only at the step just before (the server never lets one be skipped)', () => {
    const s = chainStates(steps, new Set(['c2']));
    expect([s.get('c1'), s.get('c2'), s.get('c3')]).toEqual(['available', 'done', 'available']);
  });
  it('numbers steps by order, not by their stored numbers', () => {
    expect(stepPosition(steps, 'c2')).toEqual({ step: 2, steps: 3 });
  });
});
