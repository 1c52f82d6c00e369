import { act, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { apiClientTimings } from '../../shared/api-client/api-client.ts';
import { setBoot } from '../../shared/boot/boot.ts';
import { testBoot } from '../../shared/boot/test-boot.ts';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { allByRole } from '@topup/test-queries/by-role';
import {
  renderInRouter,
  settle as settleAll,
  type Rendered,
} from '../../shared/test/render-in-router.tsx';

export { click, type Rendered } from '../../shared/test/render-in-router.tsx';

// The game and goods-page tests render real components in a router and a query client, with fetch
// answered by path at the network boundary.

export const boot = testBoot({
  id: 'watt',
  // Like the real watt, a VIP brand: its goods show coupon marks.
  vip: true,
  areas: ['universal', 'mea'],
  games: [
    {
      code: 'a',
      name: 'Alpha',
      gpId: 7,
      clients: { web: { clientId: '1001', area: 'universal' } },
    },
    { code: 'b', name: 'Beta', gpId: 8, clients: { web: { clientId: '2001', area: 'mea' } } },
  ],
} as Partial<Tenant>);

export async function setUp(): Promise<void> {
  setBoot(boot);
  await initI18n({ defaultLanguage: 'en', offered: ['en'], search: '' });
  Object.assign(apiClientTimings, { timeoutMs: 500, retryDelayMs: 0, attempts: 1 });
}

export function render(ui: ReactNode, url = '/'): Promise<Rendered> {
  return renderInRouter(
    [
      { path: '/', element: ui },
      { path: '/selectGoods', element: ui },
    ],
    url,
  );
}

/** Waits (up to 2 s) until `ready` holds, e.g. for a lazily loaded popup. */
export async function until(ready: () => unknown): Promise<void> {
  for (let i = 0; i < 100 && !ready(); i++) {
    await act(async () => new Promise((r) => setTimeout(r, 20)));
  }
}

/** Lets fetches, lazy chunks and React updates settle. */
export function settle(ms = 0): Promise<void> {
  return settleAll(ms, 8);
}

export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

// CSS-selector lookups: tests use them only where no accessible query exists, with the reason on
// an eslint-disable line (eslint.config.js); find by role, label or text instead (@topup/test-queries/by-role).
export const $ = (selector: string) => document.body.querySelector<HTMLElement>(selector);
export const $$ = (selector: string) => [...document.body.querySelectorAll<HTMLElement>(selector)];

/** The (shown) button whose text contains `text`. */
export function button(text: string): HTMLButtonElement | undefined {
  return allByRole('button').find((b) => b.textContent?.includes(text)) as
    HTMLButtonElement | undefined;
}

type Route = (url: URL) => unknown;
export const envelope = (data: unknown, code = 1, msg = 'ok') => Response.json({ code, msg, data });

/** A fetch answering by path; unknown paths get -404. Records calls for assertions. */
export function serverStub(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, window.location.origin);
    const route = routes[url.pathname];
    if (!route) return envelope(null, -404, 'unknown path');
    const answer = await route(url);
    return answer instanceof Response ? answer : envelope(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (path: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(input, window.location.origin))
      .filter((u) => u.pathname === path);
  return { fetchMock, calls };
}
