import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resultCodeHandlers } from '../../app/result-code-wiring.ts';
import { apiClientTimings, configureApiClient } from '../../shared/api-client/api-client.ts';
import { registerResultCodeHandlers } from '../../shared/api-client/result-codes.ts';
import { getItem } from '../../shared/storage/storage.ts';
import { getUserInfo, setUserInfo } from '../../shared/storage/user-info.ts';
import { closeLogin, isLoginOpen } from '../../shared/session/session-store.ts';
import { sessionToken } from './session-token.ts';
import { startSession } from './start-session.ts';
import { boot, envelope, serverStub, setUpBrand, settle, userInfo } from './test-harness.tsx';

const SDK_TOKEN = 'sdk-token-0123456789';

function startAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [url] });
  const search = () => router.state.location.search;
  configureApiClient({
    getToken: () => sessionToken(boot.tenant, search()),
    getLanguage: () => 'en',
  });
  registerResultCodeHandlers(resultCodeHandlers(boot.tenant, router, new QueryClient()));
  startSession(boot.tenant, router);
  return router;
}

beforeEach(async () => {
  localStorage.clear();
  await setUpBrand();
  Object.assign(apiClientTimings, { timeoutMs: 200, retryDelayMs: 0, attempts: 1 });
});
afterEach(() => closeLogin());

describe('SDK view', () => {
  it("adopts the game's token from the query for that game product", async () => {
    const server = serverStub({
      '/util/login/get_user_info': () => userInfo({ username: 'sdk-player', gp_id: 8 }),
    });
    startAt(`/userCenter?visit=sdk&client_id=2001&oauth_token=${SDK_TOKEN}`);
    await settle();
    const [call] = server.calls('/util/login/get_user_info');
    expect(call?.url.searchParams.get('oauth_token')).toBe(SDK_TOKEN);
    expect(call?.url.searchParams.get('client_id')).toBe('2001');
    expect(getUserInfo(8)?.username).toBe('sdk-player');
    expect(getUserInfo(7)).toBeNull();
  });

  it('uses the query token for calls even before it is adopted', () => {
    setUserInfo(8, { username: 'old', suid: 1, oauth_token: 'old-token' });
    const search = `?visit=sdk&client_id=2001&oauth_token=${SDK_TOKEN}`;
    expect(sessionToken(boot.tenant, search)).toBe(SDK_TOKEN);
    expect(sessionToken(boot.tenant, '?client_id=2001')).toBe('old-token');
    // Outside the SDK view a token in the URL is not taken.
    expect(sessionToken(boot.tenant, `?client_id=1001&oauth_token=${SDK_TOKEN}`)).toBeUndefined();
  });

  it('a dead SDK token clears the login without opening the popup', async () => {
    setUserInfo(8, { username: 'old', suid: 1, oauth_token: 'old-token' });
    serverStub({ '/util/login/get_user_info': () => envelope(null, -600, 'Please log in first.') });
    startAt(`/userCenter?visit=sdk&client_id=2001&oauth_token=${SDK_TOKEN}`);
    await settle();
    expect(getUserInfo(8)).toBeNull();
    expect(isLoginOpen()).toBe(false);
  });
});

describe('page init', () => {
  it('checks a stored token once per game product and refreshes the record', async () => {
    setUserInfo(7, { username: 'before', suid: 1, oauth_token: 'tok-0123456789abcdef' });
    const server = serverStub({
      '/util/login/get_user_info': () => userInfo({ username: 'after' }),
    });
    const router = startAt('/selectGoods?client_id=1001');
    await settle();
    expect(getUserInfo(7)?.username).toBe('after');
    await router.navigate('/my?client_id=1001');
    await router.navigate('/selectGoods?client_id=2001');
    await settle();
    // Game 8 has no login to check; game 7 was checked once.
    expect(server.calls('/util/login/get_user_info')).toHaveLength(1);
  });

  it('does not call the server without a stored token', async () => {
    const server = serverStub({});
    startAt('/selectGoods');
    await settle();
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('-600 on the check clears the stored login and asks to log in', async () => {
    setUserInfo(7, { username: 'demo', suid: 1, oauth_token: 'expired-token' });
    setUserInfo(8, { username: 'other', suid: 2, oauth_token: 'tok-8' });
    serverStub({ '/util/login/get_user_info': () => envelope(null, -600, 'Please log in first.') });
    startAt('/selectGoods?client_id=1001');
    await settle();
    expect(getUserInfo(7)).toBeNull();
    expect(getUserInfo(8)?.username).toBe('other');
    expect(isLoginOpen()).toBe(true);
  });

  it('enters beta mode from ?beta_key before reading any login', async () => {
    setUserInfo(7, { username: 'player', suid: 1, oauth_token: 'tok-player' });
    const server = serverStub({});
    startAt('/selectGoods?client_id=1001&beta_key=qa-team');
    await settle();
    expect(getItem('betaAccountKey')).toBe('qa-team');
    expect(getUserInfo(7)).toBeNull();
    expect(server.fetchMock).not.toHaveBeenCalled();
  });
});
