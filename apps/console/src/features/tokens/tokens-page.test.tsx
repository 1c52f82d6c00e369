import { afterEach, describe, expect, it } from 'vitest';
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
};

describe('tokens page', () => {
  it('creates a token, shows it once, and revokes one with the CSRF header', async () => {
    setCsrfToken('csrf-9');
    let items = [token];
    const server = serverStub({
      'GET /api/console/tokens': () => ({ data: { items } }),
      'POST /api/console/tokens': () => {
        const made = { ...token, id: 'tk_2', name: 'bi' };
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
    expect(byTestId('token-value').textContent).toBe('tsk_secret-value');
    expect(queryByTestId('token-row-bi')).not.toBeNull();

    click(byTestId('token-revoke-nightly export'));
    await settle();
    const del = server.calls.find((c) => c.method === 'DELETE')!;
    expect(del.url).toBe('/api/console/tokens/tk_1');
    expect(del.headers.get('x-csrf-token')).toBe('csrf-9');
  });
});
