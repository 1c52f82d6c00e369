// SPEC §1: some brands split mobile and desktop. Those brands get a wide desktop layout on large
// screens (data-split="desktop" on <html>; styles/global.css and the feature styles key off it);
// the others keep the phone column, centred, on every screen.

export const DESKTOP_MIN_WIDTH = 1024;

type MediaQuery = Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

export function splitFor(enabled: boolean, wide: boolean): 'desktop' | 'mobile' | null {
  if (!enabled) return null;
  return wide ? 'desktop' : 'mobile';
}

/** Keeps <html data-split> in step with the screen width; answers a function that stops it. */
export function applyDeviceSplit(
  enabled: boolean,
  root: HTMLElement = document.documentElement,
  query: MediaQuery = matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`),
): () => void {
  const update = () => {
    const split = splitFor(enabled, query.matches);
    if (split) root.dataset.split = split;
    else delete root.dataset.split;
  };
  update();
  if (!enabled) return () => undefined;
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
}
