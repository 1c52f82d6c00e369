import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderListItem } from '@topup/contracts/payments';
import { setUserInfo } from '../../../shared/storage/user-info.ts';
import { allByRole, getByRole, queryByRole } from '@topup/test-queries/by-role';
import { renderInRouter } from '../../../shared/test/render-in-router.tsx';
import { resetGameListCache } from '../../game/game-list-cache.ts';
import * as g from '../../game/test-harness.tsx';
import { MyPage } from './my-page.tsx';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));

// Issue 17 defect 8: My had no order history. Now a signed-in player sees their latest orders of
// this game product (GET /api/pay/getOrderList), an empty list says so, a failed load offers a retry.

const order = (billing_no: string, over: Partial<OrderListItem> = {}): OrderListItem => ({
  billing_no,
  status: 1,
  game_name: 'Alpha',
  game_server_name: 'S1 Dawn',
  role_name: 'Cyra',
  product_name: '680 Diamonds',
  amount: '9.99',
  amount_minor: 999,
  currency: 'USD',
  created_at: '2026-03-10T08:59:00.000Z',
  client_id: '1001',
  ...over,
});

let page: g.Rendered | null = null;
const open = async () => {
  page = await renderInRouter(
    [{ path: '/my', element: <MyPage /> }],
    '/my?client_id=1001&domain_area=universal',
  );
};
const history = () => queryByRole('region', 'Order history');

beforeEach(async () => {
  localStorage.clear();
  resetGameListCache();
  await g.setUp();
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

describe('My: order history', () => {
  it("lists the signed-in player's orders with product, money, state and billing number", async () => {
    setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok' });
    const server = g.serverStub({
      '/api/pay/getGameListV2': () => ({ games: [] }),
      '/api/pay/getOrderList': () => ({
        list: [
          order('TP2', { status: -1, product_name: '300 Diamonds', amount_minor: 499 }),
          order('TP1', { delivery: 'delivered' }),
          order('TP0', { status: -2, refunded: true }),
        ],
      }),
    });
    await open();
    await g.until(() => queryByRole('list', undefined, history() ?? document));
    const region = history()!;
    expect(getByRole('heading', 'Order history', region)).toBeDefined();
    const rows = allByRole('listitem', undefined, getByRole('list', undefined, region));
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('300 Diamonds');
    expect(rows[0]!.textContent).toContain('$4.99');
    expect(rows[0]!.textContent).toContain('Waiting for payment');
    expect(rows[0]!.textContent).toContain('TP2');
    expect(rows[1]!.textContent).toContain('Top up successful');
    expect(rows[1]!.textContent).toContain('S1 Dawn');
    expect(rows[1]!.textContent).toContain('Cyra');
    expect(rows[2]!.textContent).toContain('Refunded');
    expect(rows[0]!.textContent).not.toContain('Top up successful');
    // The login itself travels with every call (api-client); the game product is the client's.
    const call = server.calls('/api/pay/getOrderList')[0]!;
    expect(call.searchParams.get('client_id')).toBe('1001');
    // Issue 29 item 6: the account's orders of every game of the brand.
    expect(call.searchParams.get('scope')).toBe('account');
  });

  it("links another game's order to the order page of that game", async () => {
    setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok' });
    g.serverStub({
      '/api/pay/getGameListV2': () => ({ games: [] }),
      '/api/pay/getOrderList': () => ({
        list: [order('TP9', { client_id: '2001', game_name: 'Beta' }), order('TP1')],
      }),
    });
    await open();
    await g.until(() => queryByRole('list', undefined, history() ?? document));
    const links = allByRole('link', undefined, history()!);
    const beta = new URL(links[0]!.getAttribute('href')!, 'https://x.example');
    expect(beta.pathname).toBe('/order/TP9');
    expect(beta.searchParams.get('client_id')).toBe('2001');
    expect(beta.searchParams.get('domain_area')).toBe('universal');
    expect(allByRole('listitem', undefined, history()!)[0]!.textContent).toContain('Beta');
    const alpha = new URL(links[1]!.getAttribute('href')!, 'https://x.example');
    expect(alpha.searchParams.get('client_id')).toBe('1001');
  });

  it('calls a paid order successful only once delivered (issue 29)', async () => {
    setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok' });
    g.serverStub({
      '/api/pay/getGameListV2': () => ({ games: [] }),
      '/api/pay/getOrderList': () => ({
        list: [
          order('TP5', { delivery: 'on_its_way' }),
          order('TP4', { delivery: 'delayed' }),
          order('TP3', { delivery: 'refunding' }),
          order('TP2', { status: 10, delivery: 'credited' }),
          order('TP1', { delivery: 'delivered' }),
        ],
      }),
    });
    await open();
    await g.until(() => queryByRole('list', undefined, history() ?? document));
    const rows = allByRole('listitem', undefined, getByRole('list', undefined, history()!));
    const said = [
      'Payment received: your goods are on their way',
      'Payment received: delivery is delayed',
      'Not delivered: refund under way',
      'Not delivered: credit given',
      'Top up successful',
    ];
    rows.forEach((row, i) => expect(row.textContent).toContain(said[i]));
    expect(rows.slice(0, 4).some((r) => r.textContent?.includes('Top up successful'))).toBe(false);
  });

  it('says so when there are no orders yet', async () => {
    setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok' });
    g.serverStub({
      '/api/pay/getGameListV2': () => ({ games: [] }),
      '/api/pay/getOrderList': () => ({ list: [] }),
    });
    await open();
    await g.until(() => history()?.textContent?.includes('No orders yet'));
    expect(history()!.textContent).toContain('No orders yet');
    expect(queryByRole('list', undefined, history()!)).toBeNull();
  });

  it('shows an error with "Try again" when the orders cannot be loaded; retry lists them', async () => {
    setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok' });
    let online = false;
    g.serverStub({
      '/api/pay/getGameListV2': () => ({ games: [] }),
      '/api/pay/getOrderList': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { list: [order('TP1')] };
      },
    });
    await open();
    await g.until(() => queryByRole('alert', undefined, history() ?? document));
    online = true;
    g.click(getByRole('button', 'Try again', history()!));
    await g.until(() => queryByRole('list', undefined, history()!));
    expect(allByRole('listitem', undefined, history()!)).toHaveLength(1);
  });

  it('asks nothing and shows no history for a guest', async () => {
    const server = g.serverStub({ '/api/pay/getGameListV2': () => ({ games: [] }) });
    await open();
    await g.settle();
    expect(document.body.textContent).toContain('Not logged in');
    expect(history()).toBeNull();
    expect(server.calls('/api/pay/getOrderList')).toHaveLength(0);
  });
});
