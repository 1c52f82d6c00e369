import { afterEach, describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/router.tsx';
import { setCsrfToken } from '../../shared/api.ts';
import {
  analyst,
  byTestId,
  queryByTestId,
  owner,
  render,
  serverStub,
  settle,
  submit,
  type,
  type Rendered,
  until,
} from '../../test/render.tsx';

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
  setCsrfToken(undefined);
});

const notLoggedIn = () => ({ code: -600, msg: 'Please log in.', status: 401 });

function fillIn(code = '123456') {
  type(byTestId('login-email'), ' owner@topup.demo ');
  type(byTestId('login-password'), 'console-demo-1');
  type(byTestId('login-code'), code);
  submit(byTestId<HTMLInputElement>('login-email').form!);
}

describe('login page', () => {
  it('sends email, password and code, then opens the console with the nav of the role', async () => {
    const server = serverStub({
      'GET /api/console/me': notLoggedIn,
      'POST /api/console/login': () => ({ data: { staff: owner, csrfToken: 'csrf-1' } }),
      'POST /api/console/logout': () => ({ data: null }),
    });
    page = await render(buildRoutes(), { url: '/audit', staff: 'server' });
    await until(() => queryByTestId('login-email') !== null);
    expect(page.router.state.location.pathname).toBe('/login');

    fillIn();
    await until(() => queryByTestId('staff-email') !== null);
    const login = server.calls.find((c) => c.url === '/api/console/login')!;
    expect(login.body).toEqual({
      email: 'owner@topup.demo',
      password: 'console-demo-1',
      code: '123456',
    });
    // Back where the staff member wanted to go.
    expect(page.router.state.location.pathname).toBe('/audit');
    expect(byTestId('staff-email').textContent).toContain('owner@topup.demo');
    expect(queryByTestId('nav-staff')).not.toBeNull();
    expect([...byTestId<HTMLSelectElement>('brand-filter').options].map((o) => o.value)).toEqual([
      '',
      'watt',
      'kilo',
    ]);

    // The session's CSRF token goes with every change, logout included.
    byTestId('logout').click();
    await settle();
    const logout = server.calls.find((c) => c.url === '/api/console/logout')!;
    expect(logout.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(page.router.state.location.pathname).toBe('/login');
  });

  it('shows the server message when the login is refused', async () => {
    serverStub({
      'GET /api/console/me': notLoggedIn,
      'POST /api/console/login': () => ({
        code: -3100,
        msg: 'Wrong email, password or code.',
        status: 200,
      }),
    });
    page = await render(buildRoutes(), { url: '/login', staff: 'server' });
    await until(() => queryByTestId('login-email') !== null);
    fillIn();
    await settle();
    const error = byTestId('login-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('Sign-in failed');
    // The code's text in the operator's language, not the server's English message.
    expect(error.textContent).toContain('Wrong email, password or authenticator code.');
    expect(page.router.state.location.pathname).toBe('/login');
  });

  it('says the account is locked out after too many attempts', async () => {
    serverStub({
      'GET /api/console/me': notLoggedIn,
      'POST /api/console/login': () => ({
        code: -429,
        msg: 'Too many failed logins. Try again in 15 minutes.',
        status: 429,
      }),
    });
    page = await render(buildRoutes(), { url: '/login', staff: 'server' });
    await until(() => queryByTestId('login-email') !== null);
    fillIn();
    await settle();
    expect(byTestId('login-error').textContent).toContain('Too many failed attempts');
    expect(byTestId('login-error').textContent).toContain('Try again in 15 minutes.');
  });

  it('asks for six digits before calling the server', async () => {
    const server = serverStub({ 'GET /api/console/me': notLoggedIn });
    page = await render(buildRoutes(), { url: '/login', staff: 'server' });
    await until(() => queryByTestId('login-email') !== null);
    fillIn('12ab');
    await settle();
    expect(byTestId('login-error').textContent).toContain('6 digits');
    expect(server.calls.some((c) => c.url === '/api/console/login')).toBe(false);
  });
});

describe('shell', () => {
  it('shows an analyst only the sections it may open, and "not allowed" on the others', async () => {
    serverStub({
      'GET /api/console/me': () => ({ data: { staff: analyst, csrfToken: 'c' } }),
    });
    page = await render(buildRoutes(), { url: '/staff', staff: 'server' });
    await until(() => queryByTestId('not-allowed') !== null);
    expect(queryByTestId('nav-staff')).toBeNull();
    expect(queryByTestId('nav-audit')).toBeNull();
    expect(queryByTestId('nav-tokens')).not.toBeNull();
    expect(byTestId('not-allowed').textContent).toContain('Analyst');
  });
});
