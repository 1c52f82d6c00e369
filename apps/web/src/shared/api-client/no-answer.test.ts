import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { setBoot } from '../boot/boot.ts';
import { testBoot } from '../boot/test-boot.ts';
import { apiClientTimings, apiGet, configureApiClient } from './api-client.ts';
import { hasNoAnswer } from './no-answer.ts';
import { registerResultCodeHandlers } from './result-codes.ts';
import { fail, fakeFetch, ok, recordingHandlers } from './test-helpers.ts';

const item = z.object({ n: z.number() });
const path = '/api/pay/getGoodsList';

beforeEach(() => {
  localStorage.clear();
  setBoot(testBoot());
  configureApiClient({ getToken: () => undefined, getLanguage: () => 'en' });
  registerResultCodeHandlers(recordingHandlers().handlers);
  Object.assign(apiClientTimings, { timeoutMs: 50, retryDelayMs: 30, attempts: 3 });
});
afterEach(() => setBoot(null));

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('no answer on a path (the error state before the retries are used up)', () => {
  it('is flagged after the first failed attempt while the client waits to retry', async () => {
    vi.stubGlobal('fetch', fakeFetch(new TypeError('Failed to fetch'), ok({ n: 2 })));
    const call = apiGet(path, { client_id: 1 }, item);
    await tick(5);
    expect(hasNoAnswer(path)).toBe(true);
    // Another path is not concerned.
    expect(hasNoAnswer('/api/pay/getGameListV2')).toBe(false);
    await expect(call).resolves.toEqual({ n: 2 });
    expect(hasNoAnswer(path)).toBe(false);
  });

  it('is cleared by any answer, even a refusal, and by a new request on the path', async () => {
    vi.stubGlobal('fetch', fakeFetch(new Response('<html>blocked</html>'), fail(-1)));
    const refused = apiGet(path, {}, item, { silent: true });
    await tick(5);
    expect(hasNoAnswer(path)).toBe(true);
    await expect(refused).rejects.toMatchObject({ code: -1 });
    expect(hasNoAnswer(path)).toBe(false);

    vi.stubGlobal('fetch', fakeFetch(new TypeError('offline'), 'hang'));
    const failing = apiGet(path, {}, item, { silent: true });
    await tick(5);
    expect(hasNoAnswer(path)).toBe(true);
    const controller = new AbortController();
    void apiGet(path, {}, item, { signal: controller.signal }).catch(() => {});
    expect(hasNoAnswer(path)).toBe(false);
    controller.abort();
    await failing.catch(() => {});
  });
});
