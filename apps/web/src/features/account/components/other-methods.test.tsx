import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientTimings } from '../../../shared/api-client/api-client.ts';
import { registerResultCodeHandlers } from '../../../shared/api-client/result-codes.ts';
import { recordingHandlers } from '../../../shared/api-client/test-helpers.ts';
import { closeLogin, requestLogin } from '../../../shared/session/session-store.ts';
import { navigation } from '../social-login.ts';
import {
  click,
  envelope,
  loginConfig,
  render,
  serverStub,
  setUpBrand,
  settle,
  type Rendered,
} from '../test-harness.tsx';
import { accessibleName, allByRole, getByRole, queryByRole } from '@topup/test-queries/by-role';
import { LoginSheet } from './login-sheet.tsx';

const methods = () => queryByRole('region', 'Other login methods');

let page: Rendered | null = null;
let rec: ReturnType<typeof recordingHandlers>;

async function open(opts: { url?: string } = {}) {
  requestLogin();
  page = await render(<LoginSheet />, opts);
  await settle();
}

beforeEach(async () => {
  localStorage.clear();
  await setUpBrand();
  Object.assign(apiClientTimings, { timeoutMs: 200, retryDelayMs: 0, attempts: 1 });
  rec = recordingHandlers();
  registerResultCodeHandlers(rec.handlers);
});
afterEach(async () => {
  await page?.unmount();
  page = null;
  closeLogin();
});

describe('agreements', () => {
  it('links the privacy policy of the area and the user agreement', async () => {
    serverStub({});
    await open({ url: '/?domain_area=mea' });
    const links = allByRole('link') as HTMLAnchorElement[];
    expect(links.map((a) => a.href)).toEqual([
      'https://watt.example/mea/privacy',
      'https://watt.example/terms',
    ]);
  });
});

describe('other login methods', () => {
  it('lists login_config methods; tapping one starts its flow and leaves for the provider', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const server = serverStub({
      '/util/login/login_config': () => loginConfig,
      '/util/login/social_start': () => ({
        url: 'https://accounts.example/auth?x=1',
        state: 'S'.repeat(43),
      }),
    });
    await open();
    const names = allByRole('button', undefined, methods()!).map((b) => accessibleName(b));
    expect(names).toEqual(['Continue with Google', 'Continue with Facebook']);
    // Each shows its provider's own mark (issue 29 item 11), not a letter in a circle.
    for (const name of ['Google', 'Facebook']) {
      const mark = getByRole('img', name, getByRole('button', `Continue with ${name}`));
      expect(mark.innerHTML).toMatch(/<path d="M[^"]{40,}"/);
      expect(mark.innerHTML).not.toContain('<text');
    }
    click(getByRole('button', 'Continue with Google'));
    expect(getByRole('button', { name: 'Continue with Google', pressed: true })).toBeTruthy();
    expect(getByRole('status', undefined, methods()!).textContent).toContain('Opening Google');
    await settle();
    const sent = JSON.parse(String(server.calls('/util/login/social_start')[0]?.init?.body));
    expect(sent).toMatchObject({
      method: 'google',
      redirect_uri: `${window.location.origin}/oauth-return.html`,
    });
    expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?x=1');
    expect(JSON.parse(sessionStorage.getItem('topup_social_pending')!)).toMatchObject({
      method: 'google',
      state: 'S'.repeat(43),
    });
  });

  it('in an in-app browser offers to copy the address, without the token', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Instagram 300.0',
    );
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    window.history.replaceState(null, '', '/?client_id=1001&oauth_token=secret-token');
    serverStub({ '/util/login/login_config': () => loginConfig });
    await open({ url: '/?client_id=1001' });
    click(getByRole('button', 'Continue with Facebook'));
    const tip = getByRole('alert', undefined, methods()!);
    expect(tip.textContent).toContain('Copy the link');
    click(getByRole('button', 'Copy link', tip));
    await settle();
    const copied = new URL(String(writeText.mock.calls[0]?.[0]));
    expect(copied.searchParams.get('client_id')).toBe('1001');
    expect(copied.searchParams.has('oauth_token')).toBe(false);
    expect(getByRole('status', undefined, tip).textContent).toBe('Link copied');
    window.history.replaceState(null, '', '/');
  });

  it('hides the section when login_config fails or lists nothing', async () => {
    serverStub({ '/util/login/login_config': () => envelope(null, -500, 'boom') });
    await open();
    expect(methods()).toBeNull();
    expect(rec.toasts).toEqual([]);
  });
});
