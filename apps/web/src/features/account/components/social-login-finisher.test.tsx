import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientTimings } from '../../../shared/api-client/api-client.ts';
import { registerResultCodeHandlers } from '../../../shared/api-client/result-codes.ts';
import { recordingHandlers } from '../../../shared/api-client/test-helpers.ts';
import { renderInRouter } from '../../../shared/test/render-in-router.tsx';
import { getToasts, dismissToast } from '../../../shared/ui/toast-store.ts';
import { until } from '../../game/test-harness.tsx';
import { documentNavigation } from '../replenish-landing.ts';
import { pageReload } from '../reload.ts';
import {
  envelope,
  serverStub,
  setUpBrand,
  settle,
  userInfo,
  type Rendered,
} from '../test-harness.tsx';
import { SocialLoginFinisher } from './social-login-finisher.tsx';

// Back from the provider (public/oauth-return.js stored what came back): the finisher runs the
// finishing call once, as the page the login started on, or as the make-up payment page.

const STATE = 'S'.repeat(43);
const LINK = 'R'.repeat(43);
let page: Rendered | null = null;

function cameBack(pending: Record<string, unknown>, query = `code=c1&state=${STATE}`) {
  sessionStorage.setItem(
    'topup_social_pending',
    JSON.stringify({ method: 'google', state: STATE, returnTo: 'http://x/', ...pending }),
  );
  sessionStorage.setItem('topup_social_return', JSON.stringify({ query, hash: '' }));
}

async function open(url: string) {
  page = await renderInRouter(
    [
      { path: '/', handle: { version: 'new' }, element: <SocialLoginFinisher /> },
      { path: '/selectGame', handle: { version: 'old' }, element: <SocialLoginFinisher /> },
      { path: '/replenishGoods', element: <SocialLoginFinisher /> },
      { path: '/errorReplenish', element: <p>error page</p> },
    ],
    url,
  );
  // The finishing step is a chunk of its own: wait until it took the flow, then for its calls.
  await until(() => sessionStorage.getItem('topup_social_pending') === null);
  await settle();
  return page;
}

const stored = () =>
  (JSON.parse(localStorage.getItem('userMap') ?? '{}') as { value?: Record<string, unknown> })
    .value ?? {};
const bodyOf = (server: ReturnType<typeof serverStub>, path: string) =>
  JSON.parse(String(server.calls(path)[0]?.init?.body)) as Record<string, unknown>;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  for (const toast of getToasts()) dismissToast(toast.id);
  await setUpBrand();
  Object.assign(apiClientTimings, { timeoutMs: 200, retryDelayMs: 0, attempts: 1 });
  registerResultCodeHandlers(recordingHandlers().handlers);
});
afterEach(async () => {
  await page?.unmount();
  page = null;
  vi.restoreAllMocks();
});

describe('back from a provider', () => {
  it("finishes for the game the login started on, stored under the answer's game product", async () => {
    // Started on /selectGame once the game list named game B (2001); back there, the page first
    // guesses the tenant's first game (A, 1001) until the list loads again.
    const reload = vi.spyOn(pageReload, 'now').mockImplementation(() => {});
    const server = serverStub({ '/util/login/google_auth': () => userInfo({ gp_id: 8 }) });
    cameBack({ clientId: '2001' });
    await open('/selectGame');
    expect(bodyOf(server, '/util/login/google_auth')).toMatchObject({
      client_id: '2001',
      authorization_code: 'c1',
      state: STATE,
    });
    expect(Object.keys(stored())).toEqual(['8']);
    expect(reload).toHaveBeenCalled();
    expect(getToasts()).toEqual([]);
    // Taken once.
    expect(sessionStorage.getItem('topup_social_pending')).toBeNull();
  });

  it("says 'log_fail' when the provider sent nothing back or the server refused", async () => {
    serverStub({ '/util/login/google_auth': () => envelope(null, -3100, 'refused') });
    cameBack({ clientId: '1001' }, 'error=access_denied');
    await open('/');
    expect(getToasts().map((t) => t.message)).toEqual(['Login failed. Please try again.']);
    await page?.unmount();

    dismissToast(getToasts()[0]!.id);
    cameBack({ clientId: '1001' });
    await open('/');
    expect(getToasts().map((t) => t.message)).toEqual(['Login failed. Please try again.']);
    expect(stored()).toEqual({});
  });

  it('from a make-up payment page: the /api/ingame/ twin with game_id and the link, then the link', async () => {
    const go = vi.spyOn(documentNavigation, 'go').mockImplementation(() => {});
    const server = serverStub({
      '/api/ingame/google_auth': () =>
        userInfo({ gp_id: 7, replenish_id: LINK, rp_client_id: '1001' }),
    });
    cameBack({ clientId: '1001', replenishId: LINK });
    await open(`/replenishGoods?replenish_id=${LINK}&rp_client_id=1001&client_id=1001`);
    expect(bodyOf(server, '/api/ingame/google_auth')).toMatchObject({
      game_id: '1001',
      client_id: '1001',
      replenish_id: LINK,
      authorization_code: 'c1',
    });
    expect(server.calls('/util/login/google_auth')).toHaveLength(0);
    expect(Object.keys(stored())).toEqual(['7']);
    expect(go).toHaveBeenCalledWith(
      `/replenishGoods?replenish_id=${LINK}&rp_client_id=1001&client_id=1001`,
    );
  });

  it('from a make-up payment page, another account (-3016) goes to /errorReplenish', async () => {
    serverStub({
      '/api/ingame/google_auth': () =>
        envelope(null, -3016, 'The login account must match the top-up game account.'),
    });
    cameBack({ clientId: '1001', replenishId: LINK });
    const opened = await open(`/replenishGoods?replenish_id=${LINK}&rp_client_id=1001`);
    expect(opened.router.state.location.pathname).toBe('/errorReplenish');
    expect(opened.router.state.location.state).toMatchObject({ retry: true });
    expect(stored()).toEqual({});
  });
  it('a code and state of another flow (planted through a link to the return page) are never sent', async () => {
    const server = serverStub({ '/util/login/google_auth': () => userInfo({ gp_id: 8 }) });
    cameBack({ clientId: '1001' }, `code=attacker-code&state=${'A'.repeat(43)}`);
    await open('/');
    expect(server.calls('/util/login/google_auth')).toHaveLength(0);
    expect(getToasts().map((t) => t.message)).toEqual(['Login failed. Please try again.']);
    expect(stored()).toEqual({});
  });

  it("the server's -3103 (started in another browser) is shown as the server words it", async () => {
    const words = 'This login was started in another browser. Please start the login again here.';
    serverStub({ '/util/login/google_auth': () => envelope(null, -3103, words) });
    cameBack({ clientId: '1001' });
    await open('/');
    expect(getToasts().map((t) => t.message)).toEqual([words]);
    expect(stored()).toEqual({});
  });
});
