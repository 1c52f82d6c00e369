import { encodeCredential } from '@topup/contracts/credentials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { runJourney, type JourneyResult } from './journey.ts';

/** The value of the sample `name{labels}` in Prometheus text, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('metrics after a full journey', () => {
  let t: TestApp;
  let journey: JourneyResult;
  let text = '';
  let scraped = '';
  beforeAll(async () => {
    // Port 0: the metrics port on a free ephemeral port (production sets METRICS_PORT).
    t = await createTestApp(
      { metricsPort: 0, metricsHost: '127.0.0.1' },
      { paymentTransport: (app) => createInjectTransport(app) },
    );
    journey = await runJourney(() => t);
    // Six wrong passwords from one address for one account: the sixth is refused by login:pair.
    for (let i = 0; i < 6; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/util/login/auth',
        headers: { host: 'watt.localhost:8080' },
        remoteAddress: '203.0.113.77',
        payload: {
          username: encodeCredential('demo'),
          password: encodeCredential(`wrong-${i}`),
          client_id: journey.tenant.games[0]!.clients.web.clientId,
          login_type: 'account',
        },
      });
    }
    text = await t.app.metrics.text();
    const address = t.app.metrics.address();
    scraped = await (await fetch(`http://127.0.0.1:${address!.port}/metrics`)).text();
  });
  afterAll(() => t?.close());

  it('counts orders entering each state per tenant and provider', () => {
    const paypal = (status: string) =>
      sample(text, 'topup_orders_total', { tenant: 'watt', provider: 'paypal', status });
    expect([paypal('created'), paypal('pending'), paypal('paid'), paypal('delivered')]).toEqual([
      1, 1, 1, 1,
    ]);
    expect(paypal('failed')).toBeUndefined();
    const card = (status: string) =>
      sample(text, 'topup_orders_total', { tenant: 'watt', status, provider: 'prepaid-card' });
    expect([card('created'), card('paid'), card('delivered')]).toEqual([1, 1, 1]);
  });

  it('counts callback outcomes, relay attempts and the relay lag', () => {
    const callback = (outcome: string) =>
      sample(text, 'topup_payment_callbacks_total', { provider: 'paypal', outcome });
    expect(callback('applied')).toBe(1);
    expect(callback('duplicate-event')).toBe(1);
    expect(callback('rejected-bad-signature')).toBe(1);
    expect(
      sample(text, 'topup_relay_attempts_total', { kind: 'deliver', outcome: 'delivered' }),
    ).toBe(2);
    expect(sample(text, 'topup_outbox_pending')).toBe(0);
    expect(sample(text, 'topup_outbox_oldest_pending_seconds')).toBe(0);
  });

  it('counts requests per route pattern, never per raw URL, and limit hits per limit', () => {
    const count = (method: string, route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { method, route, status_code: status });
    expect(count('POST', '/api/card/check', '200')).toBe(2);
    expect(count('POST', '/api/pay/notify/:provider', '200')).toBe(2);
    expect(count('POST', '/api/pay/notify/:provider', '401')).toBe(1);
    expect(count('GET', '/api/pay/getOrderInfo', '200')).toBe(2);
    expect(count('GET', 'not-found', '404')).toBe(1);
    expect(text).not.toContain(journey.paidBillingNo);
    expect(text).not.toContain('oauth_token');
    expect(sample(text, 'topup_rate_limited_total', { limit: 'login:pair' })).toBe(1);
  });

  it('serves the same text on the metrics port, with process metrics, and nothing else there', async () => {
    expect(
      sample(scraped, 'topup_orders_total', { tenant: 'watt', provider: 'paypal', status: 'paid' }),
    ).toBe(1);
    expect(sample(scraped, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(scraped, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    const port = t.app.metrics.address()!.port;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    // The brand's public port has no /metrics: the path is the app's own page.
    const onBrand = await t.app.inject({
      url: '/metrics',
      headers: { host: 'watt.localhost:8080' },
    });
    expect(onBrand.body).not.toContain('topup_orders_total');
  });
});
