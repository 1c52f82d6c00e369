import { act, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { setBoot } from '../../shared/boot/boot.ts';
import { testBoot } from '../../shared/boot/test-boot.ts';
import { initI18n } from '../../shared/i18n/i18n.ts';
import {
  renderInRouter,
  settle as settleAll,
  type Rendered,
} from '../../shared/test/render-in-router.tsx';

export { click, type Rendered } from '../../shared/test/render-in-router.tsx';

// Shared by the account tests: a tenant with two games, English messages, and a page rendered
// inside a router and a query client the way the app renders it.

export const boot = testBoot({
  id: 'watt',
  areas: ['universal', 'mea'],
  links: {
    privacy: { default: 'https://watt.example/privacy', mea: 'https://watt.example/mea/privacy' },
    agreement: { default: 'https://watt.example/terms' },
  },
  games: [
    { code: 'a', name: 'A', gpId: 7, clients: { web: { clientId: '1001', area: 'universal' } } },
    { code: 'b', name: 'B', gpId: 8, clients: { web: { clientId: '2001', area: 'mea' } } },
  ],
} as Partial<Tenant>);

export async function setUpBrand(): Promise<void> {
  setBoot(boot);
  await initI18n({ defaultLanguage: 'en', offered: ['en'], search: '' });
}

export async function render(
  ui: ReactNode,
  { url = '/', version = 'new' }: { url?: string; version?: 'new' | 'old' } = {},
): Promise<Rendered> {
  return renderInRouter(
    [
      { path: '/', handle: { version }, element: ui },
      { path: '/certifiedReal', element: <p>real-name page</p> },
    ],
    url,
  );
}

/** Lets pending fetches, promises and React updates settle. */
export function settle(): Promise<void> {
  return settleAll(0, 5);
}

export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function press(target: Element, key: string): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

type Route = (url: URL, init: RequestInit | undefined) => unknown;

export const envelope = (data: unknown, code = 1, msg = 'ok') => Response.json({ code, msg, data });

/** A fetch answering by path; records every call for assertions. */
export function serverStub(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, window.location.origin);
    const route = routes[url.pathname];
    if (!route) return envelope(null, -404, 'unknown path');
    const answer = route(url, init);
    return answer instanceof Response ? answer : envelope(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (path: string) =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ url: new URL(input, window.location.origin), init }))
      .filter((c) => c.url.pathname === path);
  return { fetchMock, calls };
}

export const loginConfig = {
  fb_id: '',
  gg_id: '',
  gg_pkg: '',
  ios_id: '',
  vk_id: '',
  client_id: 100,
  json_type: ['google', 'facebook'],
  twitterHtml: '',
};

export function userInfo(overrides: Record<string, unknown> = {}) {
  return {
    username: 'demo',
    suid: '5001',
    oauth_token: 'tok-0123456789abcdef',
    gp_id: 7,
    real_name_verified: true,
    expires_at: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
