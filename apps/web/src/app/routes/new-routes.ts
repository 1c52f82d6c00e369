import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../route-paths.ts';
import { lazyPages } from './lazy-pages.ts';
import { activityLoader, goodsPageLoader, redirectKeepingQuery } from './loaders.ts';
import { specialRoutes } from './special-routes.ts';

const toGoods = redirectKeepingQuery(paths.selectGoods);

/** Children of the layout in the new version (SPEC §2). */
export function newRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { index: true, loader: toGoods },
    { path: 'selectGame', loader: toGoods },
    { path: 'layoutGame', loader: toGoods },
    {
      // The layoutGame group: top-up and events share one parent so they can share state later.
      id: 'layoutGame',
      children: [
        {
          path: 'selectGoods',
          loader: goodsPageLoader('new', queryClient),
          lazy: lazyPages.selectGoods,
        },
        { path: 'activity', loader: activityLoader(queryClient), lazy: lazyPages.activity },
      ],
    },
    { path: 'my', lazy: lazyPages.my },
    { path: 'userCenter', lazy: lazyPages.userCenter },
    { path: 'result', loader: toGoods },
    ...specialRoutes('new'),
  ];
}
