import type { RouteObject } from 'react-router';
import type { LayoutVersion } from '../layout-version.ts';
import { lazyPages } from './lazy-pages.ts';
import { accessibilityLoader, socialGameLoader } from './loaders.ts';

/**
 * Pages both route sets share (SPEC §2): error pages, replenishment, the accessibility statement
 * (issue 18), social links and 404.
 */
export function specialRoutes(version: LayoutVersion): RouteObject[] {
  return [
    { path: 'replenishGoods', lazy: lazyPages.replenishGoods },
    { path: 'errorReplenish', lazy: lazyPages.errorReplenish },
    { path: 'notArea', lazy: lazyPages.notArea },
    { path: 'certifiedReal', lazy: lazyPages.certifiedReal },
    { path: 'showError', lazy: lazyPages.showError },
    // An order with its live delivery steps and receipt (issue 18), from My's order history.
    { path: 'order/:billingNo', lazy: lazyPages.order },
    // Issue 29 item 14 (ADR 0038): a top-up by player id, without a login, on brands that offer it.
    { path: 'playerId', lazy: lazyPages.playerId },
    { path: 'accessibility', loader: accessibilityLoader, lazy: lazyPages.accessibility },
    // React Router has no "/@:code" segments; one dynamic segment catches /@code and the loader
    // lets anything else fall through to the 404 page.
    { path: ':segment', loader: socialGameLoader(version), lazy: lazyPages.notFound },
    { path: '*', lazy: lazyPages.notFound },
  ];
}
