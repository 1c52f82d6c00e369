import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeaderVisible } from './use-header-visible.ts';

// React needs this flag to accept act() outside a testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ enabled }: { enabled: boolean }) {
  return <p>{useHeaderVisible(enabled) ? 'shown' : 'hidden'}</p>;
}

describe('useHeaderVisible', () => {
  let host: HTMLDivElement;
  beforeEach(() => {
    vi.useFakeTimers();
    host = document.createElement('div');
    document.body.append(host);
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 5000,
      configurable: true,
    });
  });
  afterEach(() => {
    host.remove();
    vi.useRealTimers();
  });

  const scroll = (y: number) =>
    act(() => {
      window.scrollY = y;
      window.dispatchEvent(new Event('scroll'));
    });

  it('follows window scrolling and stays shown when disabled', async () => {
    const root = createRoot(host);
    await act(() => root.render(<Probe enabled />));
    expect(host.textContent).toBe('shown');
    await scroll(500);
    expect(host.textContent).toBe('hidden');
    await act(() => root.render(<Probe enabled={false} />));
    expect(host.textContent).toBe('shown');
    await act(() => root.unmount());
  });
});
