import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dotRequestSchema, orderEventRequestSchema } from '@topup/contracts/tracking';

async function fresh() {
  vi.resetModules();
  return import('./track.ts');
}

let fetchSpy: ReturnType<typeof vi.fn>;
let beacon: ReturnType<typeof vi.fn>;

function sentBodies(): unknown[] {
  return fetchSpy.mock.calls.map((c) => JSON.parse(String((c[1] as RequestInit).body)));
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  fetchSpy = vi.fn(async () => new Response('{}'));
  beacon = vi.fn(() => true);
  vi.stubGlobal('fetch', fetchSpy);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
});
afterEach(() => vi.useRealTimers());

describe('track', () => {
  it('batches events and sends them after 2 s', async () => {
    const { track } = await fresh();
    track('viewPage', { page: 'selectGoods' });
    track('clickBuy', { product_id: 'p1', price: 99 });
    vi.advanceTimersByTime(1_999);
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]![0]).toBe('/service/recharge/dot.php');
    const body = sentBodies()[0] as { events: { event: string }[] };
    expect(body.events.map((e) => e.event)).toEqual(['viewPage', 'clickBuy']);
  });

  it('sends at once when 10 events are queued', async () => {
    const { track } = await fresh();
    for (let i = 0; i < 9; i++) track('selectPayway', { i });
    expect(fetchSpy).not.toHaveBeenCalled();
    track('selectPayway', { i: 9 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect((sentBodies()[0] as { events: unknown[] }).events).toHaveLength(10);
    vi.advanceTimersByTime(5_000);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('sends the payload the server contract accepts, with id, session, user and time', async () => {
    const { track, configureTracking } = await fresh();
    configureTracking({ getUser: () => 'suid-42' });
    vi.setSystemTime(1_700_000_000_000);
    track('login', { method: 'google', long: 'x'.repeat(900), skipped: undefined, bad: NaN });
    track('logout');
    vi.advanceTimersByTime(2_000);
    const body = dotRequestSchema.parse(sentBodies()[0]);
    const [first, second] = body.events;
    expect(first).toMatchObject({ event: 'login', user: 'suid-42', ts: 1_700_000_000_000 });
    expect(first!.fields).toEqual({ method: 'google', long: 'x'.repeat(500) });
    expect(first!.id).not.toBe(second!.id);
    expect(first!.session).toBe(second!.session);
    expect(first!.session).toBeTruthy();
  });

  it('omits the user when nobody is logged in', async () => {
    const { track, flushTracking } = await fresh();
    track('viewGameList');
    flushTracking();
    expect((sentBodies()[0] as { events: object[] }).events[0]).not.toHaveProperty('user');
  });

  it('flushes through sendBeacon on pagehide and when the tab is hidden', async () => {
    const { track } = await fresh();
    track('viewVipCenter');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/service/recharge/dot.php');
    expect(JSON.parse(await blob.text()).events[0].event).toBe('viewVipCenter');

    track('viewActivity');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('swallows network, beacon and user-getter failures', async () => {
    const { track, trackOrder, configureTracking, flushTracking } = await fresh();
    fetchSpy.mockRejectedValue(new TypeError('offline'));
    beacon.mockImplementation(() => {
      throw new Error('no beacon');
    });
    configureTracking({
      getUser: () => {
        throw new Error('not ready');
      },
    });
    expect(() => track('changeGame')).not.toThrow();
    expect(() => flushTracking()).not.toThrow();
    expect(() => flushTracking(true)).not.toThrow();
    expect(() => trackOrder({ billing_no: 'B1' })).not.toThrow();
    await vi.runAllTimersAsync();
  });
});

describe('trackOrder', () => {
  it('posts event 18 with the order data at once', async () => {
    const { trackOrder, configureTracking } = await fresh();
    configureTracking({ getUser: () => 'suid-1', baseUrl: 'https://collect.example' });
    trackOrder({ billing_no: 'B1', amount: 990, currency: 'USD' });
    expect(fetchSpy.mock.calls[0]![0]).toBe('https://collect.example/service/recharge/api.php');
    const body = orderEventRequestSchema.parse(sentBodies()[0]);
    expect(body).toMatchObject({
      event: 18,
      user: 'suid-1',
      order: { billing_no: 'B1', amount: 990, currency: 'USD' },
    });
  });
});
