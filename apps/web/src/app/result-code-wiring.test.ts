import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeLogin, isLoginOpen, withoutLoginPrompt } from '../shared/session/session-store.ts';
import { boot, setUpBrand } from '../features/account/test-harness.tsx';
import { getItem } from '../shared/storage/storage.ts';
import { getUserInfo, setUserInfo } from '../shared/storage/user-info.ts';
import { resultCodeHandlers } from './result-code-wiring.ts';

function wiring(url: string) {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [url] });
  return { router, handlers: resultCodeHandlers(boot.tenant, router, new QueryClient()) };
}

beforeEach(async () => {
  localStorage.clear();
  await setUpBrand();
  setUserInfo(7, { username: 'demo', suid: 1, oauth_token: 'tok-7' });
  setUserInfo(8, { username: 'other', suid: 2, oauth_token: 'tok-8' });
});
afterEach(() => closeLogin());

describe('result-code wiring', () => {
  it('-600 clears the current game login and opens the popup', () => {
    wiring('/selectGoods?client_id=1001').handlers.notLoggedIn();
    expect(getUserInfo(7)).toBeNull();
    expect(getUserInfo(8)).not.toBeNull();
    expect(isLoginOpen()).toBe(true);
  });

  it('-600 opens no popup in the SDK view', () => {
    wiring('/userCenter?visit=sdk&client_id=2001').handlers.notLoggedIn();
    expect(getUserInfo(8)).toBeNull();
    expect(isLoginOpen()).toBe(false);
  });

  it('-600 opens no popup while a logout revokes its token', async () => {
    const { handlers } = wiring('/selectGoods');
    await withoutLoginPrompt(async () => handlers.notLoggedIn());
    expect(isLoginOpen()).toBe(false);
  });

  it('6001 of the game logged in last also drops the stored current token (SPEC §3)', async () => {
    expect(getItem('oauth_token')).toBe('tok-8');
    const { router, handlers } = wiring('/selectGoods?client_id=2001');
    handlers.notVerified();
    await new Promise((r) => setTimeout(r, 0));
    expect(getItem('oauth_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/certifiedReal');
  });

  it('6001 clears the login and shows the real-name prompt', async () => {
    const { router, handlers } = wiring('/selectGoods?client_id=1001');
    handlers.notVerified();
    await new Promise((r) => setTimeout(r, 0));
    expect(getUserInfo(7)).toBeNull();
    expect(router.state.location.pathname).toBe('/certifiedReal');
  });
});
