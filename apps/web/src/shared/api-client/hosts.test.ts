import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { setBoot } from '../boot/boot.ts';
import { testBoot } from '../boot/test-boot.ts';
import { apiClientTimings, apiGet, configureApiClient } from './api-client.ts';
import { registerResultCodeHandlers } from './result-codes.ts';
import { fakeFetch, ok, recordingHandlers, urlOf } from './test-helpers.ts';

const DAY = 86_400_000;
const any = z.unknown();
const origins = (f: ReturnType<typeof fakeFetch>) => f.mock.calls.map((c) => urlOf(c).origin);

beforeEach(() => {
  localStorage.clear();
  setBoot(testBoot({ backupHosts: ['https://b1.example', 'https://b2.example/'] }));
  configureApiClient({ getToken: () => undefined, getLanguage: () => 'en' });
  registerResultCodeHandlers(recordingHandlers().handlers);
  Object.assign(apiClientTimings, { timeoutMs: 50, retryDelayMs: 0, attempts: 3 });
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  setBoot(null);
});

describe('backup hosts', () => {
  it('tries the page origin first, then each backup in turn, and remembers the one that works', async () => {
    const down = new TypeError('Failed to fetch');
    const f = fakeFetch(down, down, ok(null));
    vi.stubGlobal('fetch', f);
    await apiGet('/api/x', {}, any);
    expect(origins(f)).toEqual([
      window.location.origin,
      'https://b1.example',
      'https://b2.example',
    ]);

    const g = fakeFetch(ok(null));
    vi.stubGlobal('fetch', g);
    await apiGet('/api/y', {}, any);
    expect(origins(g)).toEqual(['https://b2.example']);
  });

  it('goes back to the page origin once the remembered host is a day old', async () => {
    vi.stubGlobal('fetch', fakeFetch(new TypeError('down'), ok(null)));
    await apiGet('/api/x', {}, any);
    vi.setSystemTime(Date.now() + DAY - 1);
    const g = fakeFetch(ok(null));
    vi.stubGlobal('fetch', g);
    await apiGet('/api/x', {}, any);
    expect(origins(g)).toEqual(['https://b1.example']);

    vi.setSystemTime(Date.now() + 1);
    const h = fakeFetch(ok(null));
    vi.stubGlobal('fetch', h);
    await apiGet('/api/x', {}, any);
    expect(origins(h)).toEqual([window.location.origin]);
  });

  it('moves on from a remembered host that fails and forgets it when the page origin works', async () => {
    vi.stubGlobal('fetch', fakeFetch(new TypeError('down'), ok(null)));
    await apiGet('/api/x', {}, any);
    const g = fakeFetch(new TypeError('down'), ok(null));
    vi.stubGlobal('fetch', g);
    await apiGet('/api/x', {}, any);
    expect(origins(g)).toEqual(['https://b1.example', window.location.origin]);
    expect(localStorage.getItem('paymentBakApi')).toBeNull();
  });

  it('ignores a remembered host the tenant no longer lists', async () => {
    localStorage.setItem(
      'paymentBakApi',
      JSON.stringify({ value: 'https://old.example', expires: Date.now() + DAY }),
    );
    const f = fakeFetch(ok(null));
    vi.stubGlobal('fetch', f);
    await apiGet('/api/x', {}, any);
    expect(origins(f)).toEqual([window.location.origin]);
  });

  it('keeps retrying the page origin when the tenant has no backups', async () => {
    setBoot(testBoot({ backupHosts: [] }));
    const f = fakeFetch(new TypeError('down'));
    vi.stubGlobal('fetch', f);
    await apiGet('/api/x', {}, any, { silent: true }).catch(() => {});
    expect(origins(f)).toEqual(Array(3).fill(window.location.origin));
  });
});
