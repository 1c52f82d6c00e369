import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { serverStub } from '../test/render.tsx';
import { api, ApiError, NO_ANSWER, setCsrfToken, setNotLoggedInHandler, withQuery } from './api.ts';

afterEach(() => {
  setCsrfToken(undefined);
  setNotLoggedInHandler(undefined);
});

describe('console api', () => {
  it('unwraps the envelope and checks data against the schema', async () => {
    serverStub({ 'GET /api/console/things': () => ({ data: { items: [{ id: 'a' }] } }) });
    const data = await api.get(
      '/api/console/things',
      z.object({ items: z.array(z.object({ id: z.string() })) }),
    );
    expect(data.items[0]!.id).toBe('a');
  });

  it('throws ApiError with the server code and message', async () => {
    serverStub({
      'POST /api/console/things': () => ({
        code: -403,
        msg: 'Your role cannot do this',
        status: 403,
      }),
    });
    const error = await api.post('/api/console/things', { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: -403, msg: 'Your role cannot do this', status: 403 });
  });

  it('sends the CSRF token on changes only', async () => {
    const server = serverStub({
      'GET /api/console/x': () => ({ data: null }),
      'POST /api/console/x': () => ({ data: null }),
      'PUT /api/console/x': () => ({ data: null }),
      'DELETE /api/console/x': () => ({ data: null }),
    });
    await api.post('/api/console/x');
    expect(server.calls[0]!.headers.get('x-csrf-token')).toBeNull();

    setCsrfToken('csrf-123');
    await api.get('/api/console/x');
    await api.post('/api/console/x', { a: 1 });
    await api.put('/api/console/x', { a: 2 });
    await api.delete('/api/console/x');
    const [, get, post, put, del] = server.calls;
    expect(get!.headers.get('x-csrf-token')).toBeNull();
    expect(post!.headers.get('x-csrf-token')).toBe('csrf-123');
    expect(post!.body).toEqual({ a: 1 });
    expect(post!.headers.get('content-type')).toBe('application/json');
    expect(put!.headers.get('x-csrf-token')).toBe('csrf-123');
    expect(del!.headers.get('x-csrf-token')).toBe('csrf-123');
  });

  it('calls the not-logged-in handler on -600', async () => {
    serverStub({
      'GET /api/console/me': () => ({ code: -600, msg: 'Please log in', status: 401 }),
    });
    const handler = vi.fn();
    setNotLoggedInHandler(handler);
    await expect(api.get('/api/console/me')).rejects.toMatchObject({ code: -600 });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('turns a non-envelope answer into a NO_ANSWER error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(api.get('/api/console/x')).rejects.toMatchObject({ code: NO_ANSWER, status: 502 });
  });

  it('turns a network failure into a NO_ANSWER error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/api/console/x')).rejects.toMatchObject({ code: NO_ANSWER });
  });

  it('refuses data that does not match the schema', async () => {
    serverStub({ 'GET /api/console/x': () => ({ data: { id: 5 } }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(api.get('/api/console/x', z.object({ id: z.string() }))).rejects.toMatchObject({
      code: NO_ANSWER,
    });
  });

  it('builds query strings without empty filters', () => {
    expect(withQuery('/a', { tenantId: '', page: 2, q: undefined, x: 'y z' })).toBe(
      '/a?page=2&x=y+z',
    );
    expect(withQuery('/a', {})).toBe('/a');
  });
});
