import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollReveal, type ScrollSample } from './scroll-reveal.ts';

describe('header scroll reveal', () => {
  let sample: ScrollSample;
  let changes: boolean[];
  const make = () => createScrollReveal({ read: () => sample, onChange: (v) => changes.push(v) });
  const scrollTo = (reveal: ReturnType<typeof make>, y: number) => {
    sample = { ...sample, y };
    reveal.onScroll();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sample = { y: 0, viewport: 800, height: 5000 };
    changes = [];
  });
  afterEach(() => vi.useRealTimers());

  it('hides on scroll down and shows on scroll up', () => {
    const reveal = make();
    scrollTo(reveal, 400);
    expect(reveal.isVisible()).toBe(false);
    vi.advanceTimersByTime(300);
    scrollTo(reveal, 200);
    expect(reveal.isVisible()).toBe(true);
    expect(changes).toEqual([false, true]);
  });

  it('throttles to one sample per 300 ms, with a trailing sample', () => {
    const reveal = make();
    scrollTo(reveal, 400);
    vi.advanceTimersByTime(100);
    scrollTo(reveal, 300); // up, but inside the throttle window
    expect(reveal.isVisible()).toBe(false);
    vi.advanceTimersByTime(199);
    expect(reveal.isVisible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reveal.isVisible()).toBe(true);
  });

  it('shows within 100 px of the bottom even while scrolling down', () => {
    const reveal = make();
    scrollTo(reveal, 1000);
    expect(reveal.isVisible()).toBe(false);
    vi.advanceTimersByTime(300);
    scrollTo(reveal, 4100); // 4100 + 800 >= 5000 - 100
    expect(reveal.isVisible()).toBe(true);
  });

  it('resets the direction 1000 ms after the last sample, showing the header again', () => {
    const reveal = make();
    scrollTo(reveal, 600);
    vi.advanceTimersByTime(999);
    expect(reveal.isVisible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reveal.isVisible()).toBe(true);
    reveal.dispose();
  });
});
