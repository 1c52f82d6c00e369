/** The player asked the system for less motion (then scrolling jumps instead of gliding). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls a field into the middle of its scrolling box (a sheet's body, else the page) and focuses
 * it. The middle, not the nearest edge: a sheet's footer buttons sit over its bottom edge. Focus
 * does not scroll on its own, or it would jump ahead of a smooth scroll.
 */
export function revealAndFocus(el: HTMLElement): void {
  el.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  el.focus({ preventScroll: true });
}
