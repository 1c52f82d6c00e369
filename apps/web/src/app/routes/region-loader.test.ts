import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBoot } from '../../shared/boot/boot.ts';
import { testBoot } from '../../shared/boot/test-boot.ts';
import { getItem, setItem } from '../../shared/storage/storage.ts';
import { buildRoutes } from '../router.ts';
import { regionLoader } from './loaders.ts';

const boot = testBoot({
  id: 'watt',
  areas: ['universal', 'mea'],
  newLayout: { mode: 'areas', areas: ['mea'] },
  games: [
    { code: 'a', name: 'A', gpId: 1, clients: { web: { clientId: '11103', area: 'universal' } } },
  ],
});

// The goods page's loader starts its queries: they never answer here (and never reach a network).
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      asked.push(new URL(String(input), 'http://watt.localhost').pathname);
      return new Promise<Response>(() => undefined);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function land(url: string, queryClient = new QueryClient()): Promise<string> {
  const router = createMemoryRouter(buildRoutes('old', queryClient), {
    initialEntries: [url],
  });
  await new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const stop = router.subscribe(() => done() && (stop(), resolve()));
  });
  return router.state.location.pathname + router.state.location.search;
}

const run = (version: 'new' | 'old', url: string) =>
  regionLoader(version)({
    request: new Request(`http://watt.localhost${url}`),
    params: {},
  } as unknown as LoaderFunctionArgs) as Response | null;

describe('the top-up pages need an area (SPEC §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setBoot(boot);
  });

  it('sends a page without any area to /notArea', async () => {
    expect(await land('/selectGame')).toBe('/notArea');
    expect(await land('/selectGoods?client_id=11103')).toBe('/notArea');
  });

  it('sends a wrong domain_area to /notArea and forgets the saved area', async () => {
    setItem('payment_domain_area', 'universal');
    expect(await land('/selectGoods?domain_area=kr')).toBe('/notArea');
    expect(getItem('payment_domain_area')).toBeNull();
  });

  it('saves the area it resolved and stays on the page', async () => {
    expect(await land('/selectGoods?domain_area=universal')).toBe(
      '/selectGoods?domain_area=universal',
    );
    expect(getItem('payment_domain_area')).toBe('universal');
    // The saved area serves the next page that names none.
    expect(await land('/selectGame')).toBe('/selectGame');
  });

  it('reloads the document when the area needs the other route set', () => {
    const reload = run('old', '/selectGoods?domain_area=mea');
    expect(reload?.headers.get('Location')).toBe('/selectGoods?domain_area=mea');
    expect(reload?.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(run('new', '/selectGoods?domain_area=mea')).toBeNull();
    expect(run('old', '/selectGoods?domain_area=universal')).toBeNull();
  });
});

describe('the goods page asks for its first data while its chunk loads', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setBoot(boot);
  });

  it('has the game list and page config on their way before the page renders', async () => {
    const queryClient = new QueryClient();
    await land('/selectGoods?client_id=11103&domain_area=universal', queryClient);
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['game-list', '11103', 'universal'])).toBeDefined(),
    );
    expect(queryClient.getQueryState(['page-config', '11103', 'universal'])).toBeDefined();
    expect(asked).toEqual(
      expect.arrayContaining(['/api/config/recharge', '/api/pay/getGameListV2']),
    );
  });

  it('asks for nothing when the page has no area', async () => {
    const queryClient = new QueryClient();
    expect(await land('/selectGoods?client_id=11103', queryClient)).toBe('/notArea');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
