import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  click,
  envelope,
  render,
  serverStub,
  setUpBrand,
  settle,
  type Rendered,
} from '../../features/account/test-harness.tsx';
import { closeLogin, isLoginOpen } from '../../shared/session/session-store.ts';
import { apiClientTimings } from '../../shared/api-client/api-client.ts';
import { getItem, setItem } from '../../shared/storage/storage.ts';
import { getUserInfo, setUserInfo } from '../../shared/storage/user-info.ts';
import { track } from '../../shared/tracking/track.ts';
import { queryByRole, queryByText } from '@topup/test-queries/by-role';
import { UserMenu } from './user-menu.tsx';
// Loaded up front so the menu's lazy import of it resolves at once, however busy the machine.
import '../../shared/ui/confirm-dialog.tsx';

vi.mock('../../shared/tracking/track.ts', () => ({ track: vi.fn() }));

let page: Rendered | null = null;
const button = (label: string) => queryByRole('button', label) ?? undefined;
/** The logout question is its own chunk: wait until it is on screen. */
async function confirmShown() {
  for (let i = 0; i < 50 && !queryByRole('alertdialog'); i++) await settle();
  return queryByRole('alertdialog');
}

beforeEach(async () => {
  localStorage.clear();
  await setUpBrand();
  Object.assign(apiClientTimings, { timeoutMs: 200, retryDelayMs: 0, attempts: 1 });
});
afterEach(async () => {
  await page?.unmount();
  page = null;
  closeLogin();
});

describe('user menu', () => {
  it('shows the login button without a login, and opens the popup', async () => {
    page = await render(<UserMenu gpId={7} clientId="1001" />);
    click(button('Log in'));
    expect(isLoginOpen()).toBe(true);
  });

  it('logs out of this game only, after confirmation, and revokes the token', async () => {
    setUserInfo(7, { username: 'demo', suid: 1, oauth_token: 'tok-seven-0123456789' });
    setUserInfo(8, { username: 'other', suid: 2, oauth_token: 'tok-eight-0123456789' });
    const server = serverStub({ '/util/login/logout': () => ({ revoked: true }) });
    page = await render(<UserMenu gpId={7} clientId="1001" />);
    expect(queryByText('demo')).not.toBeNull();

    click(button('Log out'));
    expect((await confirmShown())?.textContent).toContain('Are you sure you want to log out?');
    expect(getUserInfo(7)).not.toBeNull();
    click(button('Confirm'));
    await settle();

    expect(getUserInfo(7)).toBeNull();
    expect(getUserInfo(8)?.username).toBe('other');
    expect(button('Log in')).toBeDefined();
    expect(track).toHaveBeenCalledWith('logout');
    // The revocation is sent after the local logout, on its own promise chain: wait for it
    // rather than for a fixed number of ticks (it flaked under load).
    for (let i = 0; i < 50 && server.calls('/util/login/logout').length === 0; i++) await settle();
    const body = JSON.parse(String(server.calls('/util/login/logout')[0]?.init?.body));
    expect(body).toMatchObject({ oauth_token: 'tok-seven-0123456789', client_id: '1001' });
  });

  it('keeps the player logged out when revoking fails', async () => {
    setUserInfo(7, { username: 'demo', suid: 1, oauth_token: 'tok-seven-0123456789' });
    serverStub({ '/util/login/logout': () => envelope(null, -500, 'down') });
    page = await render(<UserMenu gpId={7} clientId="1001" />);
    click(button('Log out'));
    await confirmShown();
    click(button('Confirm'));
    await settle();
    expect(getUserInfo(7)).toBeNull();
  });

  it('in beta mode switches account through the login popup and leaves userMap alone', async () => {
    setUserInfo(7, { username: 'player', suid: 1, oauth_token: 'tok-player' });
    setItem('betaAccountKey', 'qa-team');
    setUserInfo(7, { username: 'tester', suid: 9, oauth_token: 'tok-tester' });
    const server = serverStub({});
    page = await render(<UserMenu gpId={7} clientId="1001" />);
    expect(queryByText('tester')).not.toBeNull();
    expect(queryByText('player')).toBeNull();
    expect(queryByText('Test mode')).not.toBeNull();

    click(button('Switch account'));
    expect(isLoginOpen()).toBe(true);
    expect(queryByRole('alertdialog')).toBeNull();
    expect(server.fetchMock).not.toHaveBeenCalled();
    expect(getItem<Record<string, { username: string }>>('userMap')?.[7]?.username).toBe('player');
  });
});
