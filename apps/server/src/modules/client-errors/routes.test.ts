import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';

const staffToken = 'staff-token-for-client-errors-0123';
const token = 'tok_5ecret_value_0123456789';

const report = (over: Record<string, unknown> = {}) => ({
  path: `/api/game/list?client_id=11103&oauth_token=${token}&spec_lang=en`,
  attempt: 2,
  origin: 'https://backup.watt-games.example',
  error: `TypeError: failed to fetch /x?oauth_token=${token}`,
  page: `https://watt.localhost:8080/goods?visit=sdk&oauth_token=${token}&replenish_id=rp_secret#access_token=${token}`,
  ts: 1_795_000_000_000,
  ...over,
});

describe('client error reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ staffApiToken: staffToken, clientErrorsKeep: 100 });
  });
  afterAll(() => t?.close());

  const post = (body: unknown, opts: { host?: string; address?: string; type?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: {
        host: opts.host ?? hosts.wattLocal,
        'content-type': opts.type ?? 'application/json',
        'user-agent': 'Mozilla/5.0 test',
      },
      remoteAddress: opts.address ?? '198.51.100.1',
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const list = async (query: string, auth: string | null = staffToken) => {
    const res = await t.app.inject({
      url: `/api/staff/client-errors?${query}`,
      headers: {
        host: 'ops.internal.example',
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
    });
    return { status: res.statusCode, ...res.json() };
  };

  it('stores a report on its brand without tokens or secret parameters, and shows it to operators', async () => {
    const res = await post(report());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, data: { id: expect.any(Number) } });
    const dragon = await post(report({ path: '/api/dragon-only' }), { host: hosts.dragonLocal });
    expect(dragon.json().code).toBe(1);

    const seen = await list('tenant=watt');
    expect(seen.code).toBe(1);
    expect(seen.data.errors).toHaveLength(1);
    const [row] = seen.data.errors;
    expect(row).toMatchObject({
      path: '/api/game/list?client_id=11103&spec_lang=en',
      page: 'https://watt.localhost:8080/goods?visit=sdk',
      attempt: 2,
      origin: 'https://backup.watt-games.example',
      user_agent: 'Mozilla/5.0 test',
      request_id: res.headers['x-request-id'],
      demo: false,
      client_ts: new Date(1_795_000_000_000).toISOString(),
    });
    expect(JSON.stringify(seen)).not.toContain(token);
    expect(JSON.stringify(seen)).not.toContain('rp_secret');
    expect((await list('tenant=dragon')).data.errors.map((e: { path: string }) => e.path)).toEqual([
      '/api/dragon-only',
    ]);
  });

  it('takes the text/plain JSON of sendBeacon and refuses bad, oversized or hostless reports', async () => {
    expect((await post(JSON.stringify(report()), { type: 'text/plain' })).json().code).toBe(1);
    const bad = [
      await post(report({ attempt: 0 })),
      await post(report({ path: 'x'.repeat(2049) })),
      await post({ path: '/x' }),
      await post('{not json', { type: 'text/plain' }),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ResultCode.BadRequest, data: null });
    }
    const huge = await post(report({ error: 'e'.repeat(9000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().data).toBeNull();
    const nobody = await post(report(), { host: hosts.unknown });
    expect(nobody.json().code).toBe(ResultCode.UnknownTenant);
  });

  it('refuses operators without the staff token and names unknown brands', async () => {
    expect(await list('tenant=watt', null)).toMatchObject({
      status: 403,
      code: ResultCode.Forbidden,
    });
    expect(await list('tenant=watt', 'wrong-token-wrong-token-wrong')).toMatchObject({
      status: 403,
      code: ResultCode.Forbidden,
    });
    expect(await list('tenant=nobody')).toMatchObject({ status: 400, code: ResultCode.BadRequest });
    expect(await list('tenant=watt&limit=0')).toMatchObject({ status: 400 });
  });

  it('limits reports per address (60 a minute) without touching other addresses', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i++)
      codes.push((await post(report(), { address: '198.51.100.9' })).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    // Counted for operators under the route's limit.
    expect(await t.app.metrics.text()).toContain(
      'topup_rate_limited_total{limit="route:/api/client-errors"} 1',
    );
    expect((await post(report(), { address: '198.51.100.10' })).statusCode).toBe(200);
  });

  it("keeps each brand's newest reports only, and pages through them", async () => {
    for (let i = 0; i < 150; i++) {
      const res = await post(report({ path: `/api/n/${i}` }), {
        host: 'coolgame.localhost:8080',
        address: `198.51.101.${Math.floor(i / 50)}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const first = await list('tenant=coolgame&limit=500');
    expect(first.data.errors).toHaveLength(100);
    expect(first.data.errors[0].path).toBe('/api/n/149');
    expect(first.data.errors.at(-1).path).toBe('/api/n/50');
    const page = await list(`tenant=coolgame&limit=2&before_id=${first.data.errors[1].id}`);
    expect(page.data.errors.map((e: { path: string }) => e.path)).toEqual([
      '/api/n/147',
      '/api/n/146',
    ]);
  });
});
