import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBoot } from '../../../shared/boot/boot.ts';
import { setUserInfo } from '../../../shared/storage/user-info.ts';
import { closeLogin } from '../../../shared/session/session-store.ts';
import { resetGameListCache } from '../../game/game-list-cache.ts';
import * as g from '../../game/test-harness.tsx';
import {
  allByRole,
  getByLabelText,
  getByRole,
  queryByLabelText,
  queryByRole,
} from '@topup/test-queries/by-role';
import { renderInRouter, settle } from '../../../shared/test/render-in-router.tsx';
import { payWayList } from '../../recharge/test-pay-fixtures.ts';
import { methodButton, methodsIn } from '../../recharge/test-harness.tsx';
import { loginConfig } from '../../account/test-harness.tsx';
import { navigation } from '../../account/social-login.ts';
import { documentNavigation } from '../../account/replenish-landing.ts';
import { ReplenishGoodsPage } from './replenish-goods-page.tsx';

const ID = 'R'.repeat(43);
const game = {
  client_id: '1001',
  gp_id: 7,
  code: 'a',
  name: 'Alpha',
  logo: '/alpha.png',
  is_select_game: true,
  terms_url: null,
  privacy_url: null,
  area: 'universal',
  sub_game: {},
};
const info = (over: Record<string, unknown> = {}) => ({
  game_name: 'Alpha',
  user_name: 'demo',
  amount: '4.99',
  amount_minor: 499,
  currency_code: 'USD',
  valid_time: 1800,
  status: 'open',
  rp_client_id: '1001',
  gp_id: 7,
  expires_at: '2026-03-01T10:30:00.000Z',
  ...over,
});

function stub(answer: Record<string, unknown> = info()) {
  return g.serverStub({
    '/api/replenishment/getGameList': () => ({ games: [game] }),
    '/api/replenishment/replenishment_info': () => answer,
    '/api/pay/replenishmentCountryList': () => payWayList,
    '/api/config/recharge': () => ({}),
    '/api/ingame/auth': () => ({
      username: 'demo',
      suid: '1',
      oauth_token: 'tok-new-0123456789',
      gp_id: 7,
      real_name_verified: true,
      expires_at: '2026-04-01T00:00:00.000Z',
      replenish_id: ID,
      rp_client_id: '1001',
    }),
  });
}

async function open(url = `/replenishGoods?replenish_id=${ID}&rp_client_id=1001`) {
  const page = await renderInRouter(
    [
      { path: '/replenishGoods', element: <ReplenishGoodsPage /> },
      { path: '/errorReplenish', element: <p>error page</p> },
    ],
    url,
  );
  await g.settle();
  return page;
}
const text = () => document.body.textContent ?? '';
const timer = () => queryByRole('timer')?.textContent;

beforeEach(async () => {
  localStorage.clear();
  resetGameListCache();
  closeLogin();
  await g.setUp();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('/replenishGoods', () => {
  it('shows game, account and amount, and the countdown ticking each second', async () => {
    stub();
    const page = await open();
    expect(text()).toContain('Alpha');
    expect(text()).toContain('demo');
    expect(text()).toContain('$4.99');
    expect(timer()).toBe('Time left to pay: 30:00');
    await settle(1100, 1);
    expect(timer()).toMatch(/Time left to pay: 29:5\d/);
    // The link's game became the page's game.
    expect(page.router.state.location.search).toContain('client_id=1001');
    await page.unmount();
  });

  it('shows no countdown for a day or more, and the expired text once it ran out', async () => {
    stub(info({ valid_time: 90_000 }));
    let page = await open();
    expect(timer()).toBeUndefined();
    expect(text()).not.toContain('This page has expired');
    await page.unmount();

    stub(info({ valid_time: 0, status: 'expired' }));
    page = await open();
    expect(text()).toContain('This page has expired, contact customer service to get a new link');
    expect(timer()).toBeUndefined();
    await page.unmount();

    stub(info({ valid_time: 1 }));
    page = await open();
    expect(timer()).toBe('Time left to pay: 00:01');
    await settle(1100, 1);
    await g.settle();
    expect(text()).toContain('This page has expired');
    expect(g.button('Log in')).toBeUndefined();
    await page.unmount();
  });

  it('tells a paid link: the account unblocks within about 15 minutes', async () => {
    stub(info({ status: 'paid', valid_time: 0 }));
    const page = await open();
    expect(text()).toContain('Payment received');
    expect(text()).toContain('Your account will be unblocked within about 15 minutes.');
    expect(g.button('Pay now')).toBeUndefined();
    await page.unmount();
  });

  it('logs in through /api/ingame/auth with game_id, then lands on the link and reloads', async () => {
    setBoot({
      ...g.boot,
      tenant: {
        ...g.boot.tenant,
        links: {
          privacy: { default: 'https://p.example' },
          agreement: { default: 'https://a.example' },
        },
      },
    });
    const server = stub();
    const go = vi.spyOn(documentNavigation, 'go').mockImplementation(() => {});
    const page = await open(`/replenishGoods?replenish_id=${ID}&rp_client_id=1001&spec_lang=en`);
    g.click(g.button('Log in'));
    await g.until(() => queryByLabelText('Account'));
    g.typeInto(getByLabelText('Account'), 'demo');
    // The password's label holds its show/hide button too: its name starts with 'Password'.
    g.typeInto(getByLabelText(/^Password/), 'demo1234');
    await act(async () => {
      getByRole('button', 'Log in', getByRole('dialog', 'Log in')).click();
    });
    await g.settle();
    const [call] = server.fetchMock.mock.calls.filter(([u]) =>
      String(u).includes('/api/ingame/auth'),
    );
    const body = JSON.parse(String((call as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ game_id: '1001', client_id: '1001', replenish_id: ID });
    expect(go).toHaveBeenCalledWith(
      `/replenishGoods?replenish_id=${ID}&rp_client_id=1001&client_id=1001&spec_lang=en`,
    );
    expect(JSON.parse(localStorage.getItem('userMap') ?? '{}')).toBeTruthy();
    await page.unmount();
  });

  it("offers the brand's third-party logins, started through the /api/ingame/ twin", async () => {
    setBoot({
      ...g.boot,
      tenant: {
        ...g.boot.tenant,
        links: {
          privacy: { default: 'https://p.example' },
          agreement: { default: 'https://a.example' },
        },
      },
    });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const server = stub();
    server.fetchMock.mockImplementation(async (input: string) => {
      const url = new URL(input, window.location.origin);
      const routes: Record<string, unknown> = {
        '/api/replenishment/getGameList': { games: [game] },
        '/api/replenishment/replenishment_info': info(),
        '/util/login/login_config': loginConfig,
        '/api/ingame/social_start': { url: 'https://idp.example/auth', state: 'S'.repeat(43) },
      };
      return g.envelope(routes[url.pathname] ?? null, url.pathname in routes ? 1 : -404);
    });
    const page = await open();
    g.click(g.button('Log in'));
    await g.until(() => queryByRole('button', 'Continue with Google'));
    g.click(getByRole('button', 'Continue with Google'));
    await g.settle();
    const [call] = server.fetchMock.mock.calls.filter(([u]) =>
      String(u).includes('/api/ingame/social_start'),
    );
    const body = JSON.parse(String((call as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ method: 'google', game_id: '1001' });
    expect(
      server.fetchMock.mock.calls.some(([u]) => String(u).includes('/util/login/social')),
    ).toBe(false);
    expect(assign).toHaveBeenCalledWith('https://idp.example/auth');
    expect(JSON.parse(sessionStorage.getItem('topup_social_pending')!)).toMatchObject({
      method: 'google',
      clientId: '1001',
      replenishId: ID,
    });
    await page.unmount();
  });

  it('lists the methods for the link and pays it with replenish_id, never a price', async () => {
    setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok-0123456789abcdef' });
    const popup = { opener: {}, closed: false, location: { href: '' }, close() {} };
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    );
    const server = stub();
    let payBody: Record<string, unknown> = {};
    server.fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      const url = new URL(input, window.location.origin);
      if (url.pathname === '/api/pay/paypal_pay') {
        payBody = JSON.parse(String(init?.body));
        return g.envelope({ billing_no: 'TP1', url: 'https://pay.example/checkout/1' });
      }
      if (url.pathname === '/api/pay/getOrderInfo') return new Promise<Response>(() => {});
      const routes: Record<string, unknown> = {
        '/api/replenishment/getGameList': { games: [game] },
        '/api/replenishment/replenishment_info': info(),
        '/api/pay/replenishmentCountryList': payWayList,
      };
      return g.envelope(routes[url.pathname] ?? null, url.pathname in routes ? 1 : -404);
    });
    const page = await open();
    expect(methodsIn(document.body)).toContain('PayPal');
    g.click(methodButton('PayPal'));
    g.click(g.button('Pay now'));
    await g.settle();
    expect(payBody).toMatchObject({
      client_id: '1001',
      replenish_id: ID,
      product_id: '',
      payway_id: 1,
      oauth_token: 'tok-0123456789abcdef',
    });
    expect(Object.keys(payBody).some((k) => /price|amount|coupon/.test(k))).toBe(false);
    expect(popup.location.href).toBe('https://pay.example/checkout/1');
    await g.until(() => allByRole('dialog').length > 0);
    expect(text()).toContain('Recharge result');
    await page.unmount();
  });

  it('asks another logged-in account to switch, and sends a page without the link away', async () => {
    setUserInfo(7, { username: 'someone', suid: '9', oauth_token: 'tok-0123456789abcdef' });
    const server = stub();
    let page = await open();
    expect(text()).toContain('You are logged in as someone, but this payment is for demo.');
    expect(g.button('Pay now')).toBeUndefined();
    await page.unmount();

    page = await open('/replenishGoods?rp_client_id=1001');
    expect(page.router.state.location.pathname).toBe('/errorReplenish');
    await page.unmount();

    // A cut-off link is no link either: no malformed request reaches the server.
    const calls = server.fetchMock.mock.calls.length;
    page = await open('/replenishGoods?replenish_id=abc&rp_client_id=1001');
    expect(page.router.state.location.pathname).toBe('/errorReplenish');
    expect(server.fetchMock.mock.calls.filter(([u]) => /replenish/.test(String(u)))).toHaveLength(
      server.fetchMock.mock.calls.slice(0, calls).filter(([u]) => /replenish/.test(String(u)))
        .length,
    );
    await page.unmount();
  });
});
