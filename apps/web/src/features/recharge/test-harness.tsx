import { act } from 'react';
import { setOrderSelection, type OrderSelection } from '../../shared/storage/order-selection.ts';
import { setUserInfo } from '../../shared/storage/user-info.ts';
import { resetGameListCache } from '../game/game-list-cache.ts';
import { reloadSelection } from '../game/selection-store.ts';
import * as g from '../game/test-harness.tsx';
import {
  allByRole,
  allByText,
  getByRole,
  queryByRole,
  queryByText,
} from '@topup/test-queries/by-role';
import { SelectGoodsPage } from '../select-goods/components/select-goods-page.tsx';
import { gameList, goodsList, pageConfig } from '../../shared/test/catalog-fixtures.ts';
import { resetPayFlow } from '../../shared/pay-flow/pay-flow-store.ts';
import { payWayList } from './test-pay-fixtures.ts';

// The recharge tests drive the real goods page: Buy now, the sheet, the result popup; fetch is
// answered by path at the network boundary.
export function stubServer(routes: Record<string, (url: URL) => unknown> = {}) {
  return g.serverStub({
    '/api/pay/getGameListV2': () => gameList,
    '/api/config/recharge': () => pageConfig,
    '/api/pay/getGoodsList': () => goodsList,
    '/api/pay/getPayWayList': () => payWayList,
    '/api/pay/getOrderInfo': () => new Promise(() => {}),
    ...routes,
  });
}

export const sheet = () => allByRole('dialog', 'Recharge info')[0];
export const dialogTitled = (title: string) => allByRole('dialog', title)[0];
// A method button is named by its content: the method's name, then its note (or chosen sub-method).
/** A method button's name: its first text, before the note. */
export const methodName = (button: HTMLElement) => allByText(/./, button)[0]?.textContent;
/** The methods (toggle buttons) listed in `scope`, by name. */
export const methodsIn = (scope: ParentNode) =>
  allByRole('button', undefined, scope)
    .filter((b) => b.hasAttribute('aria-pressed'))
    .map(methodName);
/** The names of the methods listed under 'Payment method'. */
export const methodNames = () => {
  const list = allByRole('region', 'Payment method')[0];
  return list ? methodsIn(list) : [];
};
export const buyButton = () =>
  getByRole('button', /^(Buy|Exchange)$/, sheet()!) as HTMLButtonElement;
/** A payment method (or sub-method) by its name, wherever it is listed (or within `scope`). */
export const methodButton = (name: string, scope: ParentNode = document.body) =>
  allByRole('button', undefined, scope).find(
    (b) => b.hasAttribute('aria-pressed') && methodName(b) === name,
  );
/** The price area: the paragraph labelled 'To pay' (and the original price, struck through). */
export const priceArea = () =>
  allByRole('paragraph', undefined, sheet()!).find((p) => queryByText('To pay', p));
/** The region select of the sheet, once its method list is there. */
export const regionSelect = () =>
  sheet() && (queryByRole('combobox', 'Payment region', sheet()!) as HTMLSelectElement | null);

export function changeRegion(code: string): void {
  const select = regionSelect()!;
  act(() => {
    select.value = code;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/**
 * Opens the goods page with server, role and goods chosen, then the sheet through Buy now; waits
 * until `ready` (by default the region select of a loaded method list).
 */
export async function openSheet(
  extra: OrderSelection = {},
  ready: () => unknown = regionSelect,
): Promise<g.Rendered> {
  setOrderSelection({
    gameName: 'Alpha',
    clientId: '1001',
    gameProductId: 7,
    area: { display: 'Global', value: 'universal' },
    server: { display: 'Ember Peak', value: 's1' },
    realServer: 's1',
    role: { display: 'Kira', value: 'r1' },
    goods: { display: 'p60 pack', value: 'p60' },
    ...extra,
  });
  reloadSelection();
  const page = await g.render(
    <SelectGoodsPage />,
    '/selectGoods?client_id=1001&domain_area=universal',
  );
  await g.settle();
  g.click(g.button('Buy now'));
  await g.until(ready);
  return page;
}

/** A clean page for each recharge test: empty storage, no cached games or pay flow, demo logged in. */
export async function freshShop(): Promise<void> {
  localStorage.clear();
  resetGameListCache();
  resetPayFlow();
  setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok' });
  await g.setUp();
}
