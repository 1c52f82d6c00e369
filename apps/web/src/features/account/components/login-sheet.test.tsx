import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeCredential } from '@topup/contracts/credentials';
import { apiClientTimings } from '../../../shared/api-client/api-client.ts';
import { registerResultCodeHandlers } from '../../../shared/api-client/result-codes.ts';
import { recordingHandlers } from '../../../shared/api-client/test-helpers.ts';
import { getUserInfo, setUserInfo } from '../../../shared/storage/user-info.ts';
import { track } from '../../../shared/tracking/track.ts';
import { pageReload } from '../reload.ts';
import { closeLogin, isLoginOpen, requestLogin } from '../../../shared/session/session-store.ts';
import {
  click,
  envelope,
  loginConfig,
  press,
  render,
  serverStub,
  setUpBrand,
  typeInto,
  userInfo,
  settle,
  type Rendered,
} from '../test-harness.tsx';
import { getByLabelText, getByRole, queryByRole } from '@topup/test-queries/by-role';
import { LoginSheet } from './login-sheet.tsx';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn() }));

let page: Rendered | null = null;
let reload: ReturnType<typeof vi.fn<() => void>>;
let rec: ReturnType<typeof recordingHandlers>;

const account = () => getByLabelText(/^(Account|Card number)$/);
// The password's label holds its show/hide button too: its name starts with 'Password'.
const password = () => getByLabelText(/^Password/);
const submitButton = () => getByRole('button', /^(Log in|Logging in…)$/) as HTMLButtonElement;
const alertText = () => queryByRole('alert', undefined, getByRole('tabpanel'))?.textContent ?? null;
const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(String(init?.body)) as Record<string, string>;

async function open(opts: { url?: string; version?: 'new' | 'old' } = {}) {
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
  reload = vi.fn<() => void>();
  vi.spyOn(pageReload, 'now').mockImplementation(reload);
  vi.mocked(track).mockClear();
});
afterEach(async () => {
  await page?.unmount();
  page = null;
  closeLogin();
});

describe('login popup', () => {
  it('enables the button only when account and password are both non-blank', async () => {
    serverStub({ '/util/login/login_config': () => loginConfig });
    await open();
    expect(submitButton().disabled).toBe(true);
    typeInto(account(), 'demo');
    expect(submitButton().disabled).toBe(true);
    typeInto(password(), '   ');
    expect(submitButton().disabled).toBe(true);
    typeInto(password(), 'demo1234');
    expect(submitButton().disabled).toBe(false);
  });

  it('says what is missing when Enter is pressed with empty fields, and sends nothing', async () => {
    const server = serverStub({ '/util/login/login_config': () => loginConfig });
    await open();
    typeInto(account(), '  ');
    press(password(), 'Enter');
    expect(alertText()).toBe('Please enter account & password');
    expect(server.calls('/util/login/auth')).toHaveLength(0);
  });

  it('submits on Enter with trimmed, prefix-encoded credentials, stores the login and reloads after 500 ms', async () => {
    setUserInfo(8, { username: 'other', suid: 1, oauth_token: 'tok-other' });
    const server = serverStub({
      '/util/login/login_config': () => loginConfig,
      '/util/login/auth': () => userInfo(),
    });
    await open();
    typeInto(account(), '  demo ');
    typeInto(password(), 'demo1234 ');
    press(password(), 'Enter');
    await settle();

    const [call] = server.calls('/util/login/auth');
    expect(call?.init?.method).toBe('POST');
    const body = bodyOf(call?.init);
    expect(body.username).toMatch(/^[0-9a-f]{3}/);
    expect(body.username).not.toContain('demo');
    expect(decodeCredential(body.username!)).toBe('demo');
    expect(decodeCredential(body.password!)).toBe('demo1234');
    expect(body).toMatchObject({ client_id: '1001', login_type: 'account' });

    expect(getUserInfo(7)).toMatchObject({ username: 'demo', oauth_token: 'tok-0123456789abcdef' });
    expect(getUserInfo(8)?.username).toBe('other');
    expect(track).toHaveBeenCalledWith('login', { method: 'account' });
    expect(isLoginOpen()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 550));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once in the old layout', async () => {
    serverStub({ '/util/login/auth': () => userInfo() });
    await open({ version: 'old' });
    typeInto(account(), 'demo');
    typeInto(password(), 'demo1234');
    click(submitButton());
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message in the popup, without a toast, and keeps focus on the password", async () => {
    serverStub({
      '/util/login/auth': () => envelope(null, -3100, 'Incorrect account or password'),
    });
    await open();
    typeInto(account(), 'demo');
    typeInto(password(), 'wrong');
    click(submitButton());
    await settle();
    expect(alertText()).toBe('Incorrect account or password');
    expect(document.activeElement).toBe(password());
    expect(rec.toasts).toEqual([]);
    expect(getUserInfo(7)).toBeNull();
    expect(isLoginOpen()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('card mode caps both fields at 80 characters and sends the trimmed card number', async () => {
    const server = serverStub({ '/util/login/auth': () => userInfo() });
    await open();
    click(getByRole('tab', 'Card number'));
    expect(getByRole('tab', { selected: true }).textContent).toBe('Card number');
    expect(getByLabelText('Card number')).toBe(account());
    press(password(), 'Enter');
    expect(alertText()).toBe('Please enter card number & password');
    expect(account().maxLength).toBe(80);
    expect(password().maxLength).toBe(80);
    typeInto(password(), 'x'.repeat(100));
    expect(password().value).toHaveLength(80);
    typeInto(account(), ' 8800000000000001 ');
    typeInto(password(), 'card1234');
    click(submitButton());
    await settle();
    const body = bodyOf(server.calls('/util/login/auth')[0]?.init);
    expect(decodeCredential(body.username!)).toBe('8800000000000001');
    expect(body.login_type).toBe('card');
    expect(track).toHaveBeenCalledWith('login', { method: 'card' });
  });

  it('toggles the password between hidden and shown', async () => {
    serverStub({});
    await open();
    expect(password().type).toBe('password');
    click(getByRole('button', 'Show password'));
    expect(password().type).toBe('text');
    click(getByRole('button', 'Hide password'));
    expect(password().type).toBe('password');
  });
});
