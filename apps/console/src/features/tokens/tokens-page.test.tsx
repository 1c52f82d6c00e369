import { afterEach, describe, expect, it } from 'vitest';
import { getByText } from '@topup/test-queries/by-role';
import { setCsrfToken } from '../../shared/api.ts';
import {
  analyst,
  byTestId,
  queryByTestId,
  click,
  fakeStaff,
  render,
  serverStub,
  settle,
  submit,
  type,
  type Rendered,
} from '../../test/render.tsx';
import { formatTime } from '../../shared/format.ts';
import { TokensPage } from './tokens-page.tsx';

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
  setCsrfToken(undefined);
});

const token = {
  id: 'tk_1',
  name: 'nightly export',
  createdAt: '2026-11-27T08:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  expiresAt: '2099-02-25T08:00:00.000Z',
};

describe('tokens page', () => {
  it('creates a token, shows it once, and revokes one with the CSRF header', async () => {
    setCsrfToken('csrf-9');
    let items = [token];
    const server = serverStub({
      'GET /api/console/tokens': () => ({ data: { items } }),
      'POST /api/console/tokens': (call) => {
        const name = (call.body as { name: string }).name;
        const made = { ...token, id: `tk_${items.length + 1}`, name };
        items = [made, ...items];
        return { data: { token: 'tsk_secret-value', item: made } };
      },
      'DELETE /api/console/tokens/tk_1': () => ({
        data: { ...token, revokedAt: '2026-11-27T09:00:00.000Z' },
      }),
    });
    // Any role has tokens, analysts included.
    page = await render([{ path: '/', Component: TokensPage }], { staff: fakeStaff(analyst) });
    await settle();
    expect(byTestId('tokens-table').textContent).toContain('nightly export');

    type(byTestId('token-name'), ' bi ');
    submit(byTestId<HTMLInputElement>('token-name').form!);
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'bi' });
    // A shorter lifetime for a one-off script.
    type(byTestId('token-name'), 'one-off');
    type(byTestId<HTMLSelectElement>('token-lifetime'), '7');
    submit(byTestId<HTMLInputElement>('token-name').form!);
    await settle();
    expect(server.calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({
      name: 'one-off',
      expiresInDays: 7,
    });
    expect(byTestId('token-value').textContent).toBe('tsk_secret-value');
    expect(queryByTestId('token-row-bi')).not.toBeNull();

    click(byTestId('token-revoke-nightly export'));
    await settle();
    const del = server.calls.find((c) => c.method === 'DELETE')!;
    expect(del.url).toBe('/api/console/tokens/tk_1');
    expect(del.headers.get('x-csrf-token')).toBe('csrf-9');
  });

  it("shows when each token expires, in the operator's locale; an expired one is marked and cannot be revoked", async () => {
    const expired = {
      ...token,
      id: 'tk_old',
      name: 'old export',
      expiresAt: '2026-01-02T08:00:00.000Z',
    };
    serverStub({ 'GET /api/console/tokens': () => ({ data: { items: [token, expired] } }) });
    page = await render([{ path: '/', Component: TokensPage }], { staff: fakeStaff(analyst) });
    await settle();
    expect(getByText('Expires').tagName).toBe('TH');

    const cell = byTestId('token-expires-nightly export');
    // The browser's own locale and time zone (Intl), like every other time on the console.
    const shown = new Date(token.expiresAt).toLocaleString(undefined, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(cell.textContent).toBe(shown);
    expect(cell.textContent).toContain('2099');
    expect(cell.firstElementChild!.getAttribute('datetime')).toBe(token.expiresAt);
    expect(byTestId('token-row-nightly export').textContent).toContain('Active');
    expect(queryByTestId('token-revoke-nightly export')).not.toBeNull();

    const old = byTestId('token-row-old export');
    expect(old.textContent).toContain(`Expired ${formatTime(expired.expiresAt)}`);
    expect(queryByTestId('token-revoke-old export')).toBeNull();
  });
});
