import type { LayoutVersion } from '../layout-version.ts';
import { paths } from '../route-paths.ts';

/** `shortcuts`: the old version's links to the VIP centre and events, which it has no bottom bar for. */
export type Chrome = { header: boolean; bottomNav: boolean; steps: boolean; shortcuts: boolean };

// SPEC §2: in the new version the header and bottom bar show only on top-up, my and events.
const newChrome: readonly string[] = [paths.selectGoods, paths.my, paths.activity];
// The old version is the four-step flow; its header stays on every step and it has no bottom bar.
const stepPages: readonly string[] = [
  paths.selectGame,
  paths.selectGoods,
  paths.recharge,
  paths.result,
];
// Old-version pages outside the steps (issue 17, defect 2): framed by the header so the player can
// get back to the shop. With the steps, every page the old version frames with header and shortcuts.
const oldFramed: readonly string[] = [...stepPages, paths.my, paths.userCenter, paths.activity];

/** Which parts of the layout frame a page; a game's SDK web view shows none of them. */
export function chromeFor(pathname: string, version: LayoutVersion, sdk: boolean): Chrome {
  const isNew = version === 'new';
  const framed = !sdk && (isNew ? newChrome : oldFramed).includes(pathname);
  // Issue 29 item 7: a receipt and the accessibility statement, often opened from a link (an
  // e-mail, the footer), say whose shop they belong to: the brand's header alone, either version;
  // so does top-up by player id, a page of its own that players reach from a shared link.
  const alone =
    !sdk &&
    (pathname === paths.accessibility ||
      pathname === paths.playerId ||
      pathname.startsWith('/order/'));
  return {
    header: framed || alone,
    bottomNav: framed && isNew,
    steps: !sdk && stepPages.includes(pathname),
    shortcuts: framed && !isNew,
  };
}

/** Which payment popups are open over the page (shared/pay-flow/pay-flow-store.ts). */
export type OpenPopups = { recharge: boolean; result: unknown };
const noPopups: OpenPopups = { recharge: false, result: null };

/**
 * 1-based index of the step a page belongs to, or 0 when it is not a step. The new layout pays in
 * popups over the goods page (SPEC §2): the recharge sheet is step 3 and the result popup step 4
 * there, so the bar follows the flow instead of staying on 2 (issue 17, defect 8).
 */
export function stepIndex(pathname: string, popups: OpenPopups = noPopups): number {
  if (pathname === paths.selectGoods) {
    if (popups.result) return 4;
    if (popups.recharge) return 3;
  }
  return stepPages.indexOf(pathname) + 1;
}

export const steps = stepPages;

/** The make-up payment page's limited header (SPEC §6): logo and login only, no navigation. */
export function limitedHeaderOn(pathname: string, sdk: boolean): boolean {
  return !sdk && pathname === paths.replenishGoods;
}
