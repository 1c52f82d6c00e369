import { specLimits } from '../../shared/config/spec-limits.ts';

// SPEC §2 and §9: the header hides while the page scrolls down and shows again on scroll up, near
// the bottom of the page (100 px), or once scrolling has paused (direction resets after 1000 ms).
export type ScrollSample = { y: number; viewport: number; height: number };
export type ScrollRevealOptions = {
  read: () => ScrollSample;
  onChange: (visible: boolean) => void;
  throttleMs?: number;
  bottomLine?: number;
  resetMs?: number;
};

export const SCROLL_DEFAULTS = {
  throttleMs: specLimits.scrollThrottleMs,
  bottomLine: 100,
  resetMs: specLimits.scrollResetMs,
} as const;

export function createScrollReveal(opts: ScrollRevealOptions) {
  const { throttleMs, bottomLine, resetMs } = { ...SCROLL_DEFAULTS, ...opts };
  let lastY = opts.read().y;
  let direction: 'up' | 'down' | null = null;
  let visible = true;
  let lastRun = -Infinity;
  let trailing: ReturnType<typeof setTimeout> | null = null;
  let reset: ReturnType<typeof setTimeout> | null = null;

  const publish = (sample: ScrollSample) => {
    const nearBottom = sample.y + sample.viewport >= sample.height - bottomLine;
    const next = sample.y <= 0 || nearBottom || direction !== 'down';
    if (next !== visible) {
      visible = next;
      opts.onChange(visible);
    }
  };

  const run = () => {
    lastRun = Date.now();
    trailing = null;
    const sample = opts.read();
    if (sample.y !== lastY) direction = sample.y > lastY ? 'down' : 'up';
    lastY = sample.y;
    publish(sample);
    if (reset) clearTimeout(reset);
    reset = setTimeout(() => {
      reset = null;
      direction = null;
      publish(opts.read());
    }, resetMs);
  };

  return {
    /** The scroll listener: runs at most once per throttle window, plus once at its end. */
    onScroll(): void {
      const wait = lastRun + throttleMs - Date.now();
      if (wait <= 0) run();
      else trailing ??= setTimeout(run, wait);
    },
    isVisible: () => visible,
    dispose(): void {
      if (trailing) clearTimeout(trailing);
      if (reset) clearTimeout(reset);
    },
  };
}
