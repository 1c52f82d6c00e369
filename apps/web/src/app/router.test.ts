import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageConfig } from '@topup/contracts/page-config';
import { setBoot } from '../shared/boot/boot.ts';
import { testBoot } from '../shared/boot/test-boot.ts';
import { getItem, setItem } from '../shared/storage/storage.ts';
import { pageConfigQuery } from '../features/config/api/get-page-config.ts';
import { LAYOUT_OVERRIDE_KEY, type LayoutVersion } from './layout-version.ts';
import { buildRoutes } from './router.ts';

const boot = testBoot({
  areas: ['universal', 'mea'],
  newLayout: { mode: 'all' },
  games: [
    {
      code: 'voltage-arena',
      name: 'Voltage Arena',
      gpId: 101,
      clients: { web: { clientId: '11103', area: 'universal' } },
    },
  ],
});

function fullPaths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    const own = r.index
      ? base || '/'
      : r.path
        ? `${base.replace(/\/$/, '')}/${r.path.replace(/^\//, '')}`
        : base;
    return [...(r.path || r.index ? [own] : []), ...fullPaths(r.children ?? [], own)];
  });
}

const specials = [
  '/errorReplenish',
  '/notArea',
  '/certifiedReal',
  '/showError',
  '/replenishGoods',
  '/accessibility',
  '/*',
];

async function open(version: LayoutVersion, url: string, queryClient = new QueryClient()) {
  const router = createMemoryRouter(buildRoutes(version, queryClient), { initialEntries: [url] });
  await new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const stop = router.subscribe(() => {
      if (done()) {
        stop();
        resolve();
      }
    });
  });
  const { pathname, search } = router.state.location;
  const leaf = router.state.matches.at(-1)?.route.path;
  return { url: pathname + search, leaf };
}

describe('route table', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setBoot(boot);
  });

  it('new version holds every SPEC §2 path', () => {
    const got = fullPaths(buildRoutes('new', new QueryClient()));
    for (const p of [
      '/',
      '/selectGame',
      '/layoutGame',
      '/selectGoods',
      '/activity',
      '/my',
      '/userCenter',
      '/result',
      ...specials,
    ]) {
      expect(got).toContain(p);
    }
    expect(got).not.toContain('/recharge');
  });

  it('old version holds every SPEC §2 path', () => {
    const got = fullPaths(buildRoutes('old', new QueryClient()));
    for (const p of ['/', '/selectGame', '/selectGoods', '/recharge', '/result', ...specials]) {
      expect(got).toContain(p);
    }
    // Issue 17 defect 2: VIP and events must be reachable on old-layout brands too.
    for (const p of ['/my', '/userCenter', '/activity']) expect(got).toContain(p);
  });

  it('new version redirects /, /selectGame, /layoutGame and /result to /selectGoods keeping the query', async () => {
    setItem('payment_domain_area', 'universal');
    for (const from of ['/', '/selectGame', '/layoutGame', '/result']) {
      expect((await open('new', `${from}?client_id=11103`)).url).toBe(
        '/selectGoods?client_id=11103',
      );
    }
  });

  it('old version redirects / to /selectGame and serves /recharge', async () => {
    setItem('payment_domain_area', 'mea');
    // This brand uses the new set everywhere; forced to the old one, the pages must not reload.
    sessionStorage.setItem(LAYOUT_OVERRIDE_KEY, 'old');
    expect((await open('old', '/?idfv=x')).url).toBe('/selectGame?idfv=x');
    expect((await open('old', '/recharge')).url).toBe('/recharge');
  });

  it('/activity only exists when the page config announces events', async () => {
    const config = (events: boolean): PageConfig => ({
      is_open_coupon: false,
      language_config: '',
      area_config: { is_area_role: false },
      brand_color: '#123456',
      cumulative_config: { is_has_cumulative: events },
      continue_config: { is_has_continue: false },
    });
    const withConfig = (events: boolean) => {
      const qc = new QueryClient();
      qc.setQueryData(pageConfigQuery('11103', 'universal').queryKey, config(events));
      return qc;
    };
    setItem('payment_domain_area', 'universal');
    expect((await open('new', '/activity', withConfig(false))).url).toBe('/selectGoods');
    expect((await open('new', '/activity', withConfig(true))).url).toBe('/activity');
  });

  it('/@gameCode continues at the game with social traffic recorded', async () => {
    const { url } = await open('new', '/@voltage-arena');
    expect(url).toBe('/selectGoods?client_id=11103&domain_area=universal');
    expect(getItem('trafficSource')).toBe('social');
  });

  it('/accessibility opens the statement on both route sets, not the 404 page (issue 18)', async () => {
    for (const version of ['new', 'old'] as const) {
      expect(await open(version, '/accessibility?domain_area=mea')).toEqual({
        url: '/accessibility?domain_area=mea',
        leaf: 'accessibility',
      });
    }
  });

  it('unknown paths and unknown game codes show the 404 page', async () => {
    expect((await open('new', '/nope')).leaf).toBe(':segment');
    expect((await open('new', '/@unknown')).url).toBe('/@unknown');
    expect((await open('old', '/a/b')).leaf).toBe('*');
    expect(getItem('trafficSource')).toBeNull();
  });
});
