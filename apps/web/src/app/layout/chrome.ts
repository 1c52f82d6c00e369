import type { LayoutVersion } from '../layout-version.ts';
import { paths } from '../route-paths.ts';

export type Chrome = { header: boolean; bottomNav: boolean; steps: boolean };

// SPEC §2: in the new version the header and bottom bar show only on top-up, my and events.
const newChrome: readonly string[] = [paths.selectGoods, paths.my, paths.activity];
// The old version is the four-step flow; its header stays on every step and it has no bottom bar.
const stepPages: readonly string[] = [
  paths.selectGame,
  paths.selectGoods,
  paths.recharge,
  paths.result,
];

/** Which parts of the layout frame a page; a game's SDK web view shows none of them. */
export function chromeFor(pathname: string, version: LayoutVersion, sdk: boolean): Chrome {
  if (sdk) return { header: false, bottomNav: false, steps: false };
  const onStep = stepPages.includes(pathname);
  if (version === 'new') {
    const framed = newChrome.includes(pathname);
    return { header: framed, bottomNav: framed, steps: onStep };
  }
  return { header: onStep, bottomNav: false, steps: onStep };
}

/** 1-based index of the step a page belongs to, or 0 when it is not a step. */
export function stepIndex(pathname: string): number {
  return stepPages.indexOf(pathname) + 1;
}

export const steps = stepPages;

/** The make-up payment page's limited header (SPEC §6): logo and login only, no navigation. */
export function limitedHeaderOn(pathname: string, sdk: boolean): boolean {
  return !sdk && pathname === paths.replenishGoods;
}
