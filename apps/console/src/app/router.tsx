import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Permission } from '../shared/staff-schema.ts';
import { LoginPage } from '../features/login/login-page.tsx';
import { Allowed } from './allowed.tsx';
import { Home } from './home.tsx';
import { NotFound } from './not-found.tsx';
import { ShellLayout, type NavArea } from './shell-layout.tsx';

/** One section of the console: a lazy chunk, shown (in the nav too) only to roles with `permission`. */
type Area = NavArea & { load(): Promise<ComponentType> };

function area(path: string, permission: Permission | null, load: Area['load']): Area {
  return { path, permission, load };
}

// The console's sections in nav order. Each page is its own chunk; `path/*` lets a section keep
// its own sub-routes (e.g. catalog/goods/:id) inside its page.
export const areas: Area[] = [
  area('catalog', 'catalog:read', () =>
    import('../features/catalog/catalog-page.tsx').then((m) => m.CatalogPage),
  ),
  area('orders', 'orders:read', () =>
    import('../features/orders/orders-page.tsx').then((m) => m.OrdersPage),
  ),
  area('account-blocks', 'orders:read', () =>
    import('../features/account-blocks/account-blocks-page.tsx').then((m) => m.AccountBlocksPage),
  ),
  area('reconciliation', 'orders:read', () =>
    import('../features/reconciliation/reconciliation-page.tsx').then((m) => m.ReconciliationPage),
  ),
  area('dashboard', 'dashboard:read', () =>
    import('../features/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage),
  ),
  area('staff', 'staff:admin', () =>
    import('../features/staff/staff-page.tsx').then((m) => m.StaffPage),
  ),
  area('tokens', null, () =>
    import('../features/tokens/tokens-page.tsx').then((m) => m.TokensPage),
  ),
  area('audit', 'staff:admin', () =>
    import('../features/audit/audit-page.tsx').then((m) => m.AuditPage),
  ),
];

function areaRoute({ path, permission, load }: Area): RouteObject {
  return {
    path: `${path}/*`,
    lazy: async () => {
      const Page = await load();
      return {
        Component: () => (
          <Allowed permission={permission}>
            <Page />
          </Allowed>
        ),
      };
    },
  };
}

export function buildRoutes(): RouteObject[] {
  const nav: NavArea[] = areas.map(({ path, permission }) => ({ path, permission }));
  return [
    { path: '/login', Component: LoginPage },
    {
      path: '/',
      element: <ShellLayout areas={nav} />,
      children: [
        { index: true, element: <Home areas={nav} /> },
        ...areas.map(areaRoute),
        { path: '*', Component: NotFound },
      ],
    },
  ];
}

export function createConsoleRouter() {
  return createBrowserRouter(buildRoutes());
}
