import type { RouteObject } from 'react-router';
import { paths } from '../route-paths.ts';
import { lazyPages } from './lazy-pages.ts';
import { redirectKeepingQuery, regionLoader } from './loaders.ts';
import { specialRoutes } from './special-routes.ts';

/** Children of the layout in the old version (SPEC §2): the four-step flow. */
export function oldRoutes(): RouteObject[] {
  return [
    { index: true, loader: redirectKeepingQuery(paths.selectGame) },
    { path: 'selectGame', loader: regionLoader('old'), lazy: lazyPages.selectGame },
    { path: 'selectGoods', loader: regionLoader('old'), lazy: lazyPages.selectGoods },
    { path: 'recharge', lazy: lazyPages.recharge },
    { path: 'result', lazy: lazyPages.result },
    ...specialRoutes('old'),
  ];
}
