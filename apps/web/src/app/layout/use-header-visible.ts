import { useEffect, useState } from 'react';
import { createScrollReveal } from './scroll-reveal.ts';

const readWindow = () => ({
  y: window.scrollY,
  viewport: window.innerHeight,
  height: document.documentElement.scrollHeight,
});

/** Whether the header should show; always true while `enabled` is false. */
export function useHeaderVisible(enabled: boolean): boolean {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (!enabled) return;
    const reveal = createScrollReveal({ read: readWindow, onChange: setVisible });
    window.addEventListener('scroll', reveal.onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', reveal.onScroll);
      reveal.dispose();
      setVisible(true);
    };
  }, [enabled]);

  return visible || !enabled;
}
