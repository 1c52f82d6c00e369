import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

// Component tests render real components the way the app does: inside a router and a query client
// (no retries), attached to the document so focus and portals behave.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Rendered = { router: ReturnType<typeof createMemoryRouter>; unmount(): Promise<void> };

export async function renderInRouter(routes: RouteObject[], url = '/'): Promise<Rendered> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  return {
    router,
    async unmount() {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

/** Lets pending fetches, lazy chunks, promises and React updates settle. */
export async function settle(ms = 0, rounds = 8): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(async () => new Promise((r) => setTimeout(r, ms)));
}

export function click(target: Element | null | undefined): void {
  if (!target) throw new Error('nothing to click');
  act(() => {
    (target as HTMLElement).click();
  });
}
