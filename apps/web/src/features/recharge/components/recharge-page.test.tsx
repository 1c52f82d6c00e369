import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRouteGuard, resultOrigin } from '../../../app/route-guard.ts';
import { setOrderSelection } from '../../../shared/storage/order-selection.ts';
import { setUserInfo } from '../../../shared/storage/user-info.ts';
import { resetGameListCache } from '../../game/game-list-cache.ts';
import { reloadSelection } from '../../game/selection-store.ts';
import { getByRole, queryByText } from '@topup/test-queries/by-role';
import * as g from '../../game/test-harness.tsx';
import { ResultPage } from '../../result/components/result-page.tsx';
import { resetPayFlow } from '../../../shared/pay-flow/pay-flow-store.ts';
import { fakePopup } from '../test-pay-fixtures.ts';
import { methodButton, stubServer } from '../test-harness.tsx';
import { RechargePage } from './recharge-page.tsx';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));

let unmount: (() => Promise<void>) | null = null;

async function renderOldSet(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/recharge', element: <RechargePage /> },
      { path: '/result', element: <ResultPage /> },
      { path: '/selectGoods', element: <p>goods</p> },
    ],
    { initialEntries: [url] },
  );
  installRouteGuard(router);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  unmount = async () => {
    await act(async () => root.unmount());
    host.remove();
  };
  return router;
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetGameListCache();
  resetPayFlow();
  reloadSelection();
  setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok' });
  await g.setUp();
});
afterEach(async () => {
  await unmount?.();
  unmount = null;
});

describe('the old route set', () => {
  it('pays on /recharge, then shows the pending result on /result marked as from recharge', async () => {
    setOrderSelection({
      clientId: '1001',
      gameProductId: 7,
      server: { display: 'Ember Peak', value: 's1' },
      role: { display: 'Kira', value: 'r1' },
      goods: { display: 'p60 pack', value: 'p60' },
    });
    reloadSelection();
    stubServer({
      '/api/pay/paypal_pay': () => ({ billing_no: 'TP1', url: 'https://pay.example/1' }),
    });
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const router = await renderOldSet('/recharge?client_id=1001&domain_area=universal');
    await g.until(() => methodButton('PayPal'));
    expect(getByRole('heading', { name: 'Recharge info', level: 1 })).toBeTruthy();
    g.click(methodButton('PayPal'));
    g.click(g.button('Buy'));
    await g.settle();
    expect(router.state.location.pathname).toBe('/result');
    expect(router.state.location.search).toContain('billing_no=TP1');
    expect(router.state.location.search).toContain('client_id=1001');
    expect(resultOrigin()).toBe('recharge');
    expect(queryByText('Waiting for payment')).not.toBeNull();

    g.click(g.button('Change recharge way'));
    await g.settle();
    expect(router.state.location.pathname).toBe('/recharge');
  });

  it('sends a player without a role back to the goods', async () => {
    stubServer();
    await renderOldSet('/recharge?client_id=1001&domain_area=universal');
    expect(getByRole('note').textContent).toBe(
      'Select a server and a character to receive the goods.',
    );
    expect(getByRole('link').getAttribute('href')).toBe('/selectGoods');
  });
});
