import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { GoodsData } from '@topup/contracts/catalog';
import type { LimitProduct } from '@topup/contracts/limits';
import { getOrderSelection, setOrderSelection } from '../../../shared/storage/order-selection.ts';
import { setUserInfo } from '../../../shared/storage/user-info.ts';
import { useGameList } from '../../game/api/get-game-list.ts';
import { resetGameListCache } from '../../game/game-list-cache.ts';
import {
  button,
  render,
  serverStub,
  settle,
  setUp,
  until,
  type Rendered,
} from '../../game/test-harness.tsx';
import { reloadSelection } from '../../game/selection-store.ts';
import { limitInfoMarked, markLimitInfo } from '../limit-flag.ts';
import {
  closeRecharge,
  openRecharge,
  resetPayFlow,
} from '../../../shared/pay-flow/pay-flow-store.ts';
import { SelectGoodsPage } from '../../select-goods/components/select-goods-page.tsx';
import { gameList, goodsItem, pageConfig } from '../../../shared/test/catalog-fixtures.ts';
import {
  accessibleName,
  allByRole,
  allByText,
  getByRole,
  queryByText,
} from '@topup/test-queries/by-role';
import { useLimitInfo } from '../use-limit-info.ts';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));

// The goods page with the limits of the chosen character (SPEC §4 limit display, §5).

const packs = (id: string, extra: Partial<GoodsData> = {}) =>
  goodsItem(id, 'packs', { display: `${id} pack`, isLimit: true, ...extra });
const goods = {
  currency: 'USD',
  types: [{ typeKey: 'packs', name: 'Packs', typeSort: 1 }],
  goods: [
    packs('starter'),
    packs('weekly'),
    packs('monthly'),
    packs('held'),
    packs('free'),
    goodsItem('plain', 'packs', { display: 'plain pack' }),
  ],
};
const sec = () => Math.floor(Date.now() / 1000);
const limit = (id: string, extra: Partial<LimitProduct>): LimitProduct => ({
  product_id: id,
  limit_type: 'time',
  frequency: 2,
  day_info: 7,
  extra_pay_times: 2,
  next_pay_time: 0,
  ...extra,
});
const limits = () => ({
  list: [
    limit('starter', { limit_type: 'role', frequency: 1, day_info: 0, extra_pay_times: 0 }),
    limit('weekly', { extra_pay_times: 1 }),
    limit('monthly', {
      limit_type: 'game',
      frequency: 1,
      day_info: 30,
      extra_pay_times: 0,
      next_pay_time: sec() + 2 * 86_400 + 3 * 3600 + 4 * 60,
    }),
    limit('held', { extra_pay_times: -1 }),
    // 'free' is flagged isLimit without a limit: it sells without one.
  ],
});

const chosen = {
  gameName: 'Alpha',
  clientId: '1001',
  gameProductId: 7,
  area: { display: 'Global', value: 'universal' },
  server: { display: 'Ember Peak', value: 's1' },
  realServer: 's1-real',
  role: { display: 'Kira', value: 'r1' },
  goods: { display: 'starter pack', value: 'starter' },
};

function stub() {
  return serverStub({
    '/api/pay/getGameListV2': () => gameList,
    '/api/config/recharge': () => pageConfig,
    '/api/pay/getGoodsList': () => goods,
    '/api/pay/getLimitProductInfo': () => limits(),
  });
}

let page: Rendered | null = null;
/** The goods cards: the toggle buttons of the goods. */
const cards = () =>
  allByRole('button', undefined, getByRole('region', 'Select goods')).filter((b) =>
    b.hasAttribute('aria-pressed'),
  );
const card = (id: string) =>
  cards().find((c) => queryByText(`${id} pack`, c)) as HTMLButtonElement | undefined;
// A card's children are presentational: its limit note is read as part of its name.
const limitNote = /Limit \d|Remaining:|Next purchase|purchase limit|not been paid/;
const named = (id: string) => accessibleName(card(id)!);

beforeEach(async () => {
  localStorage.clear();
  resetGameListCache();
  resetPayFlow();
  reloadSelection();
  await setUp();
  setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok' });
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

describe('limits on the goods page', () => {
  it('are not asked for before a server and a character are chosen', async () => {
    const { calls } = stub();
    page = await render(<SelectGoodsPage />, '/selectGoods?client_id=1001&domain_area=universal');
    await settle();
    expect(card('starter')).toBeDefined();
    expect(calls('/api/pay/getLimitProductInfo')).toHaveLength(0);
    expect(cards().filter((c) => limitNote.test(accessibleName(c)))).toHaveLength(0);
  });

  it('show each rule and what is left; used-up goods say why and cannot be bought', async () => {
    setOrderSelection(chosen);
    reloadSelection();
    const { calls } = stub();
    page = await render(<SelectGoodsPage />, '/selectGoods?client_id=1001&domain_area=universal');
    await until(() => cards().some((c) => limitNote.test(accessibleName(c))));
    await settle();

    const asked = calls('/api/pay/getLimitProductInfo');
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.searchParams)).toMatchObject({
      client_id: '1001',
      role_id: 'r1',
      server_id: 's1-real',
      area_id: 'universal',
    });

    expect(named('starter')).toContain(
      'Limit 1 per characterThis product can not be purchased because the purchase limit has been reached',
    );
    expect(named('weekly')).toContain('Limit 2 in 7 daysRemaining: 1');
    expect(named('monthly')).toContain('Limit 1 per account in 30 daysNext purchase in 2d 3h 4m');
    expect(named('held')).toContain(
      'Limit 2 in 7 daysThere is an order for this product that has not been paid successfully. Please go to the payment page to complete the payment first.',
    );
    expect(named('free')).not.toMatch(limitNote);
    expect(named('plain')).not.toMatch(limitNote);

    const disabled = cards()
      .filter((c) => (c as HTMLButtonElement).disabled)
      .map((c) => allByText(/ pack$/, c)[0]?.textContent);
    expect(disabled).toEqual(['starter pack', 'monthly pack', 'held pack']);
    // The price stays last on the card.
    expect(named('weekly')).toMatch(/Remaining: 1\$[\d.,]+$/);

    // The stored choice has reached its limit: nothing to buy.
    expect(card('starter')?.getAttribute('aria-pressed')).toBe('true');
    expect(button('Buy now')?.disabled).toBe(true);
    act(() => card('weekly')?.click());
    await settle();
    expect(getOrderSelection().goods?.value).toBe('weekly');
    expect(button('Buy now')?.disabled).toBe(false);

    // After paying limited goods: asked again once the pay popups are closed (choosing goods
    // opened the recharge sheet, issue 29 item 12), however many cards show limits.
    act(() => markLimitInfo());
    await settle();
    expect(calls('/api/pay/getLimitProductInfo')).toHaveLength(1);
    act(() => closeRecharge());
    await settle();
    expect(calls('/api/pay/getLimitProductInfo')).toHaveLength(2);
    expect(limitInfoMarked()).toBe(false);
  });
});

function Probe() {
  useGameList();
  const info = useLimitInfo();
  return (
    <output>
      {info ? info.map((l) => `${l.product_id}:${l.extra_pay_times}`).join(',') : '-'}
    </output>
  );
}

describe('the limit-info flag (SPEC §5)', () => {
  it('refreshes the limits once the payment popups are closed, then clears the flag', async () => {
    setOrderSelection(chosen);
    reloadSelection();
    const { calls } = stub();
    page = await render(<Probe />, '/selectGoods?client_id=1001&domain_area=universal');
    await until(() => getByRole('status').textContent !== '-');
    expect(calls('/api/pay/getLimitProductInfo')).toHaveLength(1);

    // Paying limited goods: the flag goes on before the order exists; nothing is asked yet.
    act(() => openRecharge());
    act(() => markLimitInfo());
    await settle();
    expect(calls('/api/pay/getLimitProductInfo')).toHaveLength(1);
    expect(limitInfoMarked()).toBe(true);

    act(() => closeRecharge());
    await settle();
    expect(calls('/api/pay/getLimitProductInfo')).toHaveLength(2);
    expect(limitInfoMarked()).toBe(false);
    await settle();
    expect(calls('/api/pay/getLimitProductInfo')).toHaveLength(2);
  });
});
