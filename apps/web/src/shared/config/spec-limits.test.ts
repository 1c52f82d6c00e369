import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { CARD_FIELD_MAX } from '@topup/contracts/card-info';
import { ORDER_SELECTION_DAYS, storageKeys } from '@topup/contracts/storage-keys';
import { SCROLL_DEFAULTS } from '../../app/layout/scroll-reveal.ts';
import { CREDENTIAL_MAX } from '../../features/account/components/login-form.tsx';
import { LOGIN_RELOAD_MS } from '../../features/account/reload.ts';
import { ILLEGAL_COUPON_REFRESH_MS } from '../../features/coupons/use-coupons.ts';
import { RESULT_POLL_DELAY_MS } from '../../features/result/result-rules.ts';
import {
  ApiError,
  apiClientTimings,
  apiGet,
  configureApiClient,
} from '../api-client/api-client.ts';
import { NO_ANSWER } from '../api-client/api-error.ts';
import { registerResultCodeHandlers } from '../api-client/result-codes.ts';
import { fakeFetch, ok, recordingHandlers, urlOf } from '../api-client/test-helpers.ts';
import { setBoot } from '../boot/boot.ts';
import { testBoot } from '../boot/test-boot.ts';
import { DOUBLE_TAP_MS } from '../ui/double-tap-guard.ts';
import { SKELETON_ITEMS } from '../ui/skeleton.tsx';
import { specLimits } from './spec-limits.ts';

// SPEC §9. This file must not shrink apiClientTimings: it checks the defaults the app runs with.
const DAY_MS = 86_400_000;

describe('SPEC §9 constants', () => {
  it('are the numbers SPEC §9 gives', () => {
    expect(specLimits).toEqual({
      requestTimeoutMs: 10_000,
      requestAttempts: 3,
      retryDelayMs: 4_000,
      backupHostDays: 1,
      resultPollDelayMs: 1_000,
      illegalCouponRefreshMs: 1_000,
      loginReloadMs: 500,
      scrollThrottleMs: 300,
      scrollResetMs: 1_000,
      doubleTapMs: 300,
      cardFieldMax: 80,
      skeletonItems: 3,
      orderSelectionDays: 7,
    });
  });

  it('are what the modules that implement them use', () => {
    expect(apiClientTimings).toEqual({ timeoutMs: 10_000, retryDelayMs: 4_000, attempts: 3 });
    expect(storageKeys.paymentBakApi.days).toBe(specLimits.backupHostDays);
    expect(RESULT_POLL_DELAY_MS).toBe(specLimits.resultPollDelayMs);
    expect(ILLEGAL_COUPON_REFRESH_MS).toBe(specLimits.illegalCouponRefreshMs);
    expect(LOGIN_RELOAD_MS).toBe(specLimits.loginReloadMs);
    expect(SCROLL_DEFAULTS).toMatchObject({
      throttleMs: specLimits.scrollThrottleMs,
      resetMs: specLimits.scrollResetMs,
    });
    expect(DOUBLE_TAP_MS).toBe(specLimits.doubleTapMs);
    // The card fields' limit is shared with the server (contracts); the login fields use it too.
    expect(CARD_FIELD_MAX).toBe(specLimits.cardFieldMax);
    expect(CREDENTIAL_MAX).toBe(specLimits.cardFieldMax);
    expect(SKELETON_ITEMS).toBe(specLimits.skeletonItems);
    expect(ORDER_SELECTION_DAYS).toBe(specLimits.orderSelectionDays);
    expect(storageKeys.paymentOrderInfo.days).toBe(specLimits.orderSelectionDays);
  });
});

describe('the API client with its default timings', () => {
  let rec: ReturnType<typeof recordingHandlers>;
  beforeEach(() => {
    localStorage.clear();
    setBoot(testBoot({ backupHosts: ['https://b1.example', 'https://b2.example'] }));
    configureApiClient({ getToken: () => undefined, getLanguage: () => 'en' });
    rec = recordingHandlers();
    registerResultCodeHandlers(rec.handlers);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setBoot(null);
  });

  it('a request that never answers times out at 10 s and is tried 3 times, 4 s apart', async () => {
    const f = fakeFetch('hang');
    vi.stubGlobal('fetch', f);
    let settled: unknown = 'not yet';
    void apiGet('/api/x', {}, z.unknown()).catch((e: unknown) => (settled = e));
    // Attempt 1 at 0 s; it times out at 10 s, the next starts 4 s later (14 s), then 28 s.
    await vi.advanceTimersByTimeAsync(0);
    expect(f).toHaveBeenCalledTimes(1);
    for (const next of [2, 3]) {
      await vi.advanceTimersByTimeAsync(13_999);
      expect(f).toHaveBeenCalledTimes(next - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(f).toHaveBeenCalledTimes(next);
    }
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe('not yet');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ApiError);
    expect((settled as ApiError).code).toBe(NO_ANSWER);
    expect(f).toHaveBeenCalledTimes(3);
    expect(rec.toasts).toHaveLength(1);
  });

  it('a backup host that answered is remembered for 1 day', async () => {
    const f = fakeFetch('hang', ok(null));
    vi.stubGlobal('fetch', f);
    const done = apiGet('/api/x', {}, z.unknown());
    await vi.advanceTimersByTimeAsync(14_000);
    await done;
    expect(urlOf(f.mock.calls[1]!).origin).toBe('https://b1.example');
    const stored = JSON.parse(localStorage.getItem('paymentBakApi') ?? '{}') as {
      value?: string;
      expires?: number;
    };
    expect(stored.value).toBe('https://b1.example');
    expect(stored.expires! - Date.now()).toBe(1 * DAY_MS);
  });
});
