import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { setBoot } from '../boot/boot.ts';
import { testBoot } from '../boot/test-boot.ts';
import { ApiError, apiClientTimings, apiGet, apiPost, configureApiClient } from './api-client.ts';
import { registerResultCodeHandlers } from './result-codes.ts';
import { fakeFetch, ok, recordingHandlers, urlOf } from './test-helpers.ts';

const item = z.object({ n: z.number() });
let rec: ReturnType<typeof recordingHandlers>;
let token: string | undefined;

beforeEach(() => {
  localStorage.clear();
  setBoot(testBoot());
  token = undefined;
  configureApiClient({ getToken: () => token, getLanguage: () => 'ja' });
  rec = recordingHandlers();
  registerResultCodeHandlers(rec.handlers);
  Object.assign(apiClientTimings, { timeoutMs: 50, retryDelayMs: 0, attempts: 3 });
});
afterEach(() => {
  vi.useRealTimers();
  setBoot(null);
});

describe('apiGet', () => {
  it('returns the validated data', async () => {
    vi.stubGlobal('fetch', fakeFetch(ok({ n: 5 })));
    await expect(apiGet('/api/x', {}, item)).resolves.toEqual({ n: 5 });
  });

  it('adds idfv and spec_lang, and oauth_token only when logged in', async () => {
    const f = fakeFetch(ok({ n: 1 }));
    vi.stubGlobal('fetch', f);
    await apiGet(
      '/api/config/recharge',
      { client_id: 1001, domain_area: 'eru', skip: undefined },
      item,
    );
    const anon = urlOf(f.mock.calls[0]!);
    expect(anon.origin).toBe(window.location.origin);
    expect(anon.pathname).toBe('/api/config/recharge');
    expect(Object.fromEntries(anon.searchParams)).toEqual({
      client_id: '1001',
      domain_area: 'eru',
      idfv: expect.stringMatching(/.+/),
      spec_lang: 'ja',
    });
    token = 'tok';
    await apiGet('/api/x', {}, item);
    expect(urlOf(f.mock.calls[1]!).searchParams.get('oauth_token')).toBe('tok');
  });

  it('lets an explicit parameter win over the added ones', async () => {
    const f = fakeFetch(ok({ n: 1 }));
    vi.stubGlobal('fetch', f);
    token = 'mine';
    await apiGet('/util/login/get_user_info', { oauth_token: 'checked', spec_lang: 'ko' }, item);
    const url = urlOf(f.mock.calls[0]!);
    expect(url.searchParams.getAll('oauth_token')).toEqual(['checked']);
    expect(url.searchParams.getAll('spec_lang')).toEqual(['ko']);
  });

  it('rejects with ApiError when the data breaks the contract, and reports it', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    configureApiClient({
      getToken: () => undefined,
      getLanguage: () => 'en',
      errorReportUrl: '/err',
    });
    const f = fakeFetch(ok({ n: 'five' }));
    vi.stubGlobal('fetch', f);
    const err = await apiGet('/api/x', {}, item).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(0);
    expect(f).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(rec.toasts).toEqual(['Network error, please try again later']);
  });
});

describe('apiPost', () => {
  it('sends idfv in the JSON body and nothing extra in the URL', async () => {
    const f = fakeFetch(ok({ n: 2 }));
    vi.stubGlobal('fetch', f);
    token = 'tok';
    await expect(apiPost('/api/pay/paypal_pay', { client_id: '1' }, item)).resolves.toEqual({
      n: 2,
    });
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe(`${window.location.origin}/api/pay/paypal_pay`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ client_id: '1', idfv: expect.any(String) });
  });
});

describe('retries', () => {
  it('makes 3 attempts 4 s apart on network failure, then succeeds', async () => {
    vi.useFakeTimers();
    Object.assign(apiClientTimings, { timeoutMs: 10_000, retryDelayMs: 4_000 });
    const f = fakeFetch(
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
      ok({ n: 3 }),
    );
    vi.stubGlobal('fetch', f);
    const result = apiGet('/api/x', {}, item);
    await vi.advanceTimersByTimeAsync(0);
    expect(f).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(f).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(f).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(f).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual({ n: 3 });
    expect(rec.toasts).toEqual([]);
  });

  it('retries 5xx and HTML block pages, then gives up with a network toast and code 0', async () => {
    const html = new Response('<html>blocked</html>', { status: 200 });
    // A 5xx is retried even when it carries an envelope: the server or a proxy is in trouble.
    const overloaded = Response.json({ code: -500, msg: 'busy', data: null }, { status: 503 });
    const f = fakeFetch(overloaded, html, new Response('bad gateway', { status: 502 }));
    vi.stubGlobal('fetch', f);
    const err = await apiGet('/api/x', {}, item).catch((e: unknown) => e);
    expect(f).toHaveBeenCalledTimes(3);
    expect(err).toMatchObject({ code: 0 });
    expect(rec.toasts).toEqual(['Network error, please try again later']);
  });

  it('makes a single attempt for a call that creates something (retry: false)', async () => {
    const f = fakeFetch(new TypeError('Failed to fetch'), ok({ n: 2 }));
    vi.stubGlobal('fetch', f);
    const err = await apiPost('/api/pay/x', {}, item, { retry: false }).catch((e: unknown) => e);
    expect(f).toHaveBeenCalledTimes(1);
    expect(err).toMatchObject({ code: 0 });
    expect(rec.toasts).toEqual(['Network error, please try again later']);
  });

  it('does not toast a network failure on a silent call', async () => {
    vi.stubGlobal('fetch', fakeFetch(new TypeError('offline')));
    await expect(apiGet('/api/x', {}, item, { silent: true })).rejects.toMatchObject({ code: 0 });
    expect(rec.toasts).toEqual([]);
  });

  it('does not retry a valid envelope with an error code', async () => {
    const f = fakeFetch(
      Response.json({ code: -400, msg: 'bad input', data: null }, { status: 400 }),
    );
    vi.stubGlobal('fetch', f);
    await expect(apiGet('/api/x', {}, item)).rejects.toMatchObject({
      code: -400,
      msg: 'bad input',
    });
    expect(f).toHaveBeenCalledTimes(1);
  });

  it('times out each attempt after 10 s', async () => {
    vi.useFakeTimers();
    Object.assign(apiClientTimings, { timeoutMs: 10_000, retryDelayMs: 4_000, attempts: 2 });
    const f = fakeFetch('hang', ok({ n: 9 }));
    vi.stubGlobal('fetch', f);
    const result = apiGet('/api/x', {}, item);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(f).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 4_000);
    expect(f).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ n: 9 });
  });

  it('stops at once when the caller aborts, without toast or retry', async () => {
    const f = fakeFetch('hang');
    vi.stubGlobal('fetch', f);
    Object.assign(apiClientTimings, { timeoutMs: 10_000 });
    const ctrl = new AbortController();
    const result = apiGet('/api/x', {}, item, { signal: ctrl.signal });
    ctrl.abort(new DOMException('left page', 'AbortError'));
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(f).toHaveBeenCalledTimes(1);
    expect(rec.toasts).toEqual([]);
  });

  it('reports every failed attempt and survives a throwing reporter', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => {
      throw new Error('beacon broken');
    });
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    configureApiClient({
      getToken: () => undefined,
      getLanguage: () => 'en',
      errorReportUrl: '/err',
    });
    vi.stubGlobal('fetch', fakeFetch(new TypeError('offline'), ok({ n: 1 })));
    await expect(apiGet('/api/x', {}, item)).resolves.toEqual({ n: 1 });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/err');
    expect(JSON.parse(await blob.text())).toMatchObject({
      path: '/api/x?idfv=' + localStorageIdfv() + '&spec_lang=en',
      attempt: 1,
      origin: window.location.origin,
      error: 'TypeError: offline',
    });
  });
});

describe('error reporting', () => {
  it('uses the boot errorReportUrl when the app configured none', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    setBoot({ ...testBoot(), errorReportUrl: 'https://errors.example/report' });
    vi.stubGlobal('fetch', fakeFetch(new TypeError('offline')));
    await apiGet('/api/x', {}, item, { silent: true }).catch(() => {});
    expect(beacon.mock.calls.map((c) => (c as unknown[])[0])).toEqual(
      Array(3).fill('https://errors.example/report'),
    );
  });

  it('reports to our own receiver when no external endpoint is configured', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    vi.stubGlobal('fetch', fakeFetch(new TypeError('offline')));
    await apiGet('/api/x', {}, item, { silent: true }).catch(() => {});
    expect(beacon.mock.calls.map((c) => c[0])).toEqual(Array(3).fill('/api/client-errors'));
  });

  it('never sends the login token or secret page parameters in a report', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    token = 'tok_s3cret_0123456789';
    const before = window.location.href;
    window.history.replaceState(
      null,
      '',
      `/goods?visit=sdk&oauth_token=${token}&replenish_id=rp_s3cret#access_token=${token}`,
    );
    try {
      vi.stubGlobal('fetch', fakeFetch(new TypeError(`failed /x?oauth_token=${token}`)));
      await apiGet('/api/x', { client_id: 7 }, item, { silent: true }).catch(() => {});
    } finally {
      window.history.replaceState(null, '', before);
    }
    expect(beacon).toHaveBeenCalledTimes(3);
    for (const [, blob] of beacon.mock.calls) {
      const text = await blob.text();
      expect(text).not.toContain(token);
      expect(text).not.toContain('rp_s3cret');
      expect(JSON.parse(text)).toMatchObject({
        path: `/api/x?client_id=7&idfv=${localStorageIdfv()}&spec_lang=ja`,
        page: `${window.location.origin}/goods?visit=sdk`,
        error: 'TypeError: failed /x?oauth_token=***',
      });
    }
  });
});

function localStorageIdfv(): string {
  return JSON.parse(localStorage.getItem('paymentUuid')!).value as string;
}
