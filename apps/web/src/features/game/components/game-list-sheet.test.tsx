import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOrderSelection, setOrderSelection } from '../../../shared/storage/order-selection.ts';
import { track } from '../../../shared/tracking/track.ts';
import { setUserInfo } from '../../../shared/storage/user-info.ts';
import { gameList } from '../../../shared/test/catalog-fixtures.ts';
import { resetGameListCache } from '../game-list-cache.ts';
import { reloadSelection } from '../selection-store.ts';
import {
  button,
  click,
  render,
  serverStub,
  setUp,
  until,
  type Rendered,
} from '../test-harness.tsx';
import { allByRole, getByRole, queryByRole } from '@topup/test-queries/by-role';
import { GameListSheet } from './game-list-sheet.tsx';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn() }));

let page: Rendered | null = null;
const onClose = vi.fn();

async function open(url: string) {
  serverStub({ '/api/pay/getGameListV2': () => gameList });
  page = await render(<GameListSheet onClose={onClose} />, url);
  await until(() => allByRole('list').length > 0);
}

const pressed = () => allByRole('button', { pressed: true }).map((b) => b.textContent);
/** The sub-games shown: the buttons of the lists that the folding games control (aria-controls). */
const subs = () =>
  [...allByRole('button', { expanded: true }), ...allByRole('button', { expanded: false })].flatMap(
    (game) => {
      const list = document.getElementById(game.getAttribute('aria-controls')!);
      return list ? allByRole('button', undefined, list) : [];
    },
  );
/** The games: the list's toggle (pressed) or folding (expanded) buttons, but the sub-games. */
const games = () =>
  allByRole('button', undefined, getByRole('dialog')).filter(
    (b) =>
      (b.hasAttribute('aria-pressed') || b.hasAttribute('aria-expanded')) && !subs().includes(b),
  );

beforeEach(async () => {
  localStorage.clear();
  resetGameListCache();
  reloadSelection();
  onClose.mockClear();
  vi.mocked(track).mockClear();
  await setUp();
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

describe('game list popup', () => {
  it('lists games with their sub-games folded, the current one open and marked', async () => {
    await open('/selectGoods?client_id=2201&domain_area=universal');
    expect(track).toHaveBeenCalledWith('viewGameList');
    expect(games().map((b) => b.textContent)).toEqual(['Alpha', 'BetaVersions (2)']);
    expect(pressed()).toEqual(['West']);
    click(button('Beta'));
    expect(subs()).toHaveLength(0);
    click(button('Beta'));
    expect(subs().map((b) => b.textContent)).toEqual(['East', 'West']);
  });

  it('asks before switching, then clears the selection of the other client and moves there', async () => {
    setOrderSelection({
      clientId: '1001',
      gameProductId: 7,
      role: { value: 'r1', display: 'Kira' },
    });
    reloadSelection();
    await open('/selectGoods?client_id=1001&domain_area=universal&server_id=s1&role_id=r1');
    expect(pressed()).toEqual(['Alpha']);
    click(button('Beta'));
    click(button('East'));
    expect(queryByRole('alertdialog')?.textContent).toContain('Switch to Beta · East?');
    click(button('Cancel'));
    expect(getOrderSelection().clientId).toBe('1001');

    click(button('East'));
    click(button('Confirm'));
    expect(getOrderSelection()).toEqual({
      gameName: 'Beta · East',
      clientId: '2101',
      gameProductId: 81,
    });
    expect(track).toHaveBeenCalledWith('changeGame', { from_client_id: '1001', client_id: '2101' });
    expect(onClose).toHaveBeenCalled();
    await until(() => page?.router.state.location.search.includes('2101'));
    expect(page?.router.state.location.search).toBe('?client_id=2101&domain_area=universal');
  });

  it('closes without asking when the current game is picked again', async () => {
    await open('/selectGoods?client_id=1001&domain_area=universal');
    click(button('Alpha'));
    expect(queryByRole('alertdialog')).toBeNull();
    expect(onClose).toHaveBeenCalled();
    expect(track).not.toHaveBeenCalledWith('changeGame', expect.anything());
  });

  it('switches without asking when nothing was chosen and no login would be lost', async () => {
    await open('/selectGoods?client_id=1001&domain_area=universal');
    click(button('Beta'));
    click(button('East'));
    expect(queryByRole('alertdialog')).toBeNull();
    expect(onClose).toHaveBeenCalled();
    expect(getOrderSelection().clientId).toBe('2101');
  });

  it('says the login is lost when the other game product has none', async () => {
    setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok' });
    await open('/selectGoods?client_id=1001&domain_area=universal');
    click(button('Beta'));
    click(button('East'));
    const text = queryByRole('alertdialog')?.textContent ?? '';
    expect(text).toContain('log in again');
    expect(text).not.toContain('will be cleared');
    click(button('Cancel'));
    expect(getOrderSelection().clientId).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();

    // With a login of its own for that product, nothing is lost.
    setUserInfo(81, { username: 'demo', suid: '1', oauth_token: 'tok2' });
    click(button('East'));
    expect(queryByRole('alertdialog')).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });
});
