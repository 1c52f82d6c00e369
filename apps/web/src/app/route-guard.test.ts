import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  guardNavigation,
  installRouteGuard,
  RESULT_ORIGIN_KEY,
  resultOrigin,
} from './route-guard.ts';

const routes = [
  {
    path: '/',
    children: ['recharge', 'result', 'selectGame', 'selectGoods'].map((path) => ({ path })),
  },
];

async function routerAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  installRouteGuard(router);
  return router;
}

const here = (router: Awaited<ReturnType<typeof routerAt>>) =>
  router.state.location.pathname + router.state.location.search;

describe('guardNavigation', () => {
  it('carries replenish_id, rp_client_id and idfv to the next route when missing', () => {
    const from = { pathname: '/selectGoods', search: '?replenish_id=9&rp_client_id=3&idfv=d1&x=1' };
    const { to } = guardNavigation(from, '/replenishGoods');
    const q = new URLSearchParams(to.search);
    expect(q.get('replenish_id')).toBe('9');
    expect(q.get('rp_client_id')).toBe('3');
    expect(q.get('idfv')).toBe('d1');
    expect(q.has('x')).toBe(false);
  });

  it('keeps a value the next route sets itself', () => {
    const { to } = guardNavigation(
      { pathname: '/a', search: '?replenish_id=9' },
      '/b?replenish_id=10',
    );
    expect(to.search).toBe('?replenish_id=10');
  });

  it('lets game selection pass untouched', () => {
    const decision = guardNavigation(
      { pathname: '/selectGoods', search: '?replenish_id=9' },
      '/selectGame',
    );
    expect(decision).toEqual({ to: { pathname: '/selectGame' } });
  });

  it('marks recharge as the origin only from recharge to result', () => {
    expect(guardNavigation({ pathname: '/recharge', search: '' }, '/result').origin).toBe(
      'recharge',
    );
    expect(
      guardNavigation({ pathname: '/selectGoods', search: '' }, '/result').origin,
    ).toBeUndefined();
  });
});

describe('installRouteGuard', () => {
  beforeEach(() => sessionStorage.clear());

  it('applies the carry rule to router navigations', async () => {
    const router = await routerAt('/recharge?replenish_id=9&idfv=d1');
    await router.navigate('/result');
    expect(here(router)).toBe('/result?replenish_id=9&idfv=d1');
    expect(sessionStorage.getItem(RESULT_ORIGIN_KEY)).toBe('recharge');
    expect(resultOrigin()).toBe('recharge');
  });

  it('forgets the recharge origin when the result page is reached another way', async () => {
    sessionStorage.setItem(RESULT_ORIGIN_KEY, 'recharge');
    const router = await routerAt('/selectGoods');
    await router.navigate({ pathname: '/result' });
    expect(resultOrigin()).toBeNull();
  });

  it('does not carry into game selection, and leaves history steps alone', async () => {
    const router = await routerAt('/selectGoods?replenish_id=9');
    await router.navigate('/selectGame');
    expect(here(router)).toBe('/selectGame');
    await router.navigate(-1);
    expect(here(router)).toBe('/selectGoods?replenish_id=9');
  });
});
