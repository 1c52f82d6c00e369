import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../test/observability/journey.ts';
import { createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('x-request-id', () => {
  const log = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}, host: string = hosts.wattLocal) =>
    t.app.inject({ url, headers: { host, ...headers } });

  it('keeps a sane id the caller sent, answers it and logs every line of the request with it', async () => {
    const res = await get('/api/config/recharge?client_id=11103', {
      'x-request-id': 'lb-7f3a.42:x_Y',
    });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42:x_Y');
    const lines = log.records().filter((r) => r.reqId === 'lb-7f3a.42:x_Y');
    expect(lines.map((r) => r.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('replaces an id that is too long or carries unsafe characters with a fresh UUID', async () => {
    for (const sent of ['x'.repeat(129), 'two words', 'a"b', 'line\u2028break', '']) {
      const res = await get('/api/config/recharge?client_id=11103', { 'x-request-id': sent });
      expect(res.headers['x-request-id']).toMatch(uuid);
    }
    const a = await get('/healthz');
    const b = await get('/healthz');
    expect(a.headers['x-request-id']).toMatch(uuid);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
  });

  it('is on pages, assets, envelope errors, unknown hosts, Fastify 404s and router refusals', async () => {
    const answers = [
      await get('/'),
      await get('/assets/app-abc123.js'),
      await get('/api/nothing-here'),
      await get('/api/config/recharge'),
      await get('/', {}, hosts.unknown),
      await get('/api/pay/notify/%E0%A4%A'),
      await t.app.inject({
        method: 'DELETE',
        url: '/api/config/recharge',
        headers: { host: hosts.wattLocal },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/util/login/auth',
        headers: { host: hosts.wattLocal, 'content-type': 'application/json' },
        payload: '{"broken',
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 400, 404, 400, 404, 400]);
    for (const res of answers) expect(res.headers['x-request-id']).toMatch(uuid);
  });
});
