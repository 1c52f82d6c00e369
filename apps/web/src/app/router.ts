import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../features/errors/components/route-error-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { LayoutFallback } from './layout/layout-fallback.tsx';
import type { LayoutVersion } from './layout-version.ts';
import { installRouteGuard } from './route-guard.ts';
import { newRoutes } from './routes/new-routes.ts';
import { oldRoutes } from './routes/old-routes.ts';

/** The full route tree for one version: the layout, and inside it an error boundary per screen. */
export function buildRoutes(version: LayoutVersion, queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      handle: { version },
      path: '/',
      Component: AppLayout,
      HydrateFallback: LayoutFallback,
      ErrorBoundary: RouteErrorPage,
      // A pathless boundary inside the layout keeps header and footer when a screen fails.
      children: [
        {
          ErrorBoundary: RouteErrorPage,
          children: version === 'new' ? newRoutes(queryClient) : oldRoutes(queryClient),
        },
      ],
    },
  ];
}

export function createAppRouter(version: LayoutVersion, queryClient: QueryClient): DataRouter {
  const router = createBrowserRouter(buildRoutes(version, queryClient));
  installRouteGuard(router);
  return router;
}
