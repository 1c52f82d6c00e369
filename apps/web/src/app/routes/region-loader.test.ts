import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
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

async function land(url: string): Promise<string> {
  const router = createMemoryRouter(buildRoutes('old', new QueryClient()), {
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
