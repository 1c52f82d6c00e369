import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tenantOf = async (host: string) => {
  const res = await t.app.inject({ url: '/api/tenant', headers: { host } });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { id: body.data.tenant.id as string, demo: body.data.demo as boolean };
};

describe('tenancy', () => {
  it('resolves production, demo and local hosts', async () => {
    expect(await tenantOf(hosts.watt)).toEqual({ id: 'watt', demo: false });
    expect(await tenantOf('TOPUP.watt-games.example:443')).toEqual({ id: 'watt', demo: false });
    expect(await tenantOf(hosts.wattDemo)).toEqual({ id: 'watt', demo: true });
    expect(await tenantOf(hosts.dragonLocal)).toEqual({ id: 'dragon', demo: false });
    expect(await tenantOf('demo.acenetjp.localhost:5173')).toEqual({ id: 'acenetJp', demo: true });
  });

  it('answers an unknown host with an error page, never a default brand', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: hosts.unknown } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Unknown shop address');
    expect(res.body).toContain(hosts.unknown);
    expect(res.body).not.toContain('Watt');
  });

  it('escapes the host it echoes', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: '<b>x</b>.example' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<b>x</b>');
    expect(res.body).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('answers API calls on an unknown host with the JSON envelope', async () => {
    for (const url of ['/api/tenant', '/util/login/auth', '/service/recharge/dot.php']) {
      const res = await t.app.inject({ url, headers: { host: hosts.unknown } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: -3013, msg: 'Unknown host', data: null });
    }
  });

  it('lists every brand with local links on bare localhost', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'localhost:8080' } });
    expect(res.statusCode).toBe(200);
    // Several areas: the link names one, else the shop shows the parameter error (issue 29).
    expect(res.body).toContain('href="http://watt.localhost:8080/?domain_area=universal"');
    expect(res.body).toContain('href="http://demo.watt.localhost:8080/?domain_area=universal"');
    expect(res.body).toContain('href="http://acenetjp.localhost:8080/"');
    expect(res.body.match(/<li>/g)).toHaveLength(16);

    const ip = await t.app.inject({ url: '/', headers: { host: '127.0.0.1:3000' } });
    expect(ip.body).toContain('href="http://ko.localhost:3000/"');
  });

  it('keeps API calls on bare localhost out of any brand', async () => {
    const res = await t.app.inject({ url: '/api/tenant', headers: { host: 'localhost:8080' } });
    expect(res.json()).toMatchObject({ code: -3013 });
  });

  it('serves probes and API docs on any host', async () => {
    for (const url of ['/healthz', '/readyz', '/api/docs/json']) {
      const res = await t.app.inject({ url, headers: { host: '10.0.0.7:8080' } });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
