import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../route-paths.ts';
import { lazyPages } from './lazy-pages.ts';
import { activityLoader, goodsPageLoader, redirectKeepingQuery, regionLoader } from './loaders.ts';
import { specialRoutes } from './special-routes.ts';

/**
 * Children of the layout in the old version (SPEC §2): the four-step flow, plus My, the VIP centre
 * and the events. SPEC §2 lists those under the new version only, but old-layout brands with VIP
 * show VIP points and "claim more in the VIP centre" in their recharge step (issue 17, defect 2):
 * without these routes their coupons could never be claimed.
 */
export function oldRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { index: true, loader: redirectKeepingQuery(paths.selectGame) },
    { path: 'selectGame', loader: regionLoader('old'), lazy: lazyPages.selectGame },
    {
      path: 'selectGoods',
      loader: goodsPageLoader('old', queryClient),
      lazy: lazyPages.selectGoods,
    },
    { path: 'recharge', lazy: lazyPages.recharge },
    { path: 'result', lazy: lazyPages.result },
    { path: 'activity', loader: activityLoader(queryClient), lazy: lazyPages.activity },
    { path: 'my', lazy: lazyPages.my },
    { path: 'userCenter', lazy: lazyPages.userCenter },
    ...specialRoutes('old'),
  ];
}
