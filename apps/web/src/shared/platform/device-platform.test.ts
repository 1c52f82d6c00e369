import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchGameList } from '../../features/game/api/get-game-list.ts';
import { payWayListQuery } from '../../features/pay-methods/api/get-pay-way-list.ts';
import { payEnvironment } from '../../features/recharge/pay/pay-environment.ts';
import { apiClientTimings, configureApiClient } from '../api-client/api-client.ts';
import { fakeFetch, ok, urlOf } from '../api-client/test-helpers.ts';
import { setBoot } from '../boot/boot.ts';
import { testBoot } from '../boot/test-boot.ts';
import { devicePlatform, isMobile } from './device-platform.ts';

// Real user agents (Playwright's device list and current browsers).
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';
const iPadOs =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const android =
  'Mozilla/5.0 (Linux; Android 12; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('SPEC §7 platform from the user agent', () => {
  it('iPhone and iPadOS (a Mac with a touch screen) are ios', () => {
    expect(devicePlatform({ userAgent: iPhone })).toBe('ios');
    expect(devicePlatform({ userAgent: iPadOs, maxTouchPoints: 5 })).toBe('ios');
  });

  it('Android is android; a desktop browser (and a Mac without touch) is web', () => {
    expect(devicePlatform({ userAgent: android })).toBe('android');
    expect(devicePlatform({ userAgent: desktop })).toBe('web');
    expect(devicePlatform({ userAgent: iPadOs, maxTouchPoints: 0 })).toBe('web');
    expect(devicePlatform({ userAgent: '' })).toBe('web');
  });

  it('phones are mobile, desktops are not', () => {
    expect([iPhone, android, desktop].map((userAgent) => isMobile({ userAgent }))).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('the calls that send platform say what the browser runs on', () => {
  beforeEach(() => {
    localStorage.clear();
    setBoot(testBoot());
    configureApiClient({ getToken: () => undefined, getLanguage: () => 'en' });
    Object.assign(apiClientTimings, { timeoutMs: 500, retryDelayMs: 0, attempts: 1 });
    vi.stubGlobal('navigator', { ...navigator, userAgent: iPhone, maxTouchPoints: 5 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setBoot(null);
  });

  it('the pay payload of an iPhone says ios (the server takes Apple Pay only from ios)', () => {
    expect(payEnvironment('').platform).toBe('ios');
  });

  it('the method list and the game list are asked for ios', async () => {
    const f = fakeFetch(ok({ currency: 'USD', price_minor: 100, country: {} }), ok({ games: [] }));
    vi.stubGlobal('fetch', f);
    const query = payWayListQuery({ clientId: '1', productId: 'p1', area: 'eru' });
    await (query.queryFn as (ctx: { signal: AbortSignal }) => Promise<unknown>)({
      signal: new AbortController().signal,
    });
    await fetchGameList('1', 'eru');
    expect(f.mock.calls.map((c) => urlOf(c).searchParams.get('platform'))).toEqual(['ios', 'ios']);
  });
});
