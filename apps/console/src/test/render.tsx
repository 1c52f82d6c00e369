import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { initI18n } from '../shared/i18n.ts';
import {
  StaffProvider,
  StaffTestProvider,
  staffValue,
  type StaffContextValue,
} from '../shared/staff.tsx';
import type { SessionStaff } from '../shared/staff-schema.ts';

// Component tests render real components the way the app does (router, query client, i18n), and
// stub fetch with the server's envelope. Testing Library is not a dependency of this repo.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const owner: SessionStaff = {
  id: 'st_owner',
  email: 'owner@topup.demo',
  role: 'owner',
  tenantIds: ['watt', 'kilo'],
  permissions: [
    'catalog:read',
    'catalog:write',
    'orders:read',
    'orders:write',
    'dashboard:read',
    'staff:admin',
  ],
};

export const analyst: SessionStaff = {
  id: 'st_analyst',
  email: 'analyst@topup.demo',
  role: 'analyst',
  tenantIds: ['watt'],
  permissions: ['catalog:read', 'orders:read', 'dashboard:read'],
};

export function fakeStaff(
  staff: SessionStaff | null,
  overrides: Partial<StaffContextValue> = {},
): StaffContextValue {
  return {
    ...staffValue(staff, {
      brand: '',
      setBrand: vi.fn(),
      signedIn: vi.fn(),
      logout: vi.fn(async () => undefined),
    }),
    ...overrides,
  };
}

export type Rendered = {
  router: ReturnType<typeof createMemoryRouter>;
  unmount(): Promise<void>;
};

export async function render(
  routes: RouteObject[],
  // 'server': the real provider, asking the (stubbed) server's /api/console/me.
  { url = '/', staff }: { url?: string; staff: StaffContextValue | 'server' },
): Promise<Rendered> {
  await initI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const tree: ReactNode = (
    <QueryClientProvider client={queryClient}>
      {staff === 'server' ? (
        <StaffProvider>
          <RouterProvider router={router} />
        </StaffProvider>
      ) : (
        <StaffTestProvider value={staff}>
          <RouterProvider router={router} />
        </StaffTestProvider>
      )}
    </QueryClientProvider>
  );
  await act(async () => root.render(tree));
  return {
    router,
    async unmount() {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

/** Lets pending fetches, lazy chunks, promises and React updates settle. */
export async function settle(rounds = 8): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

/** Testing Library's queryByTestId: the element with that data-testid, or null. */
export function queryByTestId<T extends HTMLElement = HTMLElement>(id: string): T | null {
  return document.querySelector<T>(`[data-testid="${CSS.escape(id)}"]`);
}

/** Testing Library's queryAllByTestId, for ids that start with `prefix`. */
export function allByTestIdPrefix<T extends HTMLElement = HTMLElement>(prefix: string): T[] {
  return [...document.querySelectorAll<T>(`[data-testid^="${CSS.escape(prefix)}"]`)];
}

export function byTestId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = queryByTestId<T>(id);
  if (!el) throw new Error(`no element with data-testid="${id}"`);
  return el;
}

/** Types into a React-controlled input (sets the value the way React's tracker notices). */
export function type(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  act(() => {
    const proto = Object.getPrototypeOf(input) as object;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(
      new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

export function click(el: HTMLElement): void {
  act(() => el.click());
}

export function submit(form: HTMLFormElement): void {
  act(() => {
    form.requestSubmit();
  });
}

type Answer = { code?: number; msg?: string; data?: unknown; status?: number };
export type Call = { method: string; url: string; headers: Headers; body: unknown };

/** Stubs fetch: each handler returns the envelope parts for its "METHOD /path". */
export function serverStub(handlers: Record<string, (call: Call) => Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://console.localhost');
      const method = init.method ?? 'GET';
      const call: Call = {
        method,
        url: url.pathname + url.search,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      const answer = handler ? handler(call) : { code: -404, msg: 'Not found', status: 404 };
      return new Response(
        JSON.stringify({
          code: answer.code ?? 1,
          msg: answer.msg ?? 'success',
          data: answer.data ?? null,
        }),
        { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return { calls };
}

/** Settles until `check` holds (lazy chunks load at their own pace), then once more. */
export async function until(check: () => boolean, tries = 200): Promise<void> {
  for (let i = 0; i < tries && !check(); i++) await settle(1);
  if (!check()) throw new Error('condition not reached');
  await settle();
}
